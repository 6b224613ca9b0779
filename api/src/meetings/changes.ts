import type { MeetingChanges, MeetingSide } from 'shared-contracts';
import { centsToDollars } from '../catalog/money.ts';
import { cancellationRefundCents, canReschedule, marketplaceRules } from '../marketplace/rules.ts';

const HOUR_MS = 3_600_000;

/** What the change rules read of a meeting. */
export interface ChangeFacts {
  state: string;
  startsAt: Date;
  endsAt: Date;
  finishedAt: Date | null;
  noShow: string | null;
  reschedules: number;
}

/** Whether the meeting is still open to a change: paid, not ended early, no one found absent. */
const changeable = (meeting: ChangeFacts) =>
  meeting.state === 'confirmed' && meeting.finishedAt === null && meeting.noShow === null;

/** The refund (cents) a cancellation by `side` gives now, or null when that side can no longer cancel. */
export function cancelRefundCents(meeting: ChangeFacts, side: MeetingSide, paidCents: number, now: Date) {
  if (!changeable(meeting)) return null;
  return cancellationRefundCents({
    by: side,
    startsAt: meeting.startsAt,
    endsAt: meeting.endsAt,
    now,
    paidCents,
  });
}

/** Whether either side may still move the meeting at `now`. */
export const reschedulable = (meeting: ChangeFacts, now: Date) =>
  changeable(meeting) && canReschedule({ startsAt: meeting.startsAt, now, reschedules: meeting.reschedules });

/** What the viewer (`side`) may still change, as the meeting's view shows it. */
export function meetingChanges(
  meeting: ChangeFacts,
  side: MeetingSide,
  paidCents: number,
  now: Date,
): MeetingChanges {
  const refund = cancelRefundCents(meeting, side, paidCents, now);
  const until = new Date(meeting.startsAt.getTime() - marketplaceRules.rescheduleNoticeHours * HOUR_MS);
  return {
    cancel: refund === null ? null : { refund: centsToDollars(refund) },
    reschedule: reschedulable(meeting, now) ? { until: until.toISOString() } : null,
    reschedules_left: Math.max(0, marketplaceRules.reschedulesPerMeeting - meeting.reschedules),
  };
}
