import { useState } from 'react';
import { call, type Meeting, meetingApi, type TimeSlot } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';

/**
 * POST meets/{id}/reschedule with the chosen slot's expert-side date and start ('yyyy-MM-dd HH:mm',
 * as the slot gives it). The api's message of a refusal (409, or the 422 of `start_time`) is kept
 * to show in the step; a move that went through hands its meeting to `onDone`.
 */
export function useReschedule(meetingId: number, onDone: (updated: Meeting) => void) {
  const { api, notify } = useShell();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function reschedule(slot: TimeSlot) {
    if (sending) return;
    setSending(true);
    setFailure(null);
    try {
      const answer = await call(api, meetingApi.reschedule, {
        params: { id: meetingId },
        body: { date: slot.start_time.slice(0, 10), start_time: slot.start_time },
      });
      setSending(false);
      if (answer.message) notify.success(answer.message);
      onDone(answer.data);
    } catch (error) {
      setSending(false);
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }

  return { sending, failure, reschedule };
}
