import { pages } from 'shared-contracts/pages';
import type { Role } from '../api/keys.ts';

/** A meeting's video room, in the pages of the area the user sees it from. */
export function roomPathOf(role: Role, meetingId: number): string {
  return pages[role].meetingRoom.build({ id: meetingId });
}
