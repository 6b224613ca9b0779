import { useLingui } from '@lingui/react/macro';
import { ActionIcon, TextInput } from '@mantine/core';
import { EnterIcon, SearchIcon } from './icons.tsx';

interface SearchBoxProps {
  /** The URL parameter the text goes to when its form is submitted. */
  name: string;
  value: string;
  onChange(text: string): void;
  label: string;
  placeholder: string;
}

/**
 * The text box of a SearchForm: typing alone changes nothing; Enter or its Search button (which
 * shows the Enter key, so the box says how it searches) submits the form.
 */
export function SearchBox({ name, value, onChange, label, placeholder }: SearchBoxProps) {
  const { t } = useLingui();
  return (
    <TextInput
      type="search"
      name={name}
      aria-label={label}
      placeholder={placeholder}
      leftSection={<SearchIcon />}
      rightSection={
        <ActionIcon type="submit" variant="subtle" color="gray" aria-label={t`Search`}>
          <EnterIcon />
        </ActionIcon>
      }
      rightSectionPointerEvents="all"
      value={value}
      maxLength={120}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
