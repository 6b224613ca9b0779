import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { Meeting, SlotSource, TimeSlot } from 'shared-contracts';
import { RemoteWidget, useShell } from 'shared-contracts/react';
import { formatLongDate } from '../../format/dates.ts';
import { formatInMeetingZone } from '../../format/meetingZone.ts';
import { useReschedule } from './useReschedule.ts';

export interface RescheduleStepProps {
  meeting: Meeting;
  /** The api moved the meeting: its answer, with the new times. */
  onDone(updated: Meeting): void;
  onBack(): void;
}

/**
 * Moving a paid meeting to another free hour of the same expert and rate (once, until 24 hours
 * before its start): its current time, mf_booking's date and hour picker reading the hours the
 * meeting may move to, and 'Confirm new time'.
 */
export function RescheduleStep({ meeting, onDone, onBack }: RescheduleStepProps) {
  const { t } = useLingui();
  const { locale } = useShell();
  const [slot, setSlot] = useState<TimeSlot | null>(null);
  const { sending, failure, reschedule } = useReschedule(meeting.id, onDone);
  const source = useMemo<SlotSource>(() => ({ kind: 'reschedule', meetingId: meeting.id }), [meeting.id]);
  const pickerProps = useMemo(() => ({ source, onChange: setSlot }), [source]);

  const current = `${formatLongDate(meeting.date, locale)}, ${meeting.start_time} – ${meeting.end_time}`;
  const until = meeting.changes.reschedule?.until;
  const untilText = until ? formatInMeetingZone(until, meeting, locale) : '';

  return (
    <Stack gap="md">
      <Text>
        <Trans>Current time: {current}</Trans>
      </Text>
      {until ? (
        <>
          <Text size="sm" c="dimmed">
            <Trans>
              A meeting can be moved once, to a free hour of the same expert and rate. You can move this one
              until {untilText}.
            </Trans>
          </Text>
          <RemoteWidget remote="mf_booking" module="./SlotPicker" props={pickerProps} />
        </>
      ) : (
        <Alert color="yellow">
          <Trans>This meeting can no longer be moved.</Trans>
        </Alert>
      )}
      {failure && (
        <Alert color="red" role="alert" title={t`The meeting was not moved`}>
          {failure}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={sending}>
          <Trans>Back</Trans>
        </Button>
        <Button
          onClick={() => slot && void reschedule(slot)}
          loading={sending}
          disabled={!slot || !until || sending}
        >
          <Trans>Confirm new time</Trans>
        </Button>
      </Group>
      {/* Always on the page, so that screen readers announce what it starts saying. */}
      <Text size="sm" role="status" aria-live="polite">
        {sending ? t`Moving the meeting…` : ''}
      </Text>
    </Stack>
  );
}
