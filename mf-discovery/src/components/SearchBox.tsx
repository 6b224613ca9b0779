import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { SearchIcon } from './icons.tsx';

interface SearchBoxProps {
  /** The text in the URL; the box starts from it. */
  value: string;
  label: string;
  placeholder: string;
  /** Called on Enter with the trimmed text. */
  onSearch(text: string): void;
}

/** Searches on Enter only (spec); typing alone changes nothing. Follows the URL when it changes. */
export function SearchBox({ value, label, placeholder, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The URL changed (back button, a link): show its text, keeping focus and caret in place.
    setShown(value);
    setText(value);
  }
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={placeholder}
      leftSection={<SearchIcon />}
      value={text}
      maxLength={120}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
          event.preventDefault();
          onSearch(text.trim());
        }
      }}
    />
  );
}
