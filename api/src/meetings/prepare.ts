import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { meetings, rates, users } from '../db/schema/index.ts';
import { notify } from '../notifications/notify.ts';
import { scheduleRoomClosure } from '../video/closures.ts';
import { VideoRooms } from '../video/rooms.ts';
import { sendMeetingInvite } from './invites.ts';
import { scheduleMeetingJobs } from './lifecycle.ts';
import { planReminders } from './reminders.ts';

/** Sets up a paid meeting once it is confirmed. */
export const PREPARE_JOB = 'meeting.prepare';

export type PrepareApp = Pick<
  FastifyInstance,
  'db' | 'clock' | 'rooms' | 'bus' | 'jobs' | 'config' | 'mailer'
>;

/**
 * Sets up a confirmed meeting (room, its closing, the meeting's jobs, both notifications) once;
 * `prepared_at` makes a second run a no-op. A failure throws, so the durable job tries again.
 */
export async function prepareMeeting(app: PrepareApp, meetingId: number): Promise<void> {
  const [meeting] = await app.db.select().from(meetings).where(eq(meetings.id, meetingId));
  if (meeting?.state !== 'confirmed' || meeting.preparedAt) {
    await app.jobs.cancel(PREPARE_JOB, String(meetingId));
    return;
  }
  await afterConfirmed(app, meeting, meeting.roomId ?? VideoRooms.roomName(meetingId));
  await app.db
    .update(meetings)
    .set({ preparedAt: app.clock() })
    .where(and(eq(meetings.id, meetingId), isNull(meetings.preparedAt)));
  await app.jobs.cancel(PREPARE_JOB, String(meetingId));
}

/**
 * Room, its closing at the end, the meeting's jobs and reminders (all safe to repeat), then both
 * notifications and the booking mails with their calendar invite.
 */
async function afterConfirmed(app: PrepareApp, meeting: typeof meetings.$inferSelect, roomName: string) {
  await app.rooms.openRoom(roomName);
  await scheduleRoomClosure(app, roomName, meeting.endsAt);
  await scheduleMeetingJobs(app, meeting);
  await planReminders(app.db, meeting, app.clock());
  const nameOf = async (id: number) => {
    const [person] = await app.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, id));
    return person ? `${person.firstName} ${person.lastName}`.trim() : '';
  };
  const [rate] = await app.db.select({ slug: rates.slug }).from(rates).where(eq(rates.id, meeting.rateId));
  const data = {
    meet_id: meeting.id,
    starts_at: meeting.startsAt.toISOString(),
    ends_at: meeting.endsAt.toISOString(),
    rate: rate?.slug ?? null,
    expert_id: meeting.expertId,
    expert_name: await nameOf(meeting.expertId),
    customer_id: meeting.customerId,
    customer_name: await nameOf(meeting.customerId),
  };
  await notify(app, meeting.expertId, 'meeting.booked', data);
  await notify(app, meeting.customerId, 'meeting.booked', data);
  await sendMeetingInvite(app, meeting.id, 'booked');
}
