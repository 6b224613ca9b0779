import type * as v from 'valibot';
import type {
  NOTIFICATION_TYPES,
  NotificationSchema,
  NotificationsPageSchema,
} from '../contract/notification-answers.ts';
import type { MeetingStatus } from '../schemas/meetings.ts';
import type { ExtensionStatus } from './meetings.ts';

/** A stored notification as GET /notifications lists it and the socket pushes it. */
export type AppNotification = v.InferOutput<typeof NotificationSchema>;

/** GET /notifications: a page of the shown notifications, and how many of them are unread. */
export type NotificationsPage = v.InferOutput<typeof NotificationsPageSchema>;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

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
