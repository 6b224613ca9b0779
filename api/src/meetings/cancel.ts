/**
 * Cancelling a paid meeting, by either side, under the rules of `marketplace/rules.ts`. The meeting
 * becomes `cancelled`, its refund (if the rule gives one) is owed, its jobs and reminders dropped
 * and its room's closing moved to now, all in one transaction; then the refund is made (or left to
 * the charge's reconciliation), the other side told, both pushed the status, the invites cancelled.
 * A second cancel (a retry, the other side at the same time) answers the same without a second
 * refund: the state changes once, under the row's lock.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MeetingSide } from 'shared-contracts';
import { centsToDollars } from '../catalog/money.ts';
import { ourMessage } from '../charges/failure-message.ts';
import { owePaidCharges, refundOwedCharges } from '../charges/index.ts';
import { type Meeting, meetings, type User } from '../db/schema/index.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { notify } from '../notifications/notify.ts';
import { scheduleRoomClosureIn } from '../video/closures.ts';
import { cancelRefundCents } from './changes.ts';
import { planMeetingInvite } from './invites.ts';
import { dropMeetingJobs, loadMeetingParties, meetingNotificationData } from './lifecycle.ts';
import { paidCents } from './paid.ts';
import { dropReminders } from './reminders.ts';

export type CancelApp = FastifyInstance;

/** The meeting as its participant `user` may change it, and their side; 404 for anyone else. */
export async function meetingOfParticipant(
  app: Pick<FastifyInstance, 'db'>,
  meetingId: number,
  user: User,
): Promise<{ meeting: Meeting; side: MeetingSide }> {
  const [meeting] = await app.db.select().from(meetings).where(eq(meetings.id, meetingId));
  if (!meeting || !['confirmed', 'cancelled'].includes(meeting.state)) throw notFound();
  if (meeting.customerId === user.id) return { meeting, side: 'customer' };
  if (meeting.expertId === user.id) return { meeting, side: 'expert' };
  throw notFound();
}

/** What comes with a cancellation by a participant. */
export interface CancelCause {
  /** What the participant wrote (POST /meets/{id}/cancel). */
  reason?: string | undefined;
  /**
   * The participant is deleting their account (`privacy/erase.ts`): the account's own last mail
   * tells them, so the cancellation's mail goes to the other side only.
   */
  accountDeleted?: boolean;
}

/** POST /meets/{id}/cancel, and each meeting to come of an account being deleted. */
export async function cancelMeeting(
  app: CancelApp,
  meetingId: number,
  user: User,
  cause: CancelCause,
): Promise<void> {
  const { meeting, side } = await meetingOfParticipant(app, meetingId, user);
  if (meeting.state === 'cancelled') return;
  const mailed: MeetingSide[] = cause.accountDeleted
    ? [side === 'customer' ? 'expert' : 'customer']
    : ['customer', 'expert'];
  const now = app.clock();
  const refund = cancelRefundCents(meeting, side, await paidCents(app, meeting.id), now);
  if (refund === null) throw new HttpError(409, 'meetingCannotCancel');
  const change = await app.db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(meetings)
      .set({
        state: 'cancelled',
        cancelledAt: now,
        cancelledBy: side,
        cancelReason: cause.reason?.trim() || null,
        refundedCents: refund,
        extensionStatus: null,
        extensionRateId: null,
        updatedAt: now,
      })
      .where(
        and(
          eq(meetings.id, meeting.id),
          eq(meetings.state, 'confirmed'),
          isNull(meetings.finishedAt),
          isNull(meetings.noShow),
          // Moved or extended since it was read: the refund was worked out for other times.
          eq(meetings.startsAt, meeting.startsAt),
          eq(meetings.endsAt, meeting.endsAt),
        ),
      )
      .returning();
    if (!cancelled) return undefined;
    const owed = refund > 0 ? await owePaidCharges(tx, meeting.id, ourMessage('meetingCancelled'), now) : [];
    await dropMeetingJobs(tx, meeting.id);
    await dropReminders(tx, meeting.id);
    await planMeetingInvite(tx, meeting.id, 'cancelled', now, mailed);
    if (cancelled.roomId) await scheduleRoomClosureIn(tx, cancelled.roomId, now);
    return { owed };
  });
  if (!change) {
    const [current] = await app.db
      .select({ state: meetings.state })
      .from(meetings)
      .where(eq(meetings.id, meeting.id));
    if (current?.state === 'cancelled') return;
    throw new HttpError(409, 'meetingCannotCancel');
  }
  await refundOwedCharges(app, change.owed);
  await tellCancelled(app, meeting.id, side, refund);
}

/** The other side notified, both pushed the status, the room closed (the invites go by their jobs). */
async function tellCancelled(app: CancelApp, meetingId: number, by: MeetingSide, refundCents: number) {
  const meeting = await loadMeetingParties(app, meetingId);
  if (!meeting) return;
  const other = by === 'customer' ? meeting.expertId : meeting.customerId;
  await notify(app, other, 'meeting.cancelled', {
    ...meetingNotificationData(meeting, other),
    by,
    refund: centsToDollars(refundCents),
  });
  for (const userId of [meeting.customerId, meeting.expertId])
    await app.bus.publish(userId, { type: 'meeting.status', meet_id: meeting.id, status: 'cancelled' });
  if (meeting.roomId)
    await app.rooms.closeRoom(meeting.roomId).catch((error: unknown) => {
      app.log.warn({ err: error, room: meeting.roomId }, 'room not closed at cancel; its job closes it');
    });
}
