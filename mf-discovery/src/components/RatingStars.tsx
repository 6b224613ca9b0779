import { useLingui } from '@lingui/react/macro';
import { Group, Rating, Text } from '@mantine/core';
import { formatRating } from '../format/names.ts';

/** Read-only stars with the number beside them, announced as one phrase. */
export function RatingStars({ value, size = 'sm' }: { value: number; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  const { t, i18n } = useLingui();
  const shown = formatRating(value, i18n.locale);
  return (
    <Group gap={6} wrap="nowrap" role="img" aria-label={t`Rated ${shown} out of 5`}>
      <Rating value={value} fractions={4} readOnly size={size} />
      <Text span size={size} fw={600} aria-hidden="true">
        {shown}
      </Text>
    </Group>
  );
}
