import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  Radio,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { type CalendarAccounts, type CalendarFailure, dateTimeFormat } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import type { CalendarActions } from './useCalendars.ts';

type Account = CalendarAccounts['accounts'][number];
type Calendar = Account['calendars'][number];

interface Props {
  account: Account;
  actions: Pick<CalendarActions, 'use' | 'sync' | 'remove'>;
  /** The radio group's name: one calendar of all the expert's accounts receives bookings. */
  bookingsGroup: string;
}

/** An account: its state (last sync, the failure), its calendars with their uses, sync and remove. */
export function AccountCard({ account, actions, bookingsGroup }: Props) {
  const { t } = useLingui();
  const { locale, notify } = useShell();
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, confirm] = useDisclosure(false);
  const failures: Record<CalendarFailure, string> = {
    auth: t`The calendar server refused the app password. Remove this account and connect it again with a new one.`,
    unreachable: t`The calendar server could not be reached. Your busy times from the last sync still apply.`,
    missing: t`A calendar was deleted on the server. Its busy times from the last sync still apply until you stop using it.`,
    server: t`The calendar server answered with an error. Your busy times from the last sync still apply.`,
  };
  const when = (at: string) =>
    dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));

  const run = async (key: string, action: () => Promise<string>) => {
    setBusy(key);
    try {
      notify.success(await action());
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };
  const setUse = (calendar: Calendar, use: Partial<Pick<Calendar, 'blocks_busy' | 'receives_bookings'>>) =>
    run(`use-${calendar.id}`, () =>
      actions.use(calendar.id, {
        blocks_busy: use.blocks_busy ?? calendar.blocks_busy,
        receives_bookings: use.receives_bookings ?? calendar.receives_bookings,
      }),
    );
  const host = (() => {
    try {
      return new URL(account.server_url).host;
    } catch {
      return account.server_url;
    }
  })();

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={`calendar-account-${account.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={3} size="h4" id={`calendar-account-${account.id}`}>
              {host}
            </Title>
            <Text size="sm" c="dimmed">
              {account.username}
            </Text>
          </div>
          <Group gap="xs">
            <Button
              variant="light"
              size="sm"
              loading={busy === 'sync'}
              onClick={() => run('sync', () => actions.sync(account.id))}
            >
              <Trans>Sync now</Trans>
            </Button>
            <Button variant="subtle" color="red" size="sm" onClick={confirm.open}>
              <Trans>Remove</Trans>
            </Button>
          </Group>
        </Group>
        <Text size="sm">
          {account.last_synced_at ? (
            <Trans>Last synced {when(account.last_synced_at)}</Trans>
          ) : (
            <Trans>Not synced yet</Trans>
          )}
        </Text>
        {account.last_error && (
          <Alert color="red" role="alert" title={t`Calendar sync failed`}>
            {failures[account.last_error]}
            {account.last_error_at && (
              <Text size="xs" mt={4}>
                <Trans>Since {when(account.last_error_at)}</Trans>
              </Text>
            )}
          </Alert>
        )}
        <Table.ScrollContainer minWidth={280}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Calendar</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Blocks busy times</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Receives bookings</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {account.calendars.map((calendar) => (
                <Table.Tr key={calendar.id}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm">{calendar.name}</Text>
                      {calendar.missing && (
                        <Badge color="red" variant="light">
                          <Trans>Deleted on the server</Trans>
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={t`${calendar.name} blocks busy times`}
                      checked={calendar.blocks_busy}
                      disabled={busy !== null}
                      onChange={(event) => setUse(calendar, { blocks_busy: event.currentTarget.checked })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Radio
                      name={bookingsGroup}
                      aria-label={t`Write bookings to ${calendar.name}`}
                      checked={calendar.receives_bookings}
                      disabled={busy !== null || calendar.missing}
                      onChange={(event) => {
                        if (event.currentTarget.checked) void setUse(calendar, { receives_bookings: true });
                      }}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <Modal opened={confirming} onClose={confirm.close} title={t`Remove ${host}?`} centered>
        <Stack>
          <Text size="sm">
            <Trans>
              Its calendars stop blocking your hours and no new booking is written to them. Events already
              written stay in your calendar.
            </Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              color="red"
              loading={busy === 'remove'}
              onClick={async () => {
                await run('remove', () => actions.remove(account.id));
                confirm.close();
              }}
            >
              <Trans>Remove account</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
