import { eq } from 'drizzle-orm';
import { paths } from 'shared-contracts';
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

// Monday 2027-01-04, 08:45 in Madrid (UTC+1): the first bookable start is 09:45 there.
const time = testClock('2027-01-04T07:45:00Z');
const DATE = '2027-01-11';
let env: BookingEnvironment;
let expert: Person;
let customer: Customer;
let other: Customer;

beforeAll(async () => {
  env = await startBookingEnvironment({ clock: time.clock });
  expert = await makeExpert(env.api, {
    timezone: 'Europe/Madrid',
    schedule: [{ weekday: 'monday', start_time: '09:00', end_time: '13:00' }],
  });
  customer = await makeCustomer(env, { timezone: 'America/New_York' });
  other = await makeCustomer(env, { timezone: 'Europe/Madrid' });
  // 10:00–11:00 in Madrid on the date asked: the expert's live meeting with another customer.
  await meetingAt(other.id, '2027-01-11T09:00:00Z');
});
afterAll(async () => env.close());

async function meetingAt(customerId: number, startsAt: string, state = 'confirmed') {
  const [rate] = await env.api.app.db.select().from(rates).where(eq(rates.slug, 'large'));
  const start = new Date(startsAt);
  await env.api.app.db.insert(meetings).values({
    expertId: expert.id,
    customerId,
    rateId: rate?.id ?? 1,
    priceCents: 5000,
    feeCents: 500,
    startsAt: start,
    endsAt: new Date(start.getTime() + 60 * 60_000),
    state,
    bookingKey: `${customerId}:${startsAt}:${Math.random()}`,
    requestHash: 'x'.repeat(64),
  });
}

/** The SQL statements the database driver receives while `request` runs (either engine). */
async function statementsOf(request: () => Promise<unknown>): Promise<string[]> {
  const client = (env.api.app.db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> })
    .$client;
  const method = typeof client.unsafe === 'function' ? 'unsafe' : 'query';
  const sent = vi.spyOn(client, method);
  try {
    await request();
    return sent.mock.calls.map(([text]) => String(text));
  } finally {
    sent.mockRestore();
  }
}

/** Statements of the booking day (the session lookup of the signed-in caller left aside). */
const dayStatements = (statements: string[]) =>
  statements.filter((text) =>
    /schedule_items|meetings|slot_holds|expert_rates|expert_profiles|subscriptions/.test(text),
  );

const availability = () =>
  call(env.api, 'GET', `${paths.bookingAvailability(expert.id)}?date=${DATE}&rate=large`, {
    token: customer.token,
  });
const preview = () =>
  call(env.api, 'GET', `${paths.bookingPreview(expert.id)}?date=${DATE}&rate=large&start_time=11:00`, {
    token: customer.token,
  });

describe('one round trip per day asked', () => {
  it('answers availability and preview with one statement, however many past meetings the expert has', async () => {
    let slots: unknown;
    let quote: unknown;
    const before = [
      await statementsOf(async () => {
        const answer = await availability();
        expect(answer.status).toBe(200);
        slots = answer.body.data;
      }),
      await statementsOf(async () => {
        const answer = await preview();
        expect(answer.status).toBe(200);
        quote = answer.body.data;
      }),
    ];
    expect((slots as { start_time: string }[]).map((slot) => slot.start_time)).toEqual([
      '2027-01-11 09:00',
      '2027-01-11 11:00',
      '2027-01-11 12:00',
    ]);

    // A long history: 60 past meetings of the expert (live or released) change neither the answer nor the reads.
    for (let week = 1; week <= 30; week += 1) {
      const monday = new Date(Date.parse('2026-12-28T09:00:00Z') - week * 7 * 24 * 60 * 60_000);
      await meetingAt(other.id, monday.toISOString());
      await meetingAt(customer.id, new Date(monday.getTime() + 2 * 60 * 60_000).toISOString(), 'released');
    }
    const after = [
      await statementsOf(async () => expect((await availability()).body.data).toEqual(slots)),
      await statementsOf(async () => expect((await preview()).body.data).toEqual(quote)),
    ];
    for (const statements of [...before, ...after]) expect(dayStatements(statements)).toHaveLength(1);
  });

  it('keeps the one statement for a customer zone day and for a slot that is taken', async () => {
    const zoned = await statementsOf(async () => {
      const answer = await call(
        env.api,
        'GET',
        `${paths.bookingAvailability(expert.id)}?date=${DATE}&rate=large&timezone=America/New_York`,
        { token: customer.token },
      );
      expect(answer.status).toBe(200);
      // 09:00 and 11:00, 12:00 in Madrid are 03:00, 05:00, 06:00 in New York on the same date.
      expect(
        answer.body.data.map((slot: { start_time_converted: string }) => slot.start_time_converted),
      ).toEqual(['2027-01-11 03:00', '2027-01-11 05:00', '2027-01-11 06:00']);
    });
    const taken = await statementsOf(async () => {
      const answer = await call(
        env.api,
        'GET',
        `${paths.bookingPreview(expert.id)}?date=${DATE}&rate=large&start_time=10:00`,
        { token: customer.token },
      );
      expect(answer.status).toBe(422);
    });
    expect(dayStatements(zoned)).toHaveLength(1);
    expect(dayStatements(taken)).toHaveLength(1);
  });
});
