import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { call, formatDollars, type Meeting, meetingApi } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import type { Role } from '../../api/keys.ts';

const REASON_MAX = 250;

interface CancelStepProps {
  meeting: Meeting;
  role: Role;
  /** The api's answer: the meeting cancelled. */
  onDone(cancelled: Meeting): void;
  onBack(): void;
}

/**
 * Cancelling a meeting: what the rule gives back is said before anything happens (the api's
 * `changes.cancel.refund` for this viewer), an optional word to the other side, then Confirm.
 * Back is where the focus starts: a cancel is never one keystroke away.
 */
export function CancelStep({ meeting, role, onDone, onBack }: CancelStepProps) {
  const { t } = useLingui();
  const { api, locale, notify } = useShell();
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const back = useRef<HTMLButtonElement>(null);
  // The step replaces the details inside the open dialog: the focus moves to it, on Back.
  useEffect(() => back.current?.focus(), []);
  const refund = meeting.changes.cancel?.refund ?? 0;
  const amount = formatDollars(refund, locale);
  const paid = formatDollars(meeting.booking.total, locale);

  const confirm = async () => {
    setSending(true);
    setError(null);
    try {
      const answer = await call(api, meetingApi.cancel, {
        params: { id: meeting.id },
        body: reason.trim() ? { reason: reason.trim() } : {},
      });
      notify.success(answer.message ?? t`Meeting cancelled`);
      onDone(answer.data);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t`Something was wrong`);
      setSending(false);
    }
  };

  return (
    <Stack>
      <Text fw={600}>
        <Trans>Cancel this meeting?</Trans>
      </Text>
      <Alert color={refund > 0 ? 'teal' : 'orange'} variant="light" role="status">
        {role === 'expert' ? (
          <Trans>
            The customer will be refunded {amount} in full, and the meeting will not count for you.
          </Trans>
        ) : refund > 0 ? (
          <Trans>
            You will be refunded {amount} in full (what you paid: {paid}).
          </Trans>
        ) : (
          <Trans>No refund: it is less than 24 hours before the start. The expert keeps the payment.</Trans>
        )}
      </Alert>
      <Textarea
        label={role === 'expert' ? t`A word to the customer (optional)` : t`A word to the expert (optional)`}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value.slice(0, REASON_MAX))}
        description={`${reason.length}/${REASON_MAX}`}
        rows={3}
      />
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button ref={back} variant="default" onClick={onBack} disabled={sending}>
          <Trans>Back</Trans>
        </Button>
        <Button color="red" onClick={() => void confirm()} loading={sending}>
          <Trans>Confirm cancellation</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
