import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Group, Loader, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { type EarningsMeeting, formatDollars, formatLongDay, personName, rateName } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { useEarningsMeetings } from '../api/useEarnings.ts';
import { EarningsMeetingList } from './EarningsMeetingList.tsx';
import { PaymentBadges } from './PaymentBadges.tsx';

/** The expert's meetings, 15 per page, each 'Payed' (finished) or 'Not payed'. */
export function EarningsMeetings() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const meetings = useEarningsMeetings(page);
  // A phone gets a list: six columns leave Amount and Payment out of sight, past a sideways scroll.
  // Read at the first render (the studio is drawn in the browser only): no table flashes first.
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });

  return (
    <Stack gap="sm" component="section" aria-labelledby="earnings-meetings">
      <Title order={2} size="h3" id="earnings-meetings">
        <Trans>Meetings</Trans>
      </Title>
      {meetings.error ? (
        <Alert color="red" role="alert" title={t`The meetings could not be loaded`}>
          {meetings.error.message}
        </Alert>
      ) : !meetings.data ? (
        <Loader aria-label={t`Loading the meetings`} />
      ) : meetings.data.data.length === 0 ? (
        <Text c="dimmed">
          <Trans>You don't have any meeting yet</Trans>
        </Text>
      ) : (
        <>
          {phone ? (
            <EarningsMeetingList meetings={meetings.data.data} />
          ) : (
            /* Scrolls sideways when narrow: focusable, so a keyboard can scroll it too. */
            <Box
              tabIndex={0}
              role="region"
              aria-label={t`Meetings and payments`}
              style={{ overflowX: 'auto' }}
            >
              <Table striped verticalSpacing="sm" miw={640}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t`Customer`}</Table.Th>
                    <Table.Th>{t`Date`}</Table.Th>
                    <Table.Th>{t`Time`}</Table.Th>
                    <Table.Th>{t`Rate`}</Table.Th>
                    <Table.Th>{t`Amount`}</Table.Th>
                    <Table.Th>{t`Payment`}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {meetings.data.data.map((meeting) => (
                    <MeetingRow key={meeting.id} meeting={meeting} />
                  ))}
                </Table.Tbody>
              </Table>
            </Box>
          )}
          {meetings.data.meta.last_page > 1 && (
            <Group justify="center">
              <Pagination
                total={meetings.data.meta.last_page}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({
                  'aria-label': control === 'previous' ? t`Previous page` : t`Next page`,
                })}
                getItemProps={(item) => ({ 'aria-label': t`Page ${item}` })}
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

function MeetingRow({ meeting }: { meeting: EarningsMeeting }) {
  const { locale } = useShell();
  return (
    <Table.Tr>
      <Table.Td>{personName(meeting.customer, locale)}</Table.Td>
      <Table.Td>{formatLongDay(meeting.date, locale)}</Table.Td>
      <Table.Td>
        {meeting.start_time} – {meeting.end_time}
      </Table.Td>
      <Table.Td>{rateName(meeting.rate, locale)}</Table.Td>
      <Table.Td>{formatDollars(meeting.booking.price, locale)}</Table.Td>
      <Table.Td>
        <PaymentBadges meeting={meeting} />
      </Table.Td>
    </Table.Tr>
  );
}
