import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { paths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings } from '../src/db/schema/index.ts';
import {
  type BookingEnvironment,
  type Customer,
  makeCustomer,
  makeExpert,
  startBookingEnvironment,
  succeededCharges,
  testClock,
} from './booking-harness.ts';
import { call } from './harness.ts';

const CUSTOMERS = 200;
let env: BookingEnvironment;

beforeAll(async () => {
  env = await startBookingEnvironment({ clock: testClock('2027-01-04T07:45:00Z').clock });
});
afterAll(async () => env.close());

describe('concurrent bookings of one slot', { timeout: 300_000 }, () => {
  it(`${CUSTOMERS} customers at once: exactly one meeting and one charge, the others 409`, async () => {
    const expert = await makeExpert(env.api);
    const customers: Customer[] = [];
    for (let batch = 0; batch < CUSTOMERS; batch += 20) {
      customers.push(...(await Promise.all(Array.from({ length: 20 }, () => makeCustomer(env)))));
    }
    const answers = await Promise.all(
      customers.map((customer) =>
        call(env.api, 'POST', paths.booking(expert.id), {
          token: customer.token,
          headers: { 'idempotency-key': randomUUID() },
          body: { date: '2027-01-04', rate: 'large', start_time: '11:00', payment_method_id: customer.card },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(CUSTOMERS - 1);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.body.message).toBe('This time is no longer available');

    const live = await env.api.app.db
      .select()
      .from(meetings)
      .where(and(eq(meetings.expertId, expert.id), inArray(meetings.state, ['reserved', 'confirmed'])));
    expect(live).toHaveLength(1);
    expect(live[0]?.state).toBe('confirmed');
    const winner = answers.find((answer) => answer.status === 201);
    expect(winner?.body.data.id).toBe(live[0]?.id);
    // The stand-in of this file saw no other charge: exactly one PaymentIntent succeeded, the winner's.
    const charges = succeededCharges(env.standIn);
    expect(charges).toHaveLength(1);
    expect(charges[0]?.metadata).toMatchObject({ meeting_id: String(live[0]?.id) });
  });
});
