import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import type { Meeting } from 'shared-contracts';
import { ExtendDialog } from './ExtendDialog.tsx';
import type { useExtension } from './useExtension.ts';

interface Props {
  meeting: Meeting;
  extension: ReturnType<typeof useExtension>;
  /** Whole minutes left in the call (rounded up). */
  minutesLeft: number;
  onExtended(meeting: Meeting): void;
}

/**
 * The customer's side of the extension flow (spec §4): 'you're running out of time' with the
 * minutes left and a request for more time; waiting for the expert; the expert accepted and
 * 'Extend this meeting' opens the pay dialog; or the expert is busy and the call ends on time.
 */
export function CustomerExtension({ meeting, extension, minutesLeft, onExtended }: Props) {
  const { t } = useLingui();
  const [paying, setPaying] = useState(false);
  const expert = meeting.expert.first_name;

  const dialog = (
    <ExtendDialog
      meeting={meeting}
      opened={paying}
      onClose={() => setPaying(false)}
      onExtended={(updated) => {
        setPaying(false);
        onExtended(updated);
      }}
    />
  );

  if (extension.status === 'CanRequestMeetExtension')
    return (
      <Alert color="yellow" title={t`You're running out of time`} role="status">
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            <Plural value={minutesLeft} one="# minute left." other="# minutes left." />{' '}
            <Trans>Would you like more time with {expert}?</Trans>
          </Text>
          <Button size="xs" onClick={extension.request} loading={extension.busy}>
            <Trans>Request more time</Trans>
          </Button>
        </Group>
      </Alert>
    );
  if (extension.status === 'CustomerRequestedTimeExtension')
    return (
      <Alert color="blue" role="status" icon={<Loader size="xs" />}>
        <Trans>Waiting for {expert} to answer your request for more time…</Trans>
      </Alert>
    );
  if (extension.status === 'AcceptedMeetingExtension')
    return (
      <>
        <Alert color="green" title={t`${expert} is available for more time`} role="status">
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              <Trans>Choose how long and pay to keep the call going.</Trans>
            </Text>
            <Button size="xs" onClick={() => setPaying(true)}>
              <Trans>Extend this meeting</Trans>
            </Button>
          </Group>
        </Alert>
        {dialog}
      </>
    );
  if (extension.declined)
    return (
      <Alert
        color="gray"
        role="status"
        withCloseButton
        closeButtonLabel={t`Dismiss`}
        onClose={extension.dismissDeclined}
      >
        <Trans>{expert} is busy right after this meeting: the call ends on time.</Trans>
      </Alert>
    );
  return null;
}
