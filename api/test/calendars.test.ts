import { and, eq } from 'drizzle-orm';
import { paths } from 'shared-contracts';
import { type CalDavServer, isCalDavServerInstalled, startCalDavServer } from 'stand-ins/caldav';
import {
  type CalDavUser,
  deleteResource,
  makeCalendar,
  putEvent,
  readEvents,
} from 'stand-ins/caldav/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { secretBox } from '../src/calendars/secret-box.ts';
import { calendarAccounts, calendars, jobs, meetings, notifications } from '../src/db/schema/index.ts';
import {
  type BookingEnvironment,
  type Customer,
  makeCustomer,
  makeExpert,
  type Person,
  startBookingEnvironment,
  testClock,
} from './booking-harness.ts';
import { START } from './extension-fixtures.ts';
import { call } from './harness.ts';
import { book } from './meeting-change-fixtures.ts';

if (!isCalDavServerInstalled())
  throw new Error('Radicale is needed: apt-get install radicale (.ci/run installs it)');

let server: CalDavServer;
let env: BookingEnvironment;
const time = testClock(START);
let customer: Customer;

beforeAll(async () => {
  server = await startCalDavServer({ users: { eva: 'eva-app-password', leo: 'leo-app-password' } });
  env = await startBookingEnvironment({ clock: time.clock });
  customer = await makeCustomer(env);
});
afterAll(async () => {
  await env?.close();
  await server?.stop();
});

const owner = (user: 'eva' | 'leo'): CalDavUser => ({
  url: server.url,
  user,
  password: `${user}-app-password`,
});

/** A weekly series in the expert's zone, as iCloud writes it (a TZID with no VTIMEZONE). */
const weekly = (uid: string, date: string, from: string, to: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20261201T000000Z',
    `DTSTART;TZID=Europe/Madrid:${date}T${from}00`,
    `DTEND;TZID=Europe/Madrid:${date}T${to}00`,
    'RRULE:FREQ=WEEKLY',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

const connect = (expert: Person, body: Record<string, string>, lang?: 'en' | 'es') =>
  call(env.api, 'POST', 'experts/calendars/accounts', {
    token: expert.token,
    body,
    ...(lang ? { lang } : {}),
  });

const hoursOn = async (expertId: number, date: string) => {
  const answer = await call(
    env.api,
    'GET',
    `${paths.bookingAvailability(expertId)}?date=${date}&rate=short`,
    {
      token: customer.token,
    },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.map((slot: { start_time: string }) => slot.start_time.slice(11));
};

/** An expert with a connected Radicale account whose calendar `work` blocks busy times and receives bookings. */
async function connectedExpert(user: 'eva' | 'leo') {
  const expert = await makeExpert(env.api);
  const calendarPath = await makeCalendar(owner(user), 'work', 'Work');
  const answer = await connect(expert, {
    server_url: `${server.url}/`,
    username: user,
    password: `${user}-app-password`,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const [account] = answer.body.data.accounts;
  return { expert, account, calendarPath };
}

describe('connecting a CalDAV account', () => {
  it('refuses a wrong password, an unreachable server and a bad address on their fields, in the language asked', async () => {
    const expert = await makeExpert(env.api);
    const wrong = await connect(expert, { server_url: `${server.url}/`, username: 'eva', password: 'guess' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.data.password).toEqual(['The calendar server refused this user name and app password']);
    const down = await connect(
      expert,
      { server_url: 'http://127.0.0.1:9/', username: 'eva', password: 'x' },
      'es',
    );
    expect(down.status).toBe(422);
    expect(down.body.data.server_url).toEqual([
      'No se pudo contactar con el servidor de calendario. Revisa la dirección e inténtalo de nuevo.',
    ]);
    const ftp = await connect(expert, { server_url: 'ftp://example.com/', username: 'eva', password: 'x' });
    expect(ftp.status).toBe(422);
    expect(ftp.body.data.server_url).toEqual(['Enter the https address of a CalDAV server']);
    const listed = await call(env.api, 'GET', 'experts/calendars', { token: expert.token });
    expect(listed.body.data.accounts).toEqual([]);
  });

  it('lists the calendars found, keeps the password encrypted and never answers it', async () => {
    const { expert, account } = await connectedExpert('leo');
    expect(account).toMatchObject({
      server_url: `${server.url}/`,
      username: 'leo',
      last_error: null,
      calendars: [{ name: 'Work', blocks_busy: true, receives_bookings: true, missing: false }],
    });
    const listed = await call(env.api, 'GET', 'experts/calendars', { token: expert.token });
    expect(JSON.stringify(listed.body)).not.toContain('leo-app-password');
    const [row] = await env.api.app.db
      .select()
      .from(calendarAccounts)
      .where(eq(calendarAccounts.id, account.id));
    expect(row?.secret).not.toContain('leo-app-password');
    expect(secretBox(env.api.app.config.calendarSecretKey).open(row?.secret ?? '')).toBe('leo-app-password');
    // The expert opening their hours (the schedule) a while after the last sync asks for another one.
    await env.api.app.jobs.runDue();
    await env.api.app.db.delete(jobs).where(eq(jobs.name, 'calendars.sync'));
    time.advance(2 * 60_000);
    expect((await call(env.api, 'GET', 'experts/profile/schedules', { token: expert.token })).status).toBe(
      200,
    );
    await vi.waitFor(async () => {
      const [synced] = await env.api.app.db
        .select({ at: calendarAccounts.lastSyncedAt })
        .from(calendarAccounts)
        .where(eq(calendarAccounts.id, account.id));
      expect(synced?.at?.toISOString()).toBe(time.clock().toISOString());
    });
    // Another expert can neither see, change, sync nor remove it.
    const stranger = await makeExpert(env.api);
    expect(
      (await call(env.api, 'GET', 'experts/calendars', { token: stranger.token })).body.data.accounts,
    ).toEqual([]);
    const calendarId = account.calendars[0].id;
    const use = { blocks_busy: false, receives_bookings: false };
    expect(
      (await call(env.api, 'PUT', `experts/calendars/${calendarId}`, { token: stranger.token, body: use }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(env.api, 'POST', `experts/calendars/accounts/${account.id}/sync`, {
          token: stranger.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(env.api, 'DELETE', `experts/calendars/accounts/${account.id}`, { token: stranger.token }))
        .status,
    ).toBe(404);
    // Its owner removes it: gone with its calendars.
    const removed = await call(env.api, 'DELETE', `experts/calendars/accounts/${account.id}`, {
      token: expert.token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.accounts).toEqual([]);
    expect(await env.api.app.db.select().from(calendars).where(eq(calendars.accountId, account.id))).toEqual(
      [],
    );
  });
});

describe('busy times and bookings through a real CalDAV server', () => {
  it('blocks a weekly event every week, writes, moves and deletes a booking, and keeps busy times through failures', async () => {
    const { expert, account, calendarPath: work } = await connectedExpert('eva');
    const sync = () =>
      call(env.api, 'POST', `experts/calendars/accounts/${account.id}/sync`, { token: expert.token });
    // Mondays 10:00–11:00 in Madrid, from next Monday on.
    await putEvent(owner('eva'), work, 'dentist.ics', weekly('dentist', '20270111', '1000', '1100'));
    expect(await hoursOn(expert.id, '2027-01-11')).toContain('10:00');
    const synced = await sync();
    expect(synced.status).toBe(200);
    expect(synced.body.data.accounts[0]).toMatchObject({
      last_error: null,
      last_synced_at: time.clock().toISOString(),
    });
    for (const monday of ['2027-01-11', '2027-01-18', '2027-03-01']) {
      const hours = await hoursOn(expert.id, monday);
      expect(hours, monday).not.toContain('10:00');
      expect(hours, monday).not.toContain('10:30');
      expect(hours, monday).toContain('09:30');
      expect(hours, monday).toContain('11:00');
    }

    // A customer who picked Monday 12:00 before it became busy is refused with a clear message.
    const picked = await hoursOn(expert.id, '2027-01-11');
    expect(picked).toContain('12:00');
    await putEvent(owner('eva'), work, 'lunch.ics', weekly('lunch', '20270111', '1200', '1300'));
    await sync();
    const refused = await book(env.api, expert.id, customer, '2027-01-11', '12:00');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "This time is now busy in the expert's calendar. Please pick another time.",
    );

    // A booking is written to the calendar with the meeting's UID, moved, then deleted.
    const booked = await book(env.api, expert.id, customer, '2027-01-08', '11:00');
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const meetingId = booked.body.data.id as number;
    await env.api.app.jobs.runDue();
    const uid = `meeting-${meetingId}@localhost`;
    const written = [...(await readEvents(owner('eva'), work)).values()].find((ics) =>
      ics.includes(`UID:${uid}`),
    );
    expect(written).toContain('DTSTART:20270108T100000Z');
    expect(written).toContain('SUMMARY:Cliente Tester');
    // Read back by the next sync, our own event does not block anything more than the meeting does.
    await sync();
    expect(await hoursOn(expert.id, '2027-01-08')).not.toContain('11:00');

    const moved = await call(env.api, 'POST', paths.meetReschedule(meetingId), {
      token: customer.token,
      body: { date: '2027-01-12', start_time: '2027-01-12 12:00' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await env.api.app.jobs.runDue();
    const after = [...(await readEvents(owner('eva'), work)).values()].filter((ics) =>
      ics.includes(`UID:${uid}`),
    );
    expect(after).toHaveLength(1);
    expect(after[0]).toContain('DTSTART:20270112T110000Z');

    const cancelled = await call(env.api, 'POST', paths.meetCancel(meetingId), {
      token: customer.token,
      body: {},
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await env.api.app.jobs.runDue();
    const left = [...(await readEvents(owner('eva'), work)).values()];
    expect(left.some((ics) => ics.includes(`UID:${uid}`))).toBe(false);
    expect(left).toHaveLength(2);

    // A refused password: told once, busy times kept.
    const [row] = await env.api.app.db
      .select()
      .from(calendarAccounts)
      .where(eq(calendarAccounts.id, account.id));
    await env.api.app.db
      .update(calendarAccounts)
      .set({ secret: secretBox(env.api.app.config.calendarSecretKey).seal('revoked') })
      .where(eq(calendarAccounts.id, account.id));
    const refusedSync = await sync();
    expect(refusedSync.body.data.accounts[0]).toMatchObject({ last_error: 'auth' });
    expect(refusedSync.body.message).toBe(
      'The calendar server refused the app password. Connect the account again with a new one.',
    );
    await sync();
    const told = await env.api.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, expert.id), eq(notifications.type, 'calendar.sync_failed')));
    expect(told.map((notification) => notification.data)).toEqual([
      { failure: 'auth', server: new URL(server.url).host },
    ]);
    expect(await hoursOn(expert.id, '2027-01-18')).not.toContain('10:00');
    await env.api.app.db
      .update(calendarAccounts)
      .set({ secret: row?.secret ?? '' })
      .where(eq(calendarAccounts.id, account.id));

    // A server that cannot be reached: the same.
    const calendarId = account.calendars[0].id as number;
    const [calendar] = await env.api.app.db.select().from(calendars).where(eq(calendars.id, calendarId));
    await env.api.app.db
      .update(calendars)
      .set({ url: new URL(work, 'http://127.0.0.1:9').href })
      .where(eq(calendars.id, calendarId));
    expect((await sync()).body.data.accounts[0]).toMatchObject({ last_error: 'unreachable' });
    expect(await hoursOn(expert.id, '2027-01-18')).not.toContain('10:00');
    await env.api.app.db
      .update(calendars)
      .set({ url: calendar?.url ?? '' })
      .where(eq(calendars.id, calendarId));
    expect((await sync()).body.data.accounts[0]).toMatchObject({ last_error: null });

    // The calendar deleted on the server: marked missing, its busy times still in force.
    await deleteResource(owner('eva'), work);
    const gone = await sync();
    expect(gone.body.data.accounts[0]).toMatchObject({
      last_error: 'missing',
      calendars: [{ missing: true }],
    });
    expect(await hoursOn(expert.id, '2027-01-25')).not.toContain('10:00');
    // Nothing booked was lost.
    const [meeting] = await env.api.app.db.select().from(meetings).where(eq(meetings.id, meetingId));
    expect(meeting?.state).toBe('cancelled');

    // No longer blocking: its busy times go at once.
    const unblocked = await call(env.api, 'PUT', `experts/calendars/${calendarId}`, {
      token: expert.token,
      body: { blocks_busy: false, receives_bookings: false },
    });
    expect(unblocked.status).toBe(200);
    expect(await hoursOn(expert.id, '2027-01-25')).toContain('10:00');
  });
});
