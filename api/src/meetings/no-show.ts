/**
 * No-shows, judged at the meeting's end from what the video server reported (`video_room_events`):
 * the customer joined and the expert never did → the expert's no-show, the customer refunded in
 * full (owed in the transaction that records it, made at once or by reconciliation); the expert
 * joined and the customer never did → the customer's no-show, the expert keeps the earning. A room
 * nobody entered (or a server that reports nothing) gives no one's word to go by: nothing is
 * judged and the meeting ends as finished.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MeetingSide } from 'shared-contracts';
import { centsToDollars } from '../catalog/money.ts';
import { ourMessage } from '../charges/failure-message.ts';
import { owePaidCharges, refundOwedCharges } from '../charges/index.ts';
import { meetings } from '../db/schema/index.ts';
import { notify } from '../notifications/notify.ts';
import { roomEvents } from '../video/events.ts';
import { VideoRooms } from '../video/rooms.ts';
import { paidCents } from './paid.ts';
import { type MeetingParties, meetingNotificationData } from './parties.ts';

export type NoShowApp = Pick<FastifyInstance, 'db' | 'clock' | 'gateway' | 'jobs' | 'log' | 'bus'>;

/** The side that never joined while the other did, or null. */
async function absentSide(
  app: Pick<FastifyInstance, 'db'>,
  meeting: Pick<MeetingParties, 'roomId' | 'expertId' | 'customerId'>,
): Promise<MeetingSide | null> {
  if (!meeting.roomId) return null;
  const joined = new Set(
    (await roomEvents(app.db, meeting.roomId))
      .filter((event) => event.event === 'participant_joined')
      .map((event) => event.participantIdentity),
  );
  const expertCame = joined.has(VideoRooms.identity(meeting.expertId));
  const customerCame = joined.has(VideoRooms.identity(meeting.customerId));
  if (expertCame === customerCame) return null;
  return expertCame ? 'customer' : 'expert';
}

/** Judges the ended meeting once (safe to repeat: a meeting already judged is left as it is). */
export async function judgeAttendance(app: NoShowApp, meeting: MeetingParties): Promise<void> {
  const absent = await absentSide(app, meeting);
  if (!absent) return;
  const now = app.clock();
  const refund = absent === 'expert' ? await paidCents(app, meeting.id) : 0;
  const owed = await app.db.transaction(async (tx) => {
    const [judged] = await tx
      .update(meetings)
      .set({ noShow: absent, refundedCents: refund, updatedAt: now })
      .where(and(eq(meetings.id, meeting.id), eq(meetings.state, 'confirmed'), isNull(meetings.noShow)))
      .returning({ id: meetings.id });
    if (!judged) return undefined;
    return refund > 0 ? owePaidCharges(tx, meeting.id, ourMessage('meetingNoShowRefund'), now) : [];
  });
  if (!owed) return;
  await refundOwedCharges(app, owed);
  for (const userId of [meeting.customerId, meeting.expertId]) {
    await notify(app, userId, 'meeting.no_show', {
      ...meetingNotificationData(meeting, userId),
      absent,
      refund: centsToDollars(refund),
    });
    await app.bus.publish(userId, { type: 'meeting.status', meet_id: meeting.id, status: 'no-show' });
  }
}
