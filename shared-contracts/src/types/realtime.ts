import type { PaginationMeta } from '../entities.ts';
import type { ExtensionStatus, MeetingStatus } from './meetings.ts';

/** A stored notification as GET /notifications lists it and the socket pushes it. */
export interface AppNotification {
  id: number;
  type: NotificationType;
  /** What the text needs (meeting id, counterpart name, start time, amounts…). */
  data: Record<string, unknown>;
  created_at: string;
  /** When the user opened the bell with it listed (PUT /notifications/read); null: unread. */
  read_at: string | null;
}

/** GET /notifications: a page of the shown notifications, and how many of them are unread. */
export interface NotificationsPage {
  data: AppNotification[];
  meta: PaginationMeta & { unread: number };
}

export type NotificationType =
  | 'meeting.booked'
  | 'meeting.start_soon'
  | 'meeting.finished'
  | 'meeting.extension_offered'
  | 'meeting.extension_requested'
  | 'meeting.extension_accepted'
  | 'meeting.extension_declined'
  | 'meeting.extended'
  /** data: meet_id, starts_at, ends_at, name (the other side), by (MeetingSide), refund (dollars). */
  | 'meeting.cancelled'
  /** data: meet_id, starts_at, ends_at (the new time), previous_starts_at, name, by. */
  | 'meeting.rescheduled'
  /** data: meet_id, starts_at, ends_at, name, absent (MeetingSide), refund (dollars). */
  | 'meeting.no_show'
  | 'feedback.received'
  | 'post.answered'
  | 'plan.trial_ending'
  | 'plan.renewed'
  | 'plan.expired'
  | 'payout.sent';

/** Everything the realtime socket carries, per user. */
export type RealtimeEvent =
  | { type: 'notification'; notification: AppNotification }
  | { type: 'meeting.status'; meet_id: number; status: MeetingStatus }
  | { type: 'meeting.extension'; meet_id: number; extension_status: ExtensionStatus | null }
  | { type: 'meeting.extended'; meet_id: number; ends_at: string }
  /** The meeting moved (either side rescheduled it). */
  | { type: 'meeting.rescheduled'; meet_id: number; starts_at: string; ends_at: string }
  | { type: 'notifications.cleared' }
  /** This user's notifications were read (the bell opened in one of their tabs). */
  | { type: 'notifications.read' };

/**
 * What the server sends on the realtime socket (GET /api/v1/realtime), one JSON text frame each:
 * `ready` once the user's channel is listened to, then every RealtimeEvent of the user, and `pong`
 * for a client's `{"type":"ping"}`.
 */
export type RealtimeServerMessage = RealtimeEvent | { type: 'ready'; user_id: number } | { type: 'pong' };

/**
 * Close codes of the realtime socket: 4401 = no valid session (never was, or signed out), not to be
 * retried; 1012 (the standard "service restart") = the server may have missed events for this socket
 * (its event channel was interrupted): reconnect, then read again what the socket would have carried.
 */
export const REALTIME_CLOSE = { unauthenticated: 4401, missedEvents: 1012 } as const;

/** The subprotocol that carries a bearer token for clients that cannot set headers: `['bearer', token]`. */
export const REALTIME_BEARER_PROTOCOL = 'bearer';
