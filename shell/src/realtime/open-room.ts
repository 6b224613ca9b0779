import { matchPath } from 'react-router-dom';
import type { AppNotification } from 'shared-contracts';
import { pages } from 'shared-contracts/pages';

/** The meeting whose video room the page at `pathname` is, if it is one. */
function roomMeetingOf(pathname: string): number | null {
  for (const room of [pages.customer.meetingRoom, pages.expert.meetingRoom]) {
    const id = matchPath(room.pattern, pathname)?.params.id;
    if (id !== undefined) return Number(id);
  }
  return null;
}

/**
 * Whether a notification is about the meeting whose room the page shows: the room tells it itself
 * (the extension's steps, the end), so a toast would only repeat it over the call's controls.
 */
export function toldByOpenRoom(notification: AppNotification, pathname: string): boolean {
  const meetingId = roomMeetingOf(pathname);
  return meetingId !== null && notification.data.meet_id === meetingId;
}
