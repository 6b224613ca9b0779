import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { paths, type SlotHold } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWEEP_HOLDS_JOB } from '../src/booking/holds.ts';
import { jobs, slotHolds } from '../src/db/schema/index.ts';
import { marketplaceRules } from '../src/marketplace/rules.ts';
import {
  type BookingEnvironment,
  type Customer,
  makeCustomer,
  makeExpert,
  type Person,
  startBookingEnvironment,
  testClock,
} from './booking-harness.ts';
import { call } from './harness.ts';

// Monday 2027-01-04, 08:45 in Madrid (UTC+1): large slots at 10:00, 11:00 and 12:00.
const START = '2027-01-04T07:45:00Z';
const DATE = '2027-01-04';
const HOLD_MS = marketplaceRules.slotHoldMinutes * 60_000;
const time = testClock(START);
let env: BookingEnvironment;

beforeAll(async () => {
  env = await startBookingEnvironment({ clock: time.clock });
});
afterAll(async () => env.close());

const slot = (start: string, date = DATE) => ({ date, rate: 'large', start_time: start });
const hold = (who: Person, expertId: number, body: Record<string, unknown>, lang?: 'en' | 'es') =>
  call(env.api, 'POST', paths.bookingHold(expertId), { token: who.token, body, lang });
const release = (who: Person, expertId: number) =>
  call(env.api, 'DELETE', paths.bookingHold(expertId), { token: who.token });
const starts = async (who: Person, expertId: number, date = DATE) => {
  const answer = await call(
    env.api,
    'GET',
    `${paths.bookingAvailability(expertId)}?date=${date}&rate=large`,
    {
      token: who.token,
    },
  );
  return (answer.body.data as { start_time: string }[]).map((s) => s.start_time.slice(11));
};
const preview = (who: Person, expertId: number, start: string) =>
  call(env.api, 'GET', `${paths.bookingPreview(expertId)}?date=${DATE}&rate=large&start_time=${start}`, {
    token: who.token,
  });
const book = (who: Customer, expertId: number, start: string, date = DATE) =>
  call(env.api, 'POST', paths.booking(expertId), {
    token: who.token,
    headers: { 'idempotency-key': randomUUID() },
    body: { ...slot(start, date), payment_method_id: who.card },
  });
const daysOf = async (who: Person, expertId: number) =>
  (
    await call(env.api, 'GET', `${paths.bookingDays(expertId)}?month=2027-01&rate=large`, {
      token: who.token,
    })
  ).body.data;
const holdsOf = (customerId: number) =>
  env.api.app.db.select().from(slotHolds).where(eq(slotHolds.customerId, customerId));

describe('the hour held while the customer pays', () => {
  let expert: Person;
  let holder: Customer;
  let other: Customer;
  beforeAll(async () => {
    expert = await makeExpert(env.api, { timezone: 'Europe/Madrid' });
    holder = await makeCustomer(env, { timezone: 'America/New_York' });
    other = await makeCustomer(env, { timezone: 'Europe/Madrid' });
  });

  it('holds the slot for the customer for a few minutes; asking again answers the same hold', async () => {
    time.set(START);
    const held = await hold(holder, expert.id, slot('11:00'));
    expect(held.status).toBe(200);
    expect(held.body.data as SlotHold).toEqual({
      start_time: '2027-01-04 11:00',
      end_time: '2027-01-04 12:00',
      start_time_converted: '2027-01-04 05:00',
      end_time_converted: '2027-01-04 06:00',
      starts_at: '2027-01-04T10:00:00.000Z',
      ends_at: '2027-01-04T11:00:00.000Z',
      expires_at: new Date(Date.parse(START) + HOLD_MS).toISOString(),
    });
    time.advance(60_000);
    const again = await hold(holder, expert.id, { ...slot('2027-01-04 11:00'), end_time: 'ignored' });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(held.body.data);
    expect(await holdsOf(holder.id)).toHaveLength(1);
  });

  it('others see it taken (availability, days, preview, hold, booking); the holder does not', async () => {
    expect(await starts(other, expert.id)).toEqual(['10:00', '12:00']);
    expect(await starts(holder, expert.id)).toEqual(['10:00', '11:00', '12:00']);
    const otherPreview = await preview(other, expert.id, '11:00');
    expect(otherPreview.status).toBe(422);
    expect(otherPreview.body.data.start_time).toEqual([
      'Another customer is booking this time; please select another one',
    ]);
    expect((await preview(holder, expert.id, '11:00')).status).toBe(200);
    const refused = await hold(other, expert.id, slot('11:00'), 'es');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Otro cliente está reservando este horario; selecciona otro');
    const notBooked = await book(other, expert.id, '11:00');
    expect(notBooked.status).toBe(409);
    expect(notBooked.body.message).toBe('Another customer is booking this time; please select another one');
    expect(notBooked.body.error.code).toBe('bookingSlotHeld');
    // The day still has other free hours for everyone.
    expect((await daysOf(other, expert.id)).days).toContain(DATE);
  });

  it('the holder books the held slot, which consumes the hold', async () => {
    const booked = await book(holder, expert.id, '11:00');
    expect(booked.status).toBe(201);
    expect(booked.body.data.slot.start_time).toBe('2027-01-04 11:00');
    expect(await holdsOf(holder.id)).toEqual([]);
    // Booked now: taken for the other customer too, with the "no longer available" answer.
    const taken = await hold(other, expert.id, slot('11:00'));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('This time is no longer available');
  });

  it('release frees it at once; releasing nothing is fine too', async () => {
    expect((await hold(holder, expert.id, slot('12:00'))).status).toBe(200);
    expect((await hold(other, expert.id, slot('12:00'))).status).toBe(409);
    const released = await release(holder, expert.id);
    expect(released.status).toBe(200);
    expect(released.body.message).toBe('The time is no longer held');
    expect(await holdsOf(holder.id)).toEqual([]);
    expect(await starts(other, expert.id)).toEqual(['10:00', '12:00']);
    expect((await hold(other, expert.id, slot('12:00'))).status).toBe(200);
    expect((await release(holder, expert.id)).status).toBe(200);
    expect((await release(other, expert.id)).status).toBe(200);
  });

  it('an id no database row can have is a 422, never a 500 (on hold, release, days, availability)', async () => {
    const id = '99999999999999999999';
    for (const [method, path] of [
      ['DELETE', paths.bookingHold(id)],
      ['POST', paths.bookingHold(id)],
      ['GET', `${paths.bookingDays(id)}?month=2027-01&rate=large`],
      ['GET', `${paths.bookingAvailability(id)}?date=${DATE}&rate=large`],
    ] as const) {
      const answer = await call(env.api, method, path, {
        token: holder.token,
        body: method === 'POST' ? slot('12:00') : undefined,
      });
      expect(answer.status, `${method} ${path}`).toBe(422);
      expect(answer.body.data.id).toEqual(['Invalid value']);
    }
  });

  it('a customer holds one slot at a time: holding another releases the first', async () => {
    expect((await hold(other, expert.id, slot('10:00'))).status).toBe(200);
    expect((await hold(other, expert.id, slot('12:00'))).status).toBe(200);
    const rows = await holdsOf(other.id);
    expect(rows.map((row) => row.startsAt.toISOString())).toEqual(['2027-01-04T11:00:00.000Z']);
    expect(await starts(holder, expert.id)).toEqual(['10:00']);
    await release(other, expert.id);
  });

  it('expiry frees it: an expired hold blocks no one, even before the sweep', async () => {
    time.set(START);
    expect((await hold(other, expert.id, slot('12:00'))).status).toBe(200);
    time.advance(HOLD_MS - 1000);
    expect((await hold(holder, expert.id, slot('12:00'))).status).toBe(409);
    time.advance(1000);
    // Not swept yet (the job has not run), yet ignored everywhere.
    expect(await holdsOf(other.id)).toHaveLength(1);
    expect(await starts(holder, expert.id)).toEqual(['10:00', '12:00']);
    expect((await preview(holder, expert.id, '12:00')).status).toBe(200);
    const taken = await hold(holder, expert.id, slot('12:00'));
    expect(taken.status).toBe(200);
    expect(await holdsOf(other.id)).toEqual([]);
    await release(holder, expert.id);
  });

  it('an expert session cannot hold, nor hold their own time; hours outside the schedule are 422', async () => {
    const expertArea = await hold(expert, expert.id, slot('10:00'));
    expect(expertArea.status).toBe(403);
    const outside = await hold(holder, expert.id, slot('15:00'));
    expect(outside.status).toBe(422);
    expect(outside.body.data.start_time).toEqual(['This hour is not available, please select another one']);
    const noHour = await hold(holder, expert.id, { date: DATE, rate: 'large' });
    expect(noHour.status).toBe(422);
    expect(noHour.body.data.start_time).toEqual(['Select an hour']);
    expect((await hold(holder, 999999, slot('10:00'))).status).toBe(404);
  });

  it("a day whose only free hour another customer holds is left out of that customer's days", async () => {
    time.set(START);
    const single = await makeExpert(env.api, {
      timezone: 'Europe/Madrid',
      schedule: [{ weekday: 'monday', start_time: '10:00', end_time: '11:00' }],
    });
    expect((await daysOf(other, single.id)).days).toEqual([
      '2027-01-04',
      '2027-01-11',
      '2027-01-18',
      '2027-01-25',
    ]);
    expect((await hold(holder, single.id, slot('10:00'))).status).toBe(200);
    const seen = await daysOf(other, single.id);
    expect(seen.days).toEqual(['2027-01-11', '2027-01-18', '2027-01-25']);
    expect(seen.next_available).toBe('2027-01-11');
    expect((await daysOf(holder, single.id)).days).toContain('2027-01-04');
    await release(holder, single.id);
  });

  it('the sweep job deletes expired holds at their expiry', async () => {
    time.set(START);
    const held = await hold(other, expert.id, slot('10:00', '2027-01-05'));
    expect(held.status).toBe(200);
    const [row] = await holdsOf(other.id);
    const [job] = await env.api.app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, SWEEP_HOLDS_JOB), eq(jobs.key, `hold-${row?.id}`)));
    expect(job?.runAt.toISOString()).toBe(held.body.data.expires_at);
    await env.api.app.jobs.runDue();
    expect(await holdsOf(other.id)).toHaveLength(1);
    time.set(held.body.data.expires_at);
    await env.api.app.jobs.runDue();
    expect(await holdsOf(other.id)).toEqual([]);
  });
});
