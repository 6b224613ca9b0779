import type { ExtensionStatus, MeetingStatus } from './meetings.ts';

/** A stored notification as GET /notifications lists it and the socket pushes it. */
export interface AppNotification {
  id: number;
  type: NotificationType;
  /** What the text needs (meeting id, counterpart name, start time, amounts…). */
  data: Record<string, unknown>;
  created_at: string;
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
  | { type: 'notifications.cleared' };
