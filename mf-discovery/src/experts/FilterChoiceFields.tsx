import { useLingui } from '@lingui/react/macro';
import { Radio, Stack } from '@mantine/core';
import { useFilterChoices } from './useFilterChoices.ts';

/** The rating radio that filters nothing. */
export const ANY_RATING = '';

/** What a radio group takes: its value held by the dialog, or a form field's name and default. */
interface GroupProps {
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?(value: string): void;
}

/** The rating and sort radios, in the filter dialog and in its no-JavaScript stand-in alike. */
export function FilterChoiceFields({ rating, sort }: { rating: GroupProps; sort: GroupProps }) {
  const { t } = useLingui();
  const { ratings, sorts } = useFilterChoices();
  return (
    <>
      <Radio.Group label={t`Rating`} {...rating}>
        <Stack gap="xs" mt="xs">
          {ratings.map(({ value, label }) => (
            <Radio key={label} value={value ? String(value) : ANY_RATING} label={label} />
          ))}
        </Stack>
      </Radio.Group>
      <Radio.Group label={t`Sort by`} {...sort}>
        <Stack gap="xs" mt="xs">
          {sorts.map(({ value, label }) => (
            <Radio key={value} value={value} label={label} />
          ))}
        </Stack>
      </Radio.Group>
    </>
  );
}
