import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { paths } from 'shared-contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { RECONCILE_JOB } from '../src/charges/index.ts';
import { meetingCharges, meetings, notifications, rates } from '../src/db/schema/index.ts';
import { type PaymentGateway, PaymentUnavailableError } from '../src/payments/gateway.ts';
import {
  type BookingEnvironment,
  makeCustomer,
  makeExpert,
  startBookingEnvironment,
  succeededCharges,
  testClock,
} from './booking-harness.ts';
import { call, type TestApi } from './harness.ts';

const START = '2027-01-04T07:45:00Z';
/** Past the reservation grace (60 s) of a booking made at START. */
const LATER = '2027-01-04T07:50:00Z';
let env: BookingEnvironment | undefined;

function current(): BookingEnvironment {
  if (!env) throw new Error('no environment');
  return env;
}

afterEach(async () => {
  await env?.close();
  env = undefined;
});

type Fault = 'before-charge' | 'after-charge' | 'provider-down';

function faulty(fault: Fault) {
  return (real: PaymentGateway): PaymentGateway => ({
    ...real,
    async chargeOffSession(charge) {
      if (fault === 'before-charge') throw new Error('process died before calling the provider');
      if (fault === 'provider-down') throw new PaymentUnavailableError(new Error('connection refused'));
      await real.chargeOffSession(charge);
      throw new Error('process died after the provider charged');
    },
  });
}

/** A booking answered while the charge step fails; then the api restarts on the same data. */
async function bookThroughFault(fault: Fault, cardNumber = '4242424242424242') {
  const time = testClock(START);
  env = await startBookingEnvironment({ clock: time.clock, wrap: faulty(fault) });
  const expert = await makeExpert(env.api);
  const customer = await makeCustomer(env, { cardNumber });
  const answer = await call(env.api, 'POST', paths.booking(expert.id), {
    token: customer.token,
    headers: { 'idempotency-key': randomUUID() },
    body: { date: '2027-01-04', rate: 'short', start_time: '11:00', payment_method_id: customer.card },
  });
  const [meeting] = await env.api.app.db.select().from(meetings).where(eq(meetings.customerId, customer.id));
  if (!meeting) throw new Error('no meeting held');
  return { answer, meeting, expert, customer, time };
}

async function restartAndReconcile(at = LATER): Promise<TestApi> {
  if (!env) throw new Error('no environment');
  await env.api.stop();
  const later = testClock(at);
  const api = await env.restart({ clock: later.clock });
  await api.app.jobs.runDue();
  return api;
}

async function stateOf(api: TestApi, meetingId: number) {
  const [meeting] = await api.app.db.select().from(meetings).where(eq(meetings.id, meetingId));
  const charges = await api.app.db
    .select()
    .from(meetingCharges)
    .where(eq(meetingCharges.meetingId, meetingId));
  return { meeting, charges };
}

describe('a crash between the steps of a booking is reconciled after a restart', { timeout: 180_000 }, () => {
  it('between charge and confirm: the meeting is confirmed with the one charge made', async () => {
    const { answer, meeting, customer, expert } = await bookThroughFault('after-charge');
    expect(answer.status).toBe(503);
    expect(meeting.state).toBe('reserved');
    expect(succeededCharges(current().standIn, meeting.id)).toHaveLength(1);

    const api = await restartAndReconcile();
    const { meeting: after, charges } = await stateOf(api, meeting.id);
    expect(after?.state).toBe('confirmed');
    expect(after?.roomId).toBe(`meeting-${meeting.id}`);
    expect(charges).toMatchObject([{ status: 'succeeded' }]);
    const atProvider = succeededCharges(current().standIn, meeting.id);
    expect(atProvider).toHaveLength(1);
    expect(atProvider[0]?.id).toBe(charges[0]?.paymentIntentId);
    expect(current().openedRooms).toContain(`meeting-${meeting.id}`);
    for (const userId of [customer.id, expert.id]) {
      const told = await api.app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.type, 'meeting.booked')));
      expect(told).toHaveLength(1);
    }
    // Running the jobs again changes nothing.
    await api.app.jobs.runDue();
    expect(succeededCharges(current().standIn, meeting.id)).toHaveLength(1);
  });

  it('found only after the meeting should have started: the charge made is refunded, the meeting released', async () => {
    const { meeting } = await bookThroughFault('after-charge');
    const [intent] = succeededCharges(current().standIn, meeting.id);
    const api = await restartAndReconcile('2027-01-04T10:05:00Z');
    const { meeting: after, charges } = await stateOf(api, meeting.id);
    expect(after?.state).toBe('released');
    expect(charges).toMatchObject([{ status: 'refunded', paymentIntentId: intent?.id }]);
    const refunds = () =>
      Object.values(current().standIn.core.store.collection('refunds')).filter(
        (refund) => refund.payment_intent === intent?.id,
      );
    expect(refunds()).toHaveLength(1);
    expect(refunds()[0]).toMatchObject({ amount: 2805 });
    await api.app.jobs.runDue();
    expect(refunds()).toHaveLength(1);
    expect(succeededCharges(current().standIn, meeting.id)).toHaveLength(1);
  });

  it('between reserve and charge: the charge is made once by reconciliation, then confirmed', async () => {
    const { answer, meeting } = await bookThroughFault('before-charge');
    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe(
      'The payment could not be completed right now; the time is held while the payment is retried',
    );
    expect(succeededCharges(current().standIn, meeting.id)).toHaveLength(0);
    // As if the process died before planning the reconciliation: the sweep at start finds it.
    await current().api.app.jobs.cancel(RECONCILE_JOB, `meeting-${meeting.id}-booking`);

    const api = await restartAndReconcile();
    const { meeting: after, charges } = await stateOf(api, meeting.id);
    expect(after?.state).toBe('confirmed');
    expect(charges).toMatchObject([{ status: 'succeeded' }]);
    expect(succeededCharges(current().standIn, meeting.id)).toHaveLength(1);
  });

  it('between reserve and charge with a card the provider refuses: released, no charge', async () => {
    const { meeting } = await bookThroughFault('before-charge', '4000000000000341');
    const api = await restartAndReconcile();
    const { meeting: after, charges } = await stateOf(api, meeting.id);
    expect(after?.state).toBe('released');
    expect(charges).toMatchObject([{ status: 'failed', failureMessage: 'message:cardDeclined' }]);
    expect(succeededCharges(current().standIn, meeting.id)).toHaveLength(0);
  });

  it('provider down: the time stays held (409 for others) until reconciliation charges it', async () => {
    const { answer, meeting, expert } = await bookThroughFault('provider-down');
    expect(answer.status).toBe(503);
    const other = await makeCustomer(current());
    const taken = await call(current().api, 'POST', paths.booking(expert.id), {
      token: other.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { date: '2027-01-04', rate: 'short', start_time: '11:00', payment_method_id: other.card },
    });
    expect(taken.status).toBe(409);
    // Before the grace period nothing is retried.
    expect(await current().api.app.jobs.runDue()).toBe(0);
    const api = await restartAndReconcile();
    expect((await stateOf(api, meeting.id)).meeting?.state).toBe('confirmed');
    expect(succeededCharges(current().standIn, meeting.id)).toHaveLength(1);
  });
});

describe('the exclusion constraints decide a race the slot check could not see', { timeout: 180_000 }, () => {
  it('a meeting written between the check and the hold (same expert, or same customer) → 409, no charge', async () => {
    let intruder: (() => Promise<void>) | undefined;
    const time = testClock(START);
    env = await startBookingEnvironment({
      clock: time.clock,
      wrap: (real) => ({
        ...real,
        // The card check runs after the slot check and before the hold: a rival commits here.
        async findCard(customerId, paymentMethodId) {
          const card = await real.findCard(customerId, paymentMethodId);
          await intruder?.();
          intruder = undefined;
          return card;
        },
      }),
    });
    const db = current().api.app.db;
    const expert = await makeExpert(current().api);
    const otherExpert = await makeExpert(current().api);
    const customer = await makeCustomer(current());
    const rival = await makeCustomer(current());
    const [rate] = await db.select().from(rates).where(eq(rates.slug, 'short'));
    const rivalMeeting = (expertId: number, customerId: number) => async () => {
      await db.insert(meetings).values({
        expertId,
        customerId,
        rateId: rate?.id ?? 0,
        priceCents: 2550,
        feeCents: 255,
        startsAt: new Date('2027-01-04T10:15:00Z'),
        endsAt: new Date('2027-01-04T10:45:00Z'),
        state: 'confirmed',
        bookingKey: randomUUID(),
        requestHash: 'rival',
      });
    };
    const attempt = (lang: 'en' | 'es') =>
      call(current().api, 'POST', paths.booking(expert.id), {
        token: customer.token,
        lang,
        headers: { 'idempotency-key': randomUUID() },
        body: { date: '2027-01-04', rate: 'short', start_time: '11:00', payment_method_id: customer.card },
      });

    intruder = rivalMeeting(expert.id, rival.id);
    const sameExpert = await attempt('en');
    expect(sameExpert.status).toBe(409);
    expect(sameExpert.body.message).toBe('This time is no longer available');

    const secondExpert = await makeExpert(current().api);
    intruder = rivalMeeting(otherExpert.id, customer.id);
    const sameCustomer = await call(current().api, 'POST', paths.booking(secondExpert.id), {
      token: customer.token,
      lang: 'es',
      headers: { 'idempotency-key': randomUUID() },
      body: { date: '2027-01-04', rate: 'short', start_time: '11:30', payment_method_id: customer.card },
    });
    expect(sameCustomer.status).toBe(409);
    expect(sameCustomer.body.message).toBe('Este horario ya no está disponible');

    const held = await db.select().from(meetings).where(eq(meetings.customerId, customer.id));
    expect(held.map((meeting) => meeting.state)).toEqual(['confirmed']);
    expect(succeededCharges(current().standIn)).toHaveLength(0);
  });
});

describe('a repeat of a booking still in flight', { timeout: 180_000 }, () => {
  it('waits for the first request and answers the same meeting; one charge', async () => {
    let entered: () => void = () => {};
    const chargeStarted = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    env = await startBookingEnvironment({
      clock: testClock(START).clock,
      wrap: (real) => ({
        ...real,
        async chargeOffSession(charge) {
          entered();
          await gate;
          return real.chargeOffSession(charge);
        },
      }),
    });
    const expert = await makeExpert(current().api);
    const customer = await makeCustomer(current());
    const key = randomUUID();
    const send = () =>
      call(current().api, 'POST', paths.booking(expert.id), {
        token: customer.token,
        headers: { 'idempotency-key': key },
        body: { date: '2027-01-04', rate: 'short', start_time: '12:00', payment_method_id: customer.card },
      });
    const first = send();
    await chargeStarted;
    const second = send();
    await new Promise((resolve) => setTimeout(resolve, 300));
    open();
    const [a, b] = await Promise.all([first, second]);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body).toEqual(a.body);
    expect(succeededCharges(current().standIn)).toHaveLength(1);
  });
});
