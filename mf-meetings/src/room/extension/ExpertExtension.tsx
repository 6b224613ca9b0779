import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import type { Meeting } from 'shared-contracts';
import type { useExtension } from './useExtension.ts';

interface Props {
  meeting: Meeting;
  extension: ReturnType<typeof useExtension>;
}

/** The expert's side (spec §4): the customer asks for more time; 'Yes, I am available' or 'No, I am busy'. */
export function ExpertExtension({ meeting, extension }: Props) {
  const { t } = useLingui();
  const customer = meeting.customer.first_name;
  if (extension.status === 'CustomerRequestedTimeExtension')
    return (
      <Alert color="yellow" title={t`${customer} asks for more time`} role="alert">
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            <Trans>Are you free to go on after the end of this meeting?</Trans>
          </Text>
          <Group gap="xs">
            <Button size="xs" onClick={() => extension.answer(true)} disabled={extension.busy}>
              <Trans>Yes, I am available</Trans>
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => extension.answer(false)}
              disabled={extension.busy}
            >
              <Trans>No, I am busy</Trans>
            </Button>
          </Group>
        </Group>
      </Alert>
    );
  if (extension.status === 'AcceptedMeetingExtension')
    return (
      <Alert color="blue" role="status">
        <Trans>You accepted: the meeting is extended once {customer} pays.</Trans>
      </Alert>
    );
  return null;
}
