import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, meetings } from '../src/db/schema/index.ts';
import { prepareMeeting } from '../src/meetings/prepare.ts';
import { dropReminders, planReminders, REMINDER_JOB } from '../src/meetings/reminders.ts';
import { MAIL_PUBLIC_URL, mailParties, mailsTo, parseInvite } from './invite-fixtures.ts';
import { insertMeeting } from './meetings-fixtures.ts';

const HOUR = 3_600_000;
const parties = mailParties();
const PUBLIC_URL = MAIL_PUBLIC_URL;

const at = (time: Date | string, offsetMs = 0) => new Date(new Date(time).getTime() + offsetMs);

async function reminderJobs(meetingId: number) {
  const rows = await parties.env.api.app.db.select().from(jobs).where(eq(jobs.name, REMINDER_JOB));
  return rows
    .filter((row) => row.key?.startsWith(`${meetingId}:`))
    .map((row) => ({ key: row.key, runAt: row.runAt, payload: row.payload }))
    .sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
}

/** Moves the clock and runs what is due; answers the mails it sent to each side. */
async function runAt(time: Date) {
  const before = {
    customer: (await mailsTo(parties.env.api, parties.customer.email)).length,
    expert: (await mailsTo(parties.env.api, parties.expert.email)).length,
  };
  parties.env.time.set(time);
  await parties.env.api.app.jobs.runDue();
  return {
    customer: (await mailsTo(parties.env.api, parties.customer.email)).slice(before.customer),
    expert: (await mailsTo(parties.env.api, parties.expert.email)).slice(before.expert),
  };
}

/** A confirmed meeting set up as a paid booking is (reminders planned, booking mails sent). */
async function bookedMeeting(startsAt: string) {
  parties.env.time.set('2027-01-04T12:00:00Z');
  const meeting = await insertMeeting(parties.env.api, {
    expert: parties.expert,
    customer: parties.customer,
    startsAt,
  });
  await prepareMeeting(parties.env.api.app, meeting.id);
  await parties.env.api.app.jobs.runDue();
  return meeting;
}

describe('meeting reminders', () => {
  it('are planned at booking and sent 24 h and 15 min before to both sides, in their language and zone', async () => {
    const meeting = await bookedMeeting('2027-01-07T15:00:00Z');
    const startsAt = meeting.startsAt.toISOString();
    expect(await reminderJobs(meeting.id)).toEqual([
      {
        key: `${meeting.id}:24h`,
        runAt: at(startsAt, -24 * HOUR),
        payload: { meetingId: meeting.id, startsAt, reminder: '24h' },
      },
      {
        key: `${meeting.id}:15m`,
        runAt: at(startsAt, -0.25 * HOUR),
        payload: { meetingId: meeting.id, startsAt, reminder: '15m' },
      },
    ]);

    expect(await runAt(at(startsAt, -24 * HOUR - 60_000))).toEqual({ customer: [], expert: [] });
    const day = await runAt(at(startsAt, -24 * HOUR));
    expect(day.customer.map((mail) => mail.subject)).toEqual([
      'Reminder: your meeting with Jorge Núñez is tomorrow',
    ]);
    expect(day.customer[0]?.text).toMatch(
      /Thursday, January 7, 2027, 10:00\s–\s10:30\sAM \(America\/New_York\)/,
    );
    expect(day.customer[0]?.text).toContain(`${PUBLIC_URL}/customer/app/meetings/room/${meeting.id}`);
    expect(day.expert.map((mail) => mail.subject)).toEqual([
      'Recordatorio: tu reunión con Ann Lee es mañana',
    ]);
    expect(day.expert[0]?.text).toContain('jueves, 7 de enero de 2027, 16:00–16:30 (Europe/Madrid)');
    expect(day.expert[0]?.text).toContain(`${PUBLIC_URL}/experts/app/meetings/room/${meeting.id}`);
    expect(parseInvite(day.expert[0]?.icalEvent?.content)).toMatchObject({
      method: 'REQUEST',
      uid: `meeting-${meeting.id}@marketplace.example`,
      sequence: 0,
      start: meeting.startsAt,
    });

    const soon = await runAt(at(startsAt, -15 * 60_000));
    expect(soon.customer.map((mail) => mail.subject)).toEqual([
      'Your meeting with Jorge Núñez starts in 15 minutes',
    ]);
    expect(soon.expert.map((mail) => mail.subject)).toEqual(['Tu reunión con Ann Lee empieza en 15 minutos']);
    expect(await reminderJobs(meeting.id)).toEqual([]);
    expect(await runAt(at(startsAt, HOUR))).toEqual({ customer: [], expert: [] });
  });

  it('move with a reschedule: the old moments send nothing, the new ones do', async () => {
    const meeting = await bookedMeeting('2027-01-08T15:00:00Z');
    const startsAt = new Date('2027-01-10T09:00:00Z');
    await parties.env.api.app.db.transaction(async (tx) => {
      await tx
        .update(meetings)
        .set({ startsAt, endsAt: at(startsAt, 0.5 * HOUR), reschedules: 1 })
        .where(eq(meetings.id, meeting.id));
      await planReminders(tx, { id: meeting.id, startsAt }, parties.env.time.clock());
    });
    expect((await reminderJobs(meeting.id)).map((job) => job.runAt)).toEqual([
      at(startsAt, -24 * HOUR),
      at(startsAt, -15 * 60_000),
    ]);

    expect(await runAt(at(meeting.startsAt, -24 * HOUR))).toEqual({ customer: [], expert: [] });
    expect(await runAt(at(meeting.startsAt, -15 * 60_000))).toEqual({ customer: [], expert: [] });
    const day = await runAt(at(startsAt, -24 * HOUR));
    expect(day.customer).toHaveLength(1);
    expect(day.customer[0]?.text).toMatch(
      /Sunday, January 10, 2027, 4:00\s–\s4:30\sAM \(America\/New_York\)/,
    );
    expect(parseInvite(day.customer[0]?.icalEvent?.content)).toMatchObject({ sequence: 1, start: startsAt });
    expect(day.expert).toHaveLength(1);
  });

  it('moved to less than 24 h ahead keeps only the 15-minute reminder', async () => {
    const meeting = await bookedMeeting('2027-01-12T15:00:00Z');
    const startsAt = at('2027-01-04T12:00:00Z', 5 * HOUR);
    await parties.env.api.app.db
      .update(meetings)
      .set({ startsAt, endsAt: at(startsAt, 0.5 * HOUR), reschedules: 1 })
      .where(eq(meetings.id, meeting.id));
    await planReminders(parties.env.api.app.db, { id: meeting.id, startsAt }, parties.env.time.clock());
    expect((await reminderJobs(meeting.id)).map((job) => job.key)).toEqual([`${meeting.id}:15m`]);
  });

  it('skip a stale run: a meeting moved without re-planning sends nothing at the old moment', async () => {
    const meeting = await bookedMeeting('2027-01-14T15:00:00Z');
    const startsAt = new Date('2027-01-14T17:00:00Z');
    await parties.env.api.app.db
      .update(meetings)
      .set({ startsAt, endsAt: at(startsAt, 0.5 * HOUR) })
      .where(eq(meetings.id, meeting.id));
    expect(await runAt(at(meeting.startsAt, -24 * HOUR))).toEqual({ customer: [], expert: [] });
  });

  it('are dropped by dropReminders', async () => {
    const meeting = await bookedMeeting('2027-01-16T15:00:00Z');
    await parties.env.api.app.db.transaction((tx) => dropReminders(tx, meeting.id));
    expect(await reminderJobs(meeting.id)).toEqual([]);
    expect(await runAt(at(meeting.startsAt, -15 * 60_000))).toEqual({ customer: [], expert: [] });
  });

  it('are not sent for a cancelled meeting', async () => {
    const meeting = await bookedMeeting('2027-01-18T15:00:00Z');
    await parties.env.api.app.db
      .update(meetings)
      .set({ state: 'cancelled', cancelledAt: parties.env.time.clock(), cancelledBy: 'expert' })
      .where(eq(meetings.id, meeting.id));
    expect(await runAt(at(meeting.startsAt, -24 * HOUR))).toEqual({ customer: [], expert: [] });
    expect(await runAt(at(meeting.startsAt, -15 * 60_000))).toEqual({ customer: [], expert: [] });
  });

  it('are tried again when the mail cannot be sent', async () => {
    const meeting = await bookedMeeting('2027-01-20T15:00:00Z');
    const mailer = parties.env.api.app.mailer;
    const realSend = mailer.send;
    mailer.send = async () => {
      throw new Error('smtp down');
    };
    try {
      expect(await runAt(at(meeting.startsAt, -24 * HOUR))).toEqual({ customer: [], expert: [] });
    } finally {
      mailer.send = realSend;
    }
    const [failed] = await parties.env.api.app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, REMINDER_JOB), eq(jobs.key, `${meeting.id}:24h`)));
    expect(failed?.lastError).toBe('smtp down');
    const retried = await runAt(at(meeting.startsAt, -23 * HOUR));
    expect(retried.customer.map((mail) => mail.subject)).toEqual([
      'Reminder: your meeting with Jorge Núñez is tomorrow',
    ]);
    expect(retried.expert).toHaveLength(1);
  });
});
