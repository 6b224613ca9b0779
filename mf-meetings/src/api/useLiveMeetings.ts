import { useEffect } from 'react';
import type { RealtimeEvent } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { useSWRConfig } from 'swr';
import { isMeetingsKey } from './keys.ts';

/** Events after which a meeting list may read differently (a status, a booking, an extension). */
function changesMeetings(event: RealtimeEvent): boolean {
  switch (event.type) {
    case 'meeting.status':
    case 'meeting.extended':
    case 'meeting.rescheduled':
      return true;
    case 'notification':
      return (
        event.notification.type.startsWith('meeting.') || event.notification.type === 'feedback.received'
      );
    default:
      return false;
  }
}

/**
 * Revalidates every meetings key when the signed-in user's socket says a meeting changed, or is
 * back after a drop (a change of the time it was down was not pushed).
 */
export function useLiveMeetings() {
  const { realtime } = useShell();
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const stopEvents = realtime.subscribe((event) => {
      if (changesMeetings(event)) void mutate(isMeetingsKey);
    });
    const stopReconnections = realtime.onReconnected(() => void mutate(isMeetingsKey));
    return () => {
      stopEvents();
      stopReconnections();
    };
  }, [realtime, mutate]);
}
