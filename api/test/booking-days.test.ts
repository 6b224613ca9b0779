import { eq } from 'drizzle-orm';
import { type BookingDays, paths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { meetings, rates } from '../src/db/schema/index.ts';
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

// Monday 2027-01-04, 08:45 in Madrid (UTC+1).
const START = '2027-01-04T07:45:00Z';
const time = testClock(START);
let env: BookingEnvironment;

beforeAll(async () => {
  env = await startBookingEnvironment({ clock: time.clock });
});
afterAll(async () => env.close());

const days = (who: Person | undefined, expertId: number, query: string, lang?: 'en' | 'es') =>
  call(env.api, 'GET', `${paths.bookingDays(expertId)}?${query}`, { token: who?.token, lang });
const availability = (who: Person, expertId: number, date: string, rate: string) =>
  call(env.api, 'GET', `${paths.bookingAvailability(expertId)}?date=${date}&rate=${rate}`, {
    token: who.token,
  });

/** A live meeting written directly: the expert's or the customer's time is taken. */
async function meetingAt(expertId: number, customerId: number, startsAt: string, endsAt: string) {
  const [rate] = await env.api.app.db.select().from(rates).where(eq(rates.slug, 'large'));
  await env.api.app.db.insert(meetings).values({
    expertId,
    customerId,
    rateId: rate?.id ?? 1,
    priceCents: 5000,
    feeCents: 500,
    startsAt: new Date(startsAt),
    endsAt: new Date(endsAt),
    state: 'confirmed',
    bookingKey: `${customerId}:${startsAt}:${Math.random()}`,
    requestHash: 'x'.repeat(64),
  });
}

/** The dates of the month the availability call offers at least one slot on (422 after the plan end: none). */
async function datesWithSlots(who: Person, expertId: number, month: string, rate: string) {
  const found: string[] = [];
  for (let day = 1; day <= 31; day += 1) {
    const date = `${month}-${String(day).padStart(2, '0')}`;
    if (Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || new Date(`${date}T00:00:00Z`).getUTCDate() !== day)
      continue;
    const answer = await availability(who, expertId, date, rate);
    if (answer.status === 200 && answer.body.data.length > 0) found.push(date);
  }
  return found;
}

describe('days of a month with free hours', () => {
  let expert: Person;
  let customer: Customer;
  let other: Customer;
  beforeAll(async () => {
    time.set(START);
    // Mondays 09:00–11:00 in Madrid (large: 09:00 and 10:00); the trial ends on Wednesday 2027-01-20.
    expert = await makeExpert(env.api, {
      timezone: 'Europe/Madrid',
      schedule: [{ weekday: 'monday', start_time: '09:00', end_time: '11:00' }],
      plan: { status: 'trialing', trialEndsAt: new Date('2027-01-20T00:00:00Z') },
    });
    customer = await makeCustomer(env, { timezone: 'America/New_York' });
    other = await makeCustomer(env, { timezone: 'Europe/Madrid' });
    // Monday 11: fully booked by another customer.
    await meetingAt(expert.id, other.id, '2027-01-11T08:00:00Z', '2027-01-11T10:00:00Z');
  });

  it('answers the dates with a free slot: not a fully booked day, nor a day past the plan end', async () => {
    const answer = await days(customer, expert.id, 'month=2027-01&rate=large');
    expect(answer.status).toBe(200);
    const body = answer.body.data as BookingDays;
    // 04 (10:00 only: 09:00 is less than 60 minutes ahead), not 11 (booked), 18, not 25 (after the trial).
    expect(body).toEqual({
      month: '2027-01',
      days: ['2027-01-04', '2027-01-18'],
      next_available: '2027-01-04',
    });
    // The same rules as the availability call, date by date.
    expect(await datesWithSlots(customer, expert.id, '2027-01', 'large')).toEqual(body.days);
    // A month after the plan end has no day; next_available is still from today on.
    const february = await days(customer, expert.id, 'month=2027-02&rate=large');
    expect(february.body.data).toEqual({ month: '2027-02', days: [], next_available: '2027-01-04' });
    // A month already past has no day either.
    const past = await days(customer, expert.id, 'month=2026-12&rate=large');
    expect(past.body.data.days).toEqual([]);
  });

  it("leaves out the customer's own live meetings with anyone", async () => {
    const elsewhere = await makeExpert(env.api, { timezone: 'Europe/Madrid' });
    await meetingAt(elsewhere.id, customer.id, '2027-01-18T08:00:00Z', '2027-01-18T10:00:00Z');
    const answer = await days(customer, expert.id, 'month=2027-01&rate=large');
    expect(answer.body.data.days).toEqual(['2027-01-04']);
    expect(await datesWithSlots(customer, expert.id, '2027-01', 'large')).toEqual(['2027-01-04']);
    // Another customer still sees Monday 18 free.
    expect((await days(other, expert.id, 'month=2027-01&rate=large')).body.data.days).toEqual([
      '2027-01-04',
      '2027-01-18',
    ]);
  });

  it('next_available jumps past a day with no hour left, and is null when none is left in the window', async () => {
    // 10:30 UTC: 11:30 in Madrid, Monday 4 has nothing left; 11 is booked; 18 is taken for this
    // customer (previous test) → nothing until the trial end.
    time.set('2027-01-04T10:30:00Z');
    const none = await days(customer, expert.id, 'month=2027-01&rate=large');
    expect(none.body.data).toEqual({ month: '2027-01', days: [], next_available: null });
    const forOther = await days(other, expert.id, 'month=2027-01&rate=large');
    expect(forOther.body.data).toEqual({
      month: '2027-01',
      days: ['2027-01-18'],
      next_available: '2027-01-18',
    });
    time.set(START);
  });

  it('reads the database a bounded number of times, not once per day', async () => {
    const select = vi.spyOn(env.api.app.db, 'select');
    try {
      const counts: number[] = [];
      for (const month of ['2027-01', '2027-02', '2027-03']) {
        select.mockClear();
        expect((await days(other, expert.id, `month=${month}&rate=large`)).status).toBe(200);
        counts.push(select.mock.calls.length);
      }
      const long = await makeExpert(env.api, { timezone: 'Europe/Madrid' });
      select.mockClear();
      const busyMonth = await days(other, long.id, 'month=2027-03&rate=short');
      expect(busyMonth.body.data.days).toHaveLength(31);
      counts.push(select.mock.calls.length);
      for (const count of counts) {
        expect(count).toBeGreaterThan(3);
        // Per span read: meetings, holds and the expert's calendar busy times (two spans at most).
        expect(count).toBeLessThanOrEqual(12);
      }
    } finally {
      select.mockRestore();
    }
  });

  it('checks month and rate with field errors; 404 unknown expert; 409 not bookable', async () => {
    expect((await days(undefined, expert.id, 'month=2027-01&rate=large')).status).toBe(401);
    for (const month of ['2027-13', '2027-1', 'january', '1999-12', '']) {
      const bad = await days(customer, expert.id, `month=${month}&rate=large`);
      expect(bad.status).toBe(422);
      expect(bad.body.data.month).toEqual(['Select a valid month (yyyy-MM)']);
    }
    const spanish = await days(customer, expert.id, 'month=2027-00&rate=large', 'es');
    expect(spanish.body.data.month).toEqual(['Selecciona un mes válido (aaaa-MM)']);
    const noRate = await days(customer, expert.id, 'month=2027-01');
    expect(noRate.status).toBe(422);
    expect(noRate.body.data.rate).toEqual(['Select a rate']);
    const unknownRate = await days(customer, expert.id, 'month=2027-01&rate=huge');
    expect(unknownRate.body.data.rate).toEqual(['Select a rate']);
    const notOffered = await makeExpert(env.api, { prices: { short: 2000 } });
    const refused = await days(customer, notOffered.id, 'month=2027-01&rate=large');
    expect(refused.status).toBe(422);
    expect(refused.body.data.rate).toEqual(['This expert does not offer this rate']);
    expect((await days(customer, 999999, 'month=2027-01&rate=large')).status).toBe(404);
    const canceled = await makeExpert(env.api, { plan: { status: 'canceled' } });
    const notBookable = await days(customer, canceled.id, 'month=2027-01&rate=large');
    expect(notBookable.status).toBe(409);
    expect(notBookable.body.message).toBe('This expert is not taking bookings right now');
  });

  it('a DST month: a day whose only hour falls in the spring-forward gap has no slot', async () => {
    time.set('2027-03-01T12:00:00Z');
    // Sundays 02:00–03:00 in New York: on March 14 02:00 does not exist.
    const newYork = await makeExpert(env.api, {
      timezone: 'America/New_York',
      schedule: [{ weekday: 'sunday', start_time: '02:00', end_time: '03:00' }],
    });
    const tokyo = await makeCustomer(env, { timezone: 'Asia/Tokyo' });
    const march = await days(tokyo, newYork.id, 'month=2027-03&rate=large');
    expect(march.body.data).toEqual({
      month: '2027-03',
      days: ['2027-03-07', '2027-03-21', '2027-03-28'],
      next_available: '2027-03-07',
    });
    expect(await datesWithSlots(tokyo, newYork.id, '2027-03', 'large')).toEqual(march.body.data.days);
    // Madrid, Sundays 02:00–03:00 (short): on March 28 the whole range is in the gap (02:00 → 03:00).
    const madrid = await makeExpert(env.api, {
      timezone: 'Europe/Madrid',
      schedule: [{ weekday: 'sunday', start_time: '02:00', end_time: '03:00' }],
    });
    const spring = await days(tokyo, madrid.id, 'month=2027-03&rate=short');
    expect(spring.body.data.days).toEqual(['2027-03-07', '2027-03-14', '2027-03-21']);
    expect(await datesWithSlots(tokyo, madrid.id, '2027-03', 'short')).toEqual(spring.body.data.days);
    time.set(START);
  });
});
