import { useLingui } from '@lingui/react/macro';
import { Box, Card, Group, Stack, Text } from '@mantine/core';
import { type EarningsMeeting, formatDollars, formatLongDay, personName, rateName } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { PaymentBadges } from './PaymentBadges.tsx';

/** The expert's meetings on a phone: one card each, the amount and the payment in sight. */
export function EarningsMeetingList({ meetings }: { meetings: EarningsMeeting[] }) {
  const { t } = useLingui();
  const { locale } = useShell();
  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      aria-label={t`Meetings and payments`}
      style={{ listStyle: 'none' }}
    >
      {meetings.map((meeting) => (
        <Card component="li" key={meeting.id} withBorder padding="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Text fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
              {personName(meeting.customer, locale)}
            </Text>
            <Text fw={600}>{formatDollars(meeting.booking.price, locale)}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {formatLongDay(meeting.date, locale)} · {meeting.start_time} – {meeting.end_time} ·{' '}
            {rateName(meeting.rate, locale)}
          </Text>
          <Box mt={6}>
            <PaymentBadges meeting={meeting} />
          </Box>
        </Card>
      ))}
    </Stack>
  );
}
