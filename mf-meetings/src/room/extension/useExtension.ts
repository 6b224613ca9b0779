import { useEffect, useState } from 'react';
import { ApiError, call, type Meeting, meetingApi } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { type ExtensionState, initialExtension, nextExtension } from './extensionState.ts';

/**
 * The meeting's extension as both sides see it live (the realtime socket's `meeting.extension`
 * events), with the customer's request for more time and the expert's answer.
 */
export function useExtension(meeting: Meeting) {
  const { api, notify, realtime } = useShell();
  const [state, setState] = useState<ExtensionState>(() => initialExtension(meeting.extension_status));
  const [busy, setBusy] = useState(false);

  // The meeting read again (after an extension or a reconnect) says where it stands.
  useEffect(() => setState(initialExtension(meeting.extension_status)), [meeting]);
  useEffect(
    () => realtime.subscribe((event) => setState((current) => nextExtension(current, event, meeting.id))),
    [realtime, meeting.id],
  );

  async function send(ask: () => Promise<{ data: Meeting }>) {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await ask();
      setState((current) => ({ ...current, status: answer.data.extension_status }));
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return {
    ...state,
    busy,
    /** The customer asks the expert for more time. */
    request: () => send(() => call(api, meetingApi.askForMoreTime, { params: { id: meeting.id }, body: {} })),
    /** The expert answers: available (true) or busy (false). */
    answer: (available: boolean) =>
      send(() =>
        call(api, meetingApi.answerMoreTime, {
          params: { id: meeting.id },
          body: { confirm: available ? 1 : 0 },
        }),
      ),
    dismissDeclined: () => setState((current) => ({ ...current, declined: false })),
  };
}
