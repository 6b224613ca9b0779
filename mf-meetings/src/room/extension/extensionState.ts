import type { ExtensionStatus, RealtimeEvent } from 'shared-contracts';

/**
 * Where a meeting's extension stands in the room (spec §4): offered to the customer
 * (CanRequestMeetExtension), asked of the expert (CustomerRequestedTimeExtension), accepted
 * (AcceptedMeetingExtension), or nothing; `declined` once the expert said no (the request cleared
 * without an extension), so the customer is told the call ends on time.
 */
export interface ExtensionState {
  status: ExtensionStatus | null;
  declined: boolean;
}

export const initialExtension = (status: ExtensionStatus | null): ExtensionState => ({
  status,
  declined: false,
});

/** The state after a realtime event of the user (events of other meetings change nothing). */
export function nextExtension(
  state: ExtensionState,
  event: RealtimeEvent,
  meetingId: number,
): ExtensionState {
  if (event.type === 'meeting.extended' && event.meet_id === meetingId) return initialExtension(null);
  if (event.type !== 'meeting.extension' || event.meet_id !== meetingId) return state;
  const declined = state.status === 'CustomerRequestedTimeExtension' && event.extension_status === null;
  return { status: event.extension_status, declined };
}
