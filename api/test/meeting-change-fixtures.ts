import { randomUUID } from 'node:crypto';
import { paths } from 'shared-contracts';
import { afterEach, expect } from 'vitest';
import type { PaymentGateway } from '../src/payments/gateway.ts';
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
import { call, type TestApi } from './harness.ts';

/** Friday 2027-01-08 11:00–11:30 in Madrid (10:00 UTC): four days after START (Monday). */
export const MEETING_DATE = '2027-01-08';
export const MEETING_START = '2027-01-08T10:00:00.000Z';
export const HOUR = 3_600_000;

/** A short meeting (30 min, $25.50 + fee) booked and paid through the api at START. */
export interface Booked {
  env: BookingEnvironment;
  api: TestApi;
  expert: Person;
  customer: Customer;
  meetingId: number;
  time: ReturnType<typeof testClock>;
}

/** A customer books a short hour of an expert through the api. */
export function book(api: TestApi, expertId: number, customer: Customer, date: string, start: string) {
  return call(api, 'POST', paths.booking(expertId), {
    token: customer.token,
    headers: { 'idempotency-key': randomUUID() },
    body: { date, rate: 'short', start_time: start, payment_method_id: customer.card },
  });
}

/**
 * Each test's environment (closed after it): `booked()` starts one with a paid meeting; a test
 * may call it again after closing the first (`close()`).
 */
export function bookedMeetings() {
  let env: BookingEnvironment | undefined;
  afterEach(async () => {
    await env?.close();
    env = undefined;
  });
  const current = (): BookingEnvironment => {
    if (!env) throw new Error('no environment');
    return env;
  };
  return {
    current,
    /** Refunds the Stripe stand-in holds for the meeting. */
    refundsOf(meetingId: number) {
      const { standIn } = current();
      const intents = Object.values(standIn.core.store.collection('payment_intents')).filter(
        (intent) => (intent.metadata as Record<string, string> | undefined)?.meeting_id === String(meetingId),
      );
      const ids = new Set(intents.map((intent) => intent.id));
      return Object.values(standIn.core.store.collection('refunds')).filter((refund) =>
        ids.has(String(refund.payment_intent)),
      );
    },
    async close() {
      await env?.close();
      env = undefined;
    },
    /** An environment without a meeting yet, on `clock`. */
    async start(clock: ReturnType<typeof testClock>['clock']): Promise<BookingEnvironment> {
      env = await startBookingEnvironment({ clock });
      return env;
    },
    async booked(options: { wrap?: (gateway: PaymentGateway) => PaymentGateway } = {}): Promise<Booked> {
      const time = testClock(START);
      env = await startBookingEnvironment({ clock: time.clock, ...options });
      const expert = await makeExpert(env.api);
      const customer = await makeCustomer(env);
      const answer = await book(env.api, expert.id, customer, MEETING_DATE, '11:00');
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return { env, api: env.api, expert, customer, meetingId: answer.body.data.id as number, time };
    },
  };
}
