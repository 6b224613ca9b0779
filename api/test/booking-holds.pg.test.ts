import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { paths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings, slotHolds } from '../src/db/schema/index.ts';
import {
  type BookingEnvironment,
  type Customer,
  makeCustomer,
  makeExpert,
  startBookingEnvironment,
  testClock,
} from './booking-harness.ts';
import { call, type TestApi } from './harness.ts';

// Two api instances on one PostgreSQL database (the same clock): holds and bookings of one slot
// are decided once across both.
const time = testClock('2027-01-04T07:45:00Z');
const DATE = '2027-01-04';
let env: BookingEnvironment;
let second: TestApi;

beforeAll(async () => {
  env = await startBookingEnvironment({ clock: time.clock });
  second = await env.restart({ clock: time.clock });
});
afterAll(async () => env.close());

const instance = (index: number) => (index % 2 === 0 ? env.api : second);
const hold = (api: TestApi, who: Customer, expertId: number, start: string) =>
  call(api, 'POST', paths.bookingHold(expertId), {
    token: who.token,
    body: { date: DATE, rate: 'large', start_time: start },
  });
const book = (api: TestApi, who: Customer, expertId: number, start: string) =>
  call(api, 'POST', paths.booking(expertId), {
    token: who.token,
    headers: { 'idempotency-key': randomUUID() },
    body: { date: DATE, rate: 'large', start_time: start, payment_method_id: who.card },
  });

describe('holds across two api instances on one database', { timeout: 120_000 }, () => {
  let customers: Customer[];
  beforeAll(async () => {
    customers = await Promise.all(Array.from({ length: 12 }, () => makeCustomer(env)));
  });

  it('of many customers holding one slot at once through both instances, exactly one holds it', async () => {
    const expert = await makeExpert(env.api);
    const answers = await Promise.all(
      customers.map((customer, index) => hold(instance(index), customer, expert.id, '11:00')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(customers.length - 1);
    const rows = await env.api.app.db.select().from(slotHolds).where(eq(slotHolds.expertId, expert.id));
    expect(rows).toHaveLength(1);
    const winnerIndex = statuses.indexOf(200);
    const winner = customers[winnerIndex] as Customer;
    expect(rows[0]?.customerId).toBe(winner.id);
    // Nobody else books it through either instance; the holder does, through the other one.
    const others = customers.filter((_, index) => index !== winnerIndex);
    const refused = await Promise.all(
      others.map((customer, index) => book(instance(index), customer, expert.id, '11:00')),
    );
    expect(refused.map((answer) => answer.status)).toEqual(others.map(() => 409));
    const booked = await book(instance(winnerIndex + 1), winner, expert.id, '11:00');
    expect(booked.status).toBe(201);
    expect(await env.api.app.db.select().from(slotHolds).where(eq(slotHolds.expertId, expert.id))).toEqual(
      [],
    );
  });

  it('a hold and a booking of one slot racing on two instances never both succeed', async () => {
    const expert = await makeExpert(env.api, {
      schedule: ['monday'].map((weekday) => ({ weekday, start_time: '09:00', end_time: '13:00' })),
    });
    for (const [round, start] of ['10:00', '11:00', '12:00'].entries()) {
      const holder = customers[round * 2] as Customer;
      const booker = customers[round * 2 + 1] as Customer;
      const [held, booked] = await Promise.all([
        hold(env.api, holder, expert.id, start),
        book(second, booker, expert.id, start),
      ]);
      const successes = [held.status === 200, booked.status === 201].filter(Boolean);
      expect(successes).toHaveLength(1);
      expect([held.status, booked.status]).toContain(409);
      // The slot is either held or booked, once.
      const startsAt = new Date(`${DATE}T${String(Number(start.slice(0, 2)) - 1).padStart(2, '0')}:00:00Z`);
      const liveMeetings = await env.api.app.db
        .select()
        .from(meetings)
        .where(
          and(
            eq(meetings.expertId, expert.id),
            eq(meetings.startsAt, startsAt),
            inArray(meetings.state, ['reserved', 'confirmed']),
          ),
        );
      const holds = await env.api.app.db
        .select()
        .from(slotHolds)
        .where(and(eq(slotHolds.expertId, expert.id), eq(slotHolds.startsAt, startsAt)));
      expect(liveMeetings.length + holds.length).toBe(1);
      await call(env.api, 'DELETE', paths.bookingHold(expert.id), { token: holder.token });
    }
  });
});
