import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MeetingSide } from 'shared-contracts';
import { type Meeting, meetings } from '../db/schema/index.ts';
import { cancelRefundCents } from '../meetings/changes.ts';
import { paidCents } from '../meetings/paid.ts';

/** What deleting the account does to its meetings still to come (either side). */
export interface MeetingsToCome {
  /** Cancelled first, each as a cancellation by the account's side would, with the refund it gives now. */
  toCancel: { meeting: Meeting; side: MeetingSide; refundCents: number }[];
  /**
   * Meetings the account's side can no longer cancel (a customer's, once started) or whose payment
   * is still being made: the account stays until they are over.
   */
  inProgress: number;
}

export async function meetingsToCome(
  app: Pick<FastifyInstance, 'db' | 'clock'>,
  userId: number,
): Promise<MeetingsToCome> {
  const now = app.clock();
  const rows = await app.db
    .select()
    .from(meetings)
    .where(
      and(
        or(eq(meetings.customerId, userId), eq(meetings.expertId, userId)),
        inArray(meetings.state, ['reserved', 'confirmed']),
        gt(meetings.endsAt, now),
        // Ended early, or judged at its end: nothing left to cancel.
        isNull(meetings.finishedAt),
        isNull(meetings.noShow),
      ),
    );
  const plan: MeetingsToCome = { toCancel: [], inProgress: 0 };
  for (const meeting of rows) {
    const side: MeetingSide = meeting.customerId === userId ? 'customer' : 'expert';
    const refundCents =
      meeting.state === 'confirmed'
        ? cancelRefundCents(meeting, side, await paidCents(app, meeting.id), now)
        : null;
    if (refundCents === null) plan.inProgress += 1;
    else plan.toCancel.push({ meeting, side, refundCents });
  }
  return plan;
}
