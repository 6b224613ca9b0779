import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { meetings, type User } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import { type MeetingParties, notifyOnce, pushExtension } from './lifecycle.ts';

/**
 * A participant ends a started call: the meeting finished, its room closed, the other side told,
 * both pushed the status. Once: a second finish (the other side's client) changes nothing.
 */
export async function finishMeeting(
  app: Pick<FastifyInstance, 'db' | 'clock' | 'rooms' | 'bus'>,
  meeting: MeetingParties,
  user: User,
  log: FastifyBaseLogger,
): Promise<void> {
  const now = app.clock();
  if (now < meeting.startsAt) throw new HttpError(409, 'meetingNotStarted');
  if (meeting.finishedAt) return;
  const finished = await app.db
    .update(meetings)
    .set({ finishedAt: now, extensionStatus: null, extensionRateId: null, updatedAt: now })
    .where(and(eq(meetings.id, meeting.id), sql`${meetings.finishedAt} is null`))
    .returning({ id: meetings.id });
  if (finished.length === 0) return;
  if (meeting.roomId) {
    await app.rooms.closeRoom(meeting.roomId).catch((error: unknown) => {
      log.warn({ err: error, room: meeting.roomId }, 'room not closed at finish');
    });
  }
  const other = user.id === meeting.customerId ? meeting.expertId : meeting.customerId;
  await notifyOnce(app, other, 'meeting.finished', meeting);
  for (const userId of [meeting.customerId, meeting.expertId]) {
    await app.bus.publish(userId, { type: 'meeting.status', meet_id: meeting.id, status: 'finished' });
    if (meeting.extensionStatus) await pushExtension(app, meeting.id, [userId], null);
  }
}
