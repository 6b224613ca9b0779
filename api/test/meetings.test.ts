import { and, eq } from 'drizzle-orm';
import { paths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings, notifications } from '../src/db/schema/index.ts';
import { marketplaceRules } from '../src/marketplace/rules.ts';
import { call, registerCustomer, type TestAccount } from './harness.ts';
import {
  insertMeeting,
  listen,
  type MeetingsEnvironment,
  registerExpert,
  startMeetingsApi,
  tokenClaims,
} from './meetings-fixtures.ts';

const START = '2026-12-01T10:00:00.000Z';
let env: MeetingsEnvironment;

beforeAll(async () => {
  env = await startMeetingsApi(START);
});
afterAll(async () => env.close());

const at = (instant: string | Date) => env.time.set(instant);
const minutes = (base: Date, delta: number) => new Date(base.getTime() + delta * 60_000);

async function notificationsOf(userId: number, type: string) {
  return env.api.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
}

/** An expert in New York, a customer in Madrid, and someone else of each kind. */
async function cast() {
  const expert = await registerExpert(env.api, { timezone: 'America/New_York' });
  const customer = await registerCustomer(env.api, {
    first_name: 'Lucía',
    last_name: 'Pérez',
    timezone: 'Europe/Madrid',
  });
  const otherCustomer = await registerCustomer(env.api);
  const otherExpert = await registerExpert(env.api, { first_name: 'Ana', last_name: 'Ruiz' });
  return { expert, customer, otherCustomer, otherExpert };
}

const list = (account: TestAccount | undefined, query = '', lang?: 'en' | 'es') =>
  call(env.api, 'GET', `${paths.meets}${query ? `?${query}` : ''}`, { token: account?.token, lang });

describe('GET /meets', () => {
  it('needs a session', async () => {
    expect((await list(undefined)).status).toBe(401);
  });

  it("lists the caller's paid meetings on their side, with the spec's fields and pagination meta", async () => {
    at(START);
    const { expert, customer, otherCustomer } = await cast();
    const first = await insertMeeting(env.api, { expert, customer, startsAt: '2026-12-01T12:00:00Z' });
    const second = await insertMeeting(env.api, {
      expert,
      customer,
      startsAt: '2026-12-02T12:00:00Z',
      rate: 'large',
    });
    await insertMeeting(env.api, { expert, customer, startsAt: '2026-12-03T12:00:00Z', state: 'released' });
    await insertMeeting(env.api, { expert, customer, startsAt: '2026-12-04T12:00:00Z', state: 'reserved' });

    const mine = await list(customer, 'is_expert=false');
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((m: { id: number }) => m.id)).toEqual([first.id, second.id]);
    expect(mine.body.meta).toEqual({ current_page: 1, last_page: 1, from: 1, to: 2, total: 2, per_page: 15 });
    const meeting = mine.body.data[0];
    expect(meeting).toMatchObject({
      id: first.id,
      // Madrid is UTC+1 in December.
      date: '2026-12-01',
      start_time: '13:00',
      end_time: '13:30',
      starts_at: '2026-12-01T12:00:00.000Z',
      ends_at: '2026-12-01T12:30:00.000Z',
      status: 'booked',
      extension_status: null,
      room_id: `meeting-${first.id}`,
      access_token: null,
      rate: { slug: 'short', name: 'Short', duration: 30, price: 35 },
      customer: { id: customer.userId, first_name: 'Lucía', last_name: 'Pérez' },
      expert: {
        id: expert.userId,
        first_name: 'Jorge',
        last_name: 'Núñez',
        role: 'Lawyer',
        is_favorite: false,
      },
      comments: null,
      booking: { price: 35, fee: 3.5, total: 38.5 },
      expert_feedback: null,
      customer_feedback: null,
    });

    // The expert sees the same meetings on the expert side, in New York time.
    const asExpert = await list(expert, 'is_expert=true');
    expect(asExpert.body.data.map((m: { id: number }) => m.id)).toEqual([first.id, second.id]);
    expect(asExpert.body.data[0]).toMatchObject({
      date: '2026-12-01',
      start_time: '07:00',
      end_time: '07:30',
    });
    expect((await list(expert, 'is_expert=false')).body.data).toEqual([]);
    expect((await list(customer, 'is_expert=true')).body.data).toEqual([]);
    expect((await list(otherCustomer)).body.data).toEqual([]);

    const paged = await list(customer, 'per_page=1&page=2');
    expect(paged.body.data.map((m: { id: number }) => m.id)).toEqual([second.id]);
    expect(paged.body.meta).toEqual({ current_page: 2, last_page: 2, from: 2, to: 2, total: 2, per_page: 1 });
    const beyond = await list(customer, 'per_page=1&page=3');
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.meta).toMatchObject({ from: null, to: null, total: 2 });
  });

  it('orders by start time or creation, either way', async () => {
    at(START);
    const { expert, customer } = await cast();
    const later = await insertMeeting(env.api, {
      expert,
      customer,
      startsAt: '2026-12-05T12:00:00Z',
      createdAt: '2026-11-20T10:00:00Z',
    });
    const sooner = await insertMeeting(env.api, {
      expert,
      customer,
      startsAt: '2026-12-04T12:00:00Z',
      createdAt: '2026-11-21T10:00:00Z',
    });
    const ids = async (query: string) =>
      (await list(customer, query)).body.data.map((m: { id: number }) => m.id);
    expect(await ids('order_by=start_time')).toEqual([sooner.id, later.id]);
    expect(await ids('order_by=start_time&order=desc')).toEqual([later.id, sooner.id]);
    expect(await ids('order_by=created_at')).toEqual([sooner.id, later.id]);
    expect(await ids('order_by=created_at&order=asc')).toEqual([later.id, sooner.id]);
  });

  it('filters by status, by day in the caller zone, by a date range and by the counterpart name', async () => {
    at('2026-12-01T11:50:00Z');
    const { expert, customer, otherExpert } = await cast();
    const past = await insertMeeting(env.api, { expert, customer, startsAt: '2026-12-01T09:00:00Z' });
    const soon = await insertMeeting(env.api, { expert, customer, startsAt: '2026-12-01T12:00:00Z' });
    // 23:30 UTC on the 1st is 00:30 on the 2nd in Madrid.
    const lateNight = await insertMeeting(env.api, {
      expert: otherExpert,
      customer,
      startsAt: '2026-12-01T23:30:00Z',
    });
    const ids = async (query: string, who: TestAccount = customer) =>
      (await list(who, query)).body.data.map((m: { id: number }) => m.id);

    expect(await ids('status=booked,start soon')).toEqual([soon.id, lateNight.id]);
    expect(await ids('status=start%20soon')).toEqual([soon.id]);
    expect(await ids('status=finished')).toEqual([past.id]);
    expect(await ids('status=booked')).toEqual([lateNight.id]);
    expect(await ids('status=booked,start soon,finished')).toEqual([past.id, soon.id, lateNight.id]);

    expect(await ids('date=2026-12-01')).toEqual([past.id, soon.id]);
    expect(await ids('date=2026-12-02')).toEqual([lateNight.id]);
    // The New York expert's 1st holds both of their meetings (04:00 and 07:00 there).
    expect(await ids('is_expert=true&date=2026-12-01', expert)).toEqual([past.id, soon.id]);
    expect(await ids('start_date=2026-12-02&end_date=2026-12-31')).toEqual([lateNight.id]);
    expect(await ids('start_date=2026-11-01&end_date=2026-12-01')).toEqual([past.id, soon.id]);

    // Accents and case do not matter; only the counterpart's name is searched.
    expect(await ids('search=NUNEZ')).toEqual([past.id, soon.id]);
    expect(await ids('search=ruiz')).toEqual([lateNight.id]);
    expect(await ids('search=ana ruiz')).toEqual([lateNight.id]);
    expect(await ids('search=perez')).toEqual([]);
    expect(await ids('is_expert=true&search=lucia perez', expert)).toEqual([past.id, soon.id]);
    expect(await ids('search=%25')).toEqual([]);
  });

  it('refuses bad parameters with a message per field, in the caller language', async () => {
    const customer = await registerCustomer(env.api);
    const cases: [string, string, string][] = [
      ['per_page=501', 'per_page', 'Invalid value'],
      ['per_page=0', 'per_page', 'Invalid value'],
      ['per_page=ten', 'per_page', 'Must be a number'],
      ['page=0', 'page', 'Invalid value'],
      ['is_expert=maybe', 'is_expert', 'Must be true or false'],
      ['order_by=price', 'order_by', 'Invalid value'],
      ['order=up', 'order', 'Invalid value'],
      ['status=postponed', 'status', 'Status must be booked, start soon, finished, cancelled or no-show'],
      ['status=booked,later', 'status', 'Status must be booked, start soon, finished, cancelled or no-show'],
      ['date=2026-13-01', 'date', 'Enter a valid date (yyyy-MM-dd)'],
      ['date=2026-02-30', 'date', 'Enter a valid date (yyyy-MM-dd)'],
      ['start_date=01/12/2026', 'start_date', 'Enter a valid date (yyyy-MM-dd)'],
      ['end_date=tomorrow', 'end_date', 'Enter a valid date (yyyy-MM-dd)'],
      [
        'start_date=2026-12-10&end_date=2026-12-01',
        'end_date',
        'The end date must be on or after the start date',
      ],
      [`search=${'a'.repeat(121)}`, 'search', 'Max. 120 characters'],
    ];
    for (const [query, field, message] of cases) {
      const result = await list(customer, query);
      expect(result.status, query).toBe(422);
      expect(result.body.data[field], query).toEqual([message]);
    }
    const spanish = await list(customer, 'date=2026-13-01', 'es');
    expect(spanish.body.data.date).toEqual(['Ingresa una fecha válida (aaaa-MM-dd)']);
  });
});

describe('GET /meets/{id}', () => {
  it('gives each participant the meeting with their own token for the room, valid until the end', async () => {
    at(START);
    const { expert, customer } = await cast();
    const meeting = await insertMeeting(env.api, { expert, customer, startsAt: '2026-12-01T12:00:00Z' });

    const seen = await call(env.api, 'GET', paths.meet(meeting.id), { token: customer.token });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ id: meeting.id, room_id: meeting.roomId, status: 'booked' });
    const claims = await tokenClaims(seen.body.data.access_token);
    expect(claims.sub).toBe(`user-${customer.userId}`);
    expect(claims.video).toMatchObject({ room: meeting.roomId, roomJoin: true });
    const untilEnd = (meeting.endsAt.getTime() - new Date(START).getTime()) / 1000;
    expect((claims.exp ?? 0) - (claims.nbf ?? 0)).toBe(untilEnd);

    const bySide = await call(env.api, 'GET', paths.meet(meeting.id), { token: expert.token });
    expect(bySide.status).toBe(200);
    const expertClaims = await tokenClaims(bySide.body.data.access_token);
    expect(expertClaims.sub).toBe(`user-${expert.userId}`);
    expect(bySide.body.data.access_token).not.toBe(seen.body.data.access_token);
    expect(bySide.body.data.start_time).toBe('07:00');

    // Lists never carry tokens.
    const listed = await list(customer);
    expect(listed.body.data.every((m: { access_token: unknown }) => m.access_token === null)).toBe(true);
  });

  it('is hidden from everyone else (404 as for a missing meeting) and needs a session', async () => {
    at(START);
    const { expert, customer, otherCustomer, otherExpert } = await cast();
    const meeting = await insertMeeting(env.api, { expert, customer, startsAt: '2026-12-01T12:00:00Z' });
    const released = await insertMeeting(env.api, {
      expert,
      customer,
      startsAt: '2026-12-01T14:00:00Z',
      state: 'released',
    });
    expect((await call(env.api, 'GET', paths.meet(meeting.id))).status).toBe(401);
    for (const stranger of [otherCustomer, otherExpert]) {
      const result = await call(env.api, 'GET', paths.meet(meeting.id), { token: stranger.token });
      expect(result.status).toBe(404);
      expect(result.body.message).toBe('Not found.');
    }
    expect((await call(env.api, 'GET', paths.meet(released.id), { token: customer.token })).status).toBe(404);
    expect((await call(env.api, 'GET', paths.meet(999_999), { token: customer.token })).status).toBe(404);
    const bad = await call(env.api, 'GET', paths.meet('abc'), { token: customer.token });
    expect(bad.status).toBe(422);
  });

  it('shows booked, then start soon 15 minutes before, then finished at the end (no token after)', async () => {
    at(START);
    const { expert, customer } = await cast();
    const meeting = await insertMeeting(env.api, { expert, customer, startsAt: '2026-12-01T12:00:00Z' });
    const statusAt = async (instant: Date) => {
      at(instant);
      const result = await call(env.api, 'GET', paths.meet(meeting.id), { token: customer.token });
      return [result.body.data.status, result.body.data.access_token === null ? 'no token' : 'token'];
    };
    const soon = minutes(meeting.startsAt, -marketplaceRules.startSoonMinutes);
    expect(await statusAt(new Date(soon.getTime() - 1))).toEqual(['booked', 'token']);
    expect(await statusAt(soon)).toEqual(['start soon', 'token']);
    expect(await statusAt(minutes(meeting.endsAt, -1))).toEqual(['start soon', 'token']);
    expect((await statusAt(new Date(meeting.endsAt.getTime() - 1)))[0]).toBe('start soon');
    expect(await statusAt(meeting.endsAt)).toEqual(['finished', 'no token']);
  });
});

describe('PUT /booking/meets/{id}/comments', () => {
  it('lets the customer leave comments (≤ 250) and nobody else', async () => {
    at(START);
    const { expert, customer, otherCustomer, otherExpert } = await cast();
    const meeting = await insertMeeting(env.api, { expert, customer, startsAt: '2026-12-01T12:00:00Z' });
    const put = (who: TestAccount | undefined, body: unknown, lang?: 'en' | 'es') =>
      call(env.api, 'PUT', paths.meetComments(meeting.id), { token: who?.token, body, lang });

    const sent = await put(customer, { comments: '  Please bring the contract.  ' });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('Comments sent successfully');
    expect(sent.body.data.comments).toBe('Please bring the contract.');
    expect((await put(customer, { comments: 'Otra vez' }, 'es')).body.message).toBe(
      'Comentarios enviados con éxito',
    );
    const read = await call(env.api, 'GET', paths.meet(meeting.id), { token: expert.token });
    expect(read.body.data.comments).toBe('Otra vez');

    const tooLong = await put(customer, { comments: 'x'.repeat(251) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.data.comments).toEqual(['Max. 250 characters']);
    expect((await put(customer, { comments: 'x'.repeat(250) })).status).toBe(200);
    for (const body of [{}, { comments: '   ' }, undefined]) {
      const missing = await put(customer, body);
      expect(missing.status).toBe(422);
      expect(missing.body.data.comments).toEqual(['Field required']);
    }
    expect((await put(customer, {}, 'es')).body.data.comments).toEqual(['Campo requerido']);

    expect((await put(expert, { comments: 'mine' })).status).toBe(403);
    expect((await put(otherCustomer, { comments: 'mine' })).status).toBe(404);
    expect((await put(otherExpert, { comments: 'mine' })).status).toBe(404);
    expect((await put(undefined, { comments: 'mine' })).status).toBe(401);
  });
});

describe('PUT /booking/meets/{id}/finish', () => {
  it('finishes a started meeting: room closed, the other side told, both pushed; once', async () => {
    at(START);
    const { expert, customer, otherCustomer, otherExpert } = await cast();
    const meeting = await insertMeeting(env.api, { expert, customer, startsAt: '2026-12-01T12:00:00Z' });
    const finish = (who: TestAccount | undefined, lang?: 'en' | 'es') =>
      call(env.api, 'PUT', paths.meetFinish(meeting.id), { token: who?.token, lang });

    at('2026-12-01T11:58:00Z');
    const early = await finish(customer);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('The meeting has not started yet');
    expect((await finish(otherCustomer)).status).toBe(404);
    expect((await finish(otherExpert)).status).toBe(404);
    expect((await finish(undefined)).status).toBe(401);

    at('2026-12-01T12:20:00Z');
    const customerEvents = listen(env.api, customer.userId);
    const expertEvents = listen(env.api, expert.userId);
    const done = await finish(expert);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Meeting finished');
    expect(done.body.data.status).toBe('finished');
    expect(env.closedRooms).toContain(meeting.roomId);
    const [row] = await env.api.app.db.select().from(meetings).where(eq(meetings.id, meeting.id));
    expect(row?.finishedAt?.toISOString()).toBe('2026-12-01T12:20:00.000Z');
    expect(await notificationsOf(customer.userId, 'meeting.finished')).toHaveLength(1);
    expect(await notificationsOf(expert.userId, 'meeting.finished')).toHaveLength(0);
    for (const events of [customerEvents.events, expertEvents.events])
      expect(events).toContainEqual({ type: 'meeting.status', meet_id: meeting.id, status: 'finished' });
    expect(customerEvents.events.some((e) => e.type === 'notification')).toBe(true);

    // Again (the other side's client also reports the end): same answer, nothing repeated.
    const again = await finish(customer, 'es');
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Reunión finalizada');
    expect(await notificationsOf(customer.userId, 'meeting.finished')).toHaveLength(1);
    expect(env.closedRooms.filter((room) => room === meeting.roomId)).toHaveLength(1);

    // The end job later tells nobody again.
    at(meeting.endsAt);
    await env.api.app.jobs.runDue();
    expect(await notificationsOf(customer.userId, 'meeting.finished')).toHaveLength(1);
    expect(await notificationsOf(expert.userId, 'meeting.finished')).toHaveLength(0);
    customerEvents.stop();
    expertEvents.stop();
  });
});

describe('the jobs of a meeting', () => {
  it('tell both sides at start soon, offer more time in the last 5 minutes, and finish at the end', async () => {
    at(START);
    const { expert, customer } = await cast();
    const meeting = await insertMeeting(env.api, { expert, customer, startsAt: '2026-12-01T12:00:00Z' });
    const customerEvents = listen(env.api, customer.userId);
    const expertEvents = listen(env.api, expert.userId);
    const statusPush = (status: string) => ({ type: 'meeting.status', meet_id: meeting.id, status });

    at(minutes(meeting.startsAt, -16));
    await env.api.app.jobs.runDue();
    expect(await notificationsOf(customer.userId, 'meeting.start_soon')).toHaveLength(0);

    at(minutes(meeting.startsAt, -15));
    await env.api.app.jobs.runDue();
    for (const who of [customer, expert]) {
      const [note] = await notificationsOf(who.userId, 'meeting.start_soon');
      expect(note?.data).toMatchObject({ meet_id: meeting.id });
    }
    expect(customerEvents.events).toContainEqual(statusPush('start soon'));
    expect(expertEvents.events).toContainEqual(statusPush('start soon'));

    at(minutes(meeting.endsAt, -6));
    await env.api.app.jobs.runDue();
    const before = await call(env.api, 'GET', paths.meet(meeting.id), { token: customer.token });
    expect(before.body.data.extension_status).toBeNull();

    at(minutes(meeting.endsAt, -5));
    await env.api.app.jobs.runDue();
    const offered = {
      type: 'meeting.extension',
      meet_id: meeting.id,
      extension_status: 'CanRequestMeetExtension',
    };
    expect(customerEvents.events).toContainEqual(offered);
    expect(expertEvents.events).not.toContainEqual(offered);
    expect(await notificationsOf(customer.userId, 'meeting.extension_offered')).toHaveLength(1);
    const during = await call(env.api, 'GET', paths.meet(meeting.id), { token: customer.token });
    expect(during.body.data.extension_status).toBe('CanRequestMeetExtension');

    at(meeting.endsAt);
    await env.api.app.jobs.runDue();
    expect(customerEvents.events).toContainEqual(statusPush('finished'));
    expect(expertEvents.events).toContainEqual(statusPush('finished'));
    expect(customerEvents.events).toContainEqual({
      type: 'meeting.extension',
      meet_id: meeting.id,
      extension_status: null,
    });
    for (const who of [customer, expert])
      expect(await notificationsOf(who.userId, 'meeting.finished')).toHaveLength(1);
    const after = await call(env.api, 'GET', paths.meet(meeting.id), { token: customer.token });
    expect(after.body.data).toMatchObject({ status: 'finished', extension_status: null });
    customerEvents.stop();
    expertEvents.stop();
  });

  it('are safe to run twice and skip a meeting whose times moved or that was released', async () => {
    at(START);
    const { expert, customer } = await cast();
    const meeting = await insertMeeting(env.api, { expert, customer, startsAt: '2026-12-01T12:00:00Z' });
    const { app } = env.api;
    const payload = {
      meetingId: meeting.id,
      startsAt: meeting.startsAt.toISOString(),
      endsAt: meeting.endsAt.toISOString(),
    };
    at(minutes(meeting.startsAt, -15));
    await app.jobs.runDue();
    // The same job delivered again (a crash before it was marked done).
    await app.jobs.schedule('meeting.start_soon', payload, { runAt: minutes(meeting.startsAt, -15) });
    await app.jobs.runDue();
    expect(await notificationsOf(customer.userId, 'meeting.start_soon')).toHaveLength(1);

    // A stale end job (planned for an end that moved) does nothing.
    await app.jobs.schedule(
      'meeting.end',
      { ...payload, endsAt: minutes(meeting.endsAt, -10).toISOString() },
      { runAt: minutes(meeting.endsAt, -10) },
    );
    at(minutes(meeting.endsAt, -10));
    await app.jobs.runDue();
    expect(await notificationsOf(customer.userId, 'meeting.finished')).toHaveLength(0);

    // Released: no jobs act on it.
    await app.db.update(meetings).set({ state: 'released' }).where(eq(meetings.id, meeting.id));
    at(meeting.endsAt);
    await app.jobs.runDue();
    expect(await notificationsOf(customer.userId, 'meeting.finished')).toHaveLength(0);
  });

  it('offer no extension when the expert has a meeting right after the end', async () => {
    at(START);
    const { expert, customer, otherCustomer } = await cast();
    const meeting = await insertMeeting(env.api, { expert, customer, startsAt: '2026-12-01T12:00:00Z' });
    // Starts 10 minutes after the end: less than the shortest rate (15 minutes).
    await insertMeeting(env.api, { expert, customer: otherCustomer, startsAt: '2026-12-01T12:40:00Z' });
    const customerEvents = listen(env.api, customer.userId);
    at(minutes(meeting.endsAt, -5));
    await env.api.app.jobs.runDue();
    expect(customerEvents.events.filter((e) => e.type === 'meeting.extension')).toEqual([]);
    const seen = await call(env.api, 'GET', paths.meet(meeting.id), { token: customer.token });
    expect(seen.body.data.extension_status).toBeNull();
    expect(await notificationsOf(customer.userId, 'meeting.extension_offered')).toHaveLength(0);
    customerEvents.stop();
  });
});
