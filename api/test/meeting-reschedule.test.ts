import { and, eq } from 'drizzle-orm';
import { paths } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { jobs, meetings, notifications, users } from '../src/db/schema/index.ts';
import { makeCustomer } from './booking-harness.ts';
import { call, type TestApi } from './harness.ts';
import { mailsTo, parseInvite } from './invite-fixtures.ts';
import { book, bookedMeetings, HOUR, MEETING_DATE, MEETING_START } from './meeting-change-fixtures.ts';

const meetingsUnderTest = bookedMeetings();
const booked = meetingsUnderTest.booked;

const move = (api: TestApi, meetingId: number, token: string, date: string, start: string) =>
  call(api, 'POST', paths.meetReschedule(meetingId), { token, body: { date, start_time: start } });

const jobAt = async (api: TestApi, name: string, key: string) => {
  const [job] = await api.app.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, name), eq(jobs.key, key)));
  return job?.runAt.toISOString();
};

describe('rescheduling a meeting', () => {
  it('by the customer to a free hour: moved with its jobs and room closing, no new charge, the expert told', async () => {
    const { api, expert, customer, meetingId } = await booked();
    // The booking's confirmation (with its invite) goes out first.
    await api.app.jobs.runDue();
    await api.app.mailer.flush();
    const days = await call(api, 'GET', `${paths.meetRescheduleDays(meetingId)}?month=2027-01`, {
      token: customer.token,
    });
    expect(days.status).toBe(200);
    expect(days.body.data.days).toContain('2027-01-11');
    const hours = await call(api, 'GET', `${paths.meetRescheduleAvailability(meetingId)}?date=2027-01-08`, {
      token: customer.token,
    });
    // Its own hour is free to move within (11:00 and the half hours around it are offered).
    expect(hours.body.data.map((slot: { start_time: string }) => slot.start_time)).toContain(
      '2027-01-08 11:00',
    );

    const answer = await move(api, meetingId, customer.token, '2027-01-11', '2027-01-11 12:00');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Meeting rescheduled');
    expect(answer.body.data).toMatchObject({
      starts_at: '2027-01-11T11:00:00.000Z',
      ends_at: '2027-01-11T11:30:00.000Z',
      booking: { total: 28.05 },
      changes: { reschedule: null, reschedules_left: 0 },
    });
    const key = String(meetingId);
    expect(await jobAt(api, 'meeting.end', key)).toBe('2027-01-11T11:30:00.000Z');
    expect(await jobAt(api, 'meeting.start_soon', key)).toBe('2027-01-11T10:45:00.000Z');
    expect(await jobAt(api, 'video.close_room', `meeting-${meetingId}`)).toBe('2027-01-11T11:30:00.000Z');
    expect(await jobAt(api, 'meeting.reminder', `${meetingId}:24h`)).toBe('2027-01-10T11:00:00.000Z');
    expect(await jobAt(api, 'meeting.reminder', `${meetingId}:15m`)).toBe('2027-01-11T10:45:00.000Z');
    await api.app.jobs.runDue();
    await api.app.mailer.flush();
    const [row] = await api.app.db.select({ email: users.email }).from(users).where(eq(users.id, expert.id));
    const invites = (await mailsTo(api, row?.email ?? ''))
      .filter((mail) => mail.icalEvent?.method === 'REQUEST')
      .map((mail) => parseInvite(mail.icalEvent?.content));
    const moved = invites.find((invite) => Number(invite.sequence) === 1);
    expect(moved?.start.toISOString()).toBe('2027-01-11T11:00:00.000Z');
    expect(moved?.uid).toBe(invites.find((invite) => Number(invite.sequence) === 0)?.uid);
    const charges = Object.values(
      meetingsUnderTest.current().standIn.core.store.collection('payment_intents') ?? {},
    );
    expect(charges).toHaveLength(1);
    const [told] = await api.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, expert.id), eq(notifications.type, 'meeting.rescheduled')));
    expect(told?.data).toMatchObject({
      meet_id: meetingId,
      starts_at: '2027-01-11T11:00:00.000Z',
      previous_starts_at: MEETING_START,
      by: 'customer',
    });
    // The expert sees the new time too.
    const expertView = await call(api, 'GET', paths.meet(meetingId), { token: expert.token });
    expect(expertView.body.data.starts_at).toBe('2027-01-11T11:00:00.000Z');

    // The same move asked again answers the same; a second move is refused.
    const again = await move(api, meetingId, customer.token, '2027-01-11', '2027-01-11 12:00');
    expect(again.status).toBe(200);
    const second = await move(api, meetingId, expert.token, '2027-01-12', '2027-01-12 10:00');
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('This meeting can no longer be rescheduled');
  });

  it('into half its own time: the meeting does not block itself', async () => {
    const { api, expert, meetingId } = await booked();
    const answer = await move(api, meetingId, expert.token, MEETING_DATE, `${MEETING_DATE} 11:30`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.starts_at).toBe('2027-01-08T10:30:00.000Z');
  });

  it('under 24 hours before, to the same hour, to an hour off the schedule, or by a stranger: refused', async () => {
    const { api, customer, meetingId, time } = await booked();
    const same = await move(api, meetingId, customer.token, MEETING_DATE, '11:00');
    expect(same.status).toBe(422);
    expect(same.body.data.start_time).toEqual(['Choose a time other than the current one']);
    const off = await move(api, meetingId, customer.token, MEETING_DATE, '18:00');
    expect(off.status).toBe(422);
    const stranger = await makeCustomer(meetingsUnderTest.current());
    expect((await move(api, meetingId, stranger.token, '2027-01-11', '12:00')).status).toBe(404);
    time.set(new Date(Date.parse(MEETING_START) - 24 * HOUR + 1000));
    const late = await move(api, meetingId, customer.token, '2027-01-11', '12:00');
    expect(late.status).toBe(409);
    const hours = await call(api, 'GET', `${paths.meetRescheduleAvailability(meetingId)}?date=2027-01-11`, {
      token: customer.token,
    });
    expect(hours.status).toBe(409);
    const [meeting] = await api.app.db.select().from(meetings).where(eq(meetings.id, meetingId));
    expect(meeting?.startsAt.toISOString()).toBe(MEETING_START);
  });

  it('racing a booking of another customer for the same hour: exactly one wins', async () => {
    const { api, expert, customer, meetingId } = await booked();
    const other = await makeCustomer(meetingsUnderTest.current());
    const [moved, bookedOther] = await Promise.all([
      move(api, meetingId, customer.token, '2027-01-11', '2027-01-11 12:00'),
      book(api, expert.id, other, '2027-01-11', '12:00'),
    ]);
    const winners = [moved.status === 200, bookedOther.status === 201].filter(Boolean);
    expect(winners, `${moved.status} ${JSON.stringify(moved.body)} / ${bookedOther.status}`).toHaveLength(1);
    expect([moved.status, bookedOther.status]).toContain(409);
    const live = await api.app.db
      .select()
      .from(meetings)
      .where(and(eq(meetings.expertId, expert.id), eq(meetings.startsAt, new Date('2027-01-11T11:00:00Z'))));
    expect(live.filter((meeting) => ['reserved', 'confirmed'].includes(meeting.state))).toHaveLength(1);
  });

  it('to an hour another customer already booked: 409, the meeting stays', async () => {
    const { api, expert, customer, meetingId } = await booked();
    const other = await makeCustomer(meetingsUnderTest.current());
    expect((await book(api, expert.id, other, '2027-01-11', '12:00')).status).toBe(201);
    const answer = await move(api, meetingId, customer.token, '2027-01-11', '12:00');
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('This time is no longer available');
  });
});
