import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { meetings, users } from '../db/schema/index.ts';

/** The meeting as the jobs need it, with both names. */
export async function loadMeetingParties(app: Pick<FastifyInstance, 'db'>, meetingId: number) {
  const [row] = await app.db
    .select({
      id: meetings.id,
      expertId: meetings.expertId,
      customerId: meetings.customerId,
      startsAt: meetings.startsAt,
      endsAt: meetings.endsAt,
      state: meetings.state,
      finishedAt: meetings.finishedAt,
      extensionStatus: meetings.extensionStatus,
      roomId: meetings.roomId,
    })
    .from(meetings)
    .where(eq(meetings.id, meetingId));
  if (!row) return undefined;
  const people = await app.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(sql`${users.id} in (${row.expertId}, ${row.customerId})`);
  const name = (id: number) => {
    const person = people.find((p) => p.id === id);
    return person ? `${person.firstName} ${person.lastName}`.trim() : '';
  };
  return { ...row, expertName: name(row.expertId), customerName: name(row.customerId) };
}

export type MeetingParties = NonNullable<Awaited<ReturnType<typeof loadMeetingParties>>>;

/** What a meeting notification carries: the meeting, its times and the counterpart's name. */
export function meetingNotificationData(meeting: MeetingParties, forUserId: number) {
  return {
    meet_id: meeting.id,
    starts_at: meeting.startsAt.toISOString(),
    ends_at: meeting.endsAt.toISOString(),
    name: forUserId === meeting.customerId ? meeting.expertName : meeting.customerName,
  };
}
