import { useLingui } from '@lingui/react/macro';
import { Card, Stack, Text, Title } from '@mantine/core';
import type { BookingQuote } from 'shared-contracts';
import { formatDollars, rateName } from 'shared-contracts';
import { PriceLines, useShell } from 'shared-contracts/react';
import { dayOf, formatLongDate, hourOf } from '../format/dates.ts';
import { ExpertTime } from './ExpertTime.tsx';

/** The checkout's quote: rate and length, the date and hours (the customer's and the expert's), rate, fee and total. */
export function QuoteCard({ quote }: { quote: BookingQuote }) {
  const { t } = useLingui();
  const { locale } = useShell();
  const { meet } = quote;
  const minutes = quote.rate.duration;
  const yours = `${hourOf(quote.start_time_converted)} – ${hourOf(quote.end_time_converted)}`;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {rateName(quote.rate, locale)} · {t`${minutes} min`}
        </Title>
        <Text>
          {formatLongDate(dayOf(quote.start_time_converted), locale)}, {yours}
        </Text>
        <Text size="sm" c="dimmed">
          <ExpertTime slot={quote} />
        </Text>
        <PriceLines
          lines={[
            { label: t`Rate`, amount: formatDollars(meet.rate, locale) },
            { label: t`Fee`, amount: formatDollars(meet.fee, locale) },
            { label: t`Total`, amount: formatDollars(meet.total, locale), strong: true },
          ]}
        />
      </Stack>
    </Card>
  );
}
