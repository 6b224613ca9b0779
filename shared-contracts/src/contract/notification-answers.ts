import * as v from 'valibot';
import { PaginationMetaSchema } from './answer-shapes.ts';

/** What a notification is about; its `data` holds what its text needs. */
export const NOTIFICATION_TYPES = [
  'meeting.booked',
  'meeting.start_soon',
  'meeting.finished',
  'meeting.extension_offered',
  'meeting.extension_requested',
  'meeting.extension_accepted',
  'meeting.extension_declined',
  'meeting.extended',
  /** data: meet_id, starts_at, ends_at, name (the other side), by (MeetingSide), refund (dollars). */
  'meeting.cancelled',
  /** data: meet_id, starts_at, ends_at (the new time), previous_starts_at, name, by. */
  'meeting.rescheduled',
  /** data: meet_id, starts_at, ends_at, name, absent (MeetingSide), refund (dollars). */
  'meeting.no_show',
  'feedback.received',
  'post.answered',
  'plan.trial_ending',
  'plan.renewed',
  'plan.expired',
  'payout.sent',
  /** data: failure (auth, unreachable, missing, server), server (the host). */
  'calendar.sync_failed',
] as const;

/** A stored notification as GET /notifications lists it and the socket pushes it. */
export const NotificationSchema = v.strictObject({
  id: v.number(),
  type: v.picklist(NOTIFICATION_TYPES),
  /** What the text needs (meeting id, counterpart name, start time, amounts…). */
  data: v.record(v.string(), v.unknown()),
  created_at: v.string(),
  /** When the user opened the bell with it listed (PUT /notifications/read); null: unread. */
  read_at: v.nullable(v.string()),
});

/** GET /notifications: a page of the shown notifications, and how many of them are unread. */
export const NotificationsPageSchema = v.strictObject({
  data: v.array(NotificationSchema),
  meta: v.strictObject({ ...PaginationMetaSchema.entries, unread: v.number() }),
  message: v.optional(v.string()),
});
