import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useShell } from 'shared-contracts/react';
import { AccountCard } from './AccountCard.tsx';
import { ConnectForm } from './ConnectForm.tsx';
import { useCalendars } from './useCalendars.ts';

/** /experts/app/calendars: the expert's own calendars, read for busy times and written with bookings. */
export function CalendarsScreen() {
  const { t } = useLingui();
  const { notify } = useShell();
  const calendars = useCalendars();
  const [connecting, setConnecting] = useState(false);
  const accounts = calendars.data?.accounts;
  const writesBookings = accounts?.some((account) =>
    account.calendars.some((calendar) => calendar.receives_bookings),
  );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          <Trans>Calendars</Trans>
        </Title>
        <Text c="dimmed" mt={4}>
          <Trans>
            Connect the calendar you already use: its busy times are taken out of the hours customers can
            book, and each booking is written to it.
          </Trans>
        </Text>
      </div>
      {calendars.error && !accounts && (
        <Alert color="red" role="alert" title={t`Your calendars could not be loaded`}>
          <Group justify="space-between">
            <Text size="sm">{calendars.error instanceof Error ? calendars.error.message : ''}</Text>
            <Button size="xs" variant="light" onClick={() => void calendars.mutate()}>
              <Trans>Try again</Trans>
            </Button>
          </Group>
        </Alert>
      )}
      {!accounts && !calendars.error && (
        <Stack aria-busy="true" aria-label={t`Loading your calendars`}>
          <Skeleton height={140} radius="md" />
        </Stack>
      )}
      {accounts && accounts.length > 0 && !writesBookings && (
        <Alert color="yellow">
          <Trans>No calendar receives bookings: choose one under “Receives bookings”.</Trans>
        </Alert>
      )}
      {accounts?.map((account) => (
        <AccountCard
          key={account.id}
          account={account}
          actions={calendars}
          bookingsGroup="bookings-calendar"
        />
      ))}
      {accounts && (accounts.length === 0 || connecting) && (
        <Card withBorder padding="lg" component="section" aria-labelledby="connect-calendar">
          <Title order={2} size="h4" id="connect-calendar" mb="sm">
            <Trans>Connect a calendar account</Trans>
          </Title>
          <ConnectForm
            connect={calendars.connect}
            onConnected={(message) => {
              notify.success(message);
              setConnecting(false);
            }}
            onCancel={accounts.length > 0 ? () => setConnecting(false) : undefined}
          />
        </Card>
      )}
      {accounts && accounts.length > 0 && !connecting && (
        <Group>
          <Button variant="light" onClick={() => setConnecting(true)}>
            <Trans>Connect another account</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}
