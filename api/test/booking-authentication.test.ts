import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type BookingAuthenticationRequired, paths } from 'shared-contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOLD_MS } from '../src/booking/holds.ts';
import { meetingCharges, meetings, notifications, slotHolds } from '../src/db/schema/index.ts';
import {
  type BookingEnvironment,
  type Customer,
  makeCustomer,
  makeExpert,
  type Person,
  startBookingEnvironment,
  succeededCharges,
  testClock,
} from './booking-harness.ts';
import { call } from './harness.ts';
import { confirmCardPayment, elementsCard } from './payments-harness.ts';

// Monday 2027-01-04, 08:45 in Madrid: large (60 min) slots at 10:00, 11:00 and 12:00 there.
const START = '2027-01-04T07:45:00Z';
const time = testClock(START);
const ALWAYS_AUTHENTICATE = '4000002760003184';
const AUTHENTICATE_UNLESS_SET_UP = '4000002500003155';
const WEBHOOK_SECRET = 'whsec_booking_test';
let env: BookingEnvironment;

beforeAll(async () => {
  env = await startBookingEnvironment({ clock: time.clock });
});
afterAll(async () => env.close());
beforeEach(() => time.set(START));

const slot = (start: string) => ({ date: '2027-01-04', rate: 'large', start_time: start });
const book = (who: Customer, expertId: number, start: string, key = randomUUID(), lang?: 'en' | 'es') =>
  call(env.api, 'POST', paths.booking(expertId), {
    token: who.token,
    lang,
    headers: { 'idempotency-key': key },
    body: { ...slot(start), payment_method_id: who.card },
  });
const authenticated = (who: Person, meetingId: number, lang?: 'en' | 'es') =>
  call(env.api, 'POST', paths.meetAuthentication(meetingId), { token: who.token, lang });
const giveUp = (who: Person, meetingId: number, lang?: 'en' | 'es') =>
  call(env.api, 'DELETE', paths.meetAuthentication(meetingId), { token: who.token, lang });
const meetingState = async (id: number) =>
  (await env.api.app.db.select().from(meetings).where(eq(meetings.id, id)))[0]?.state;
const bookingCharge = async (meetingId: number) =>
  (
    await env.api.app.db
      .select()
      .from(meetingCharges)
      .where(and(eq(meetingCharges.meetingId, meetingId), eq(meetingCharges.kind, 'booking')))
  )[0];
const intentAtStandIn = (id: string) => env.standIn.core.store.get('payment_intents', id);
const intentOf = (payment: BookingAuthenticationRequired['payment']) =>
  payment.client_secret.split('_secret_')[0] ?? '';

/** A booking with a card that always asks for authentication: its 202 payload. */
async function bookAuthenticating(expert: Person, start: string, key = randomUUID()) {
  const customer = await makeCustomer(env, {
    cardNumber: ALWAYS_AUTHENTICATE,
    setUpWithAuthentication: true,
  });
  const answer = await book(customer, expert.id, start, key);
  expect(answer.status).toBe(202);
  return { customer, key, answer, data: answer.body.data as BookingAuthenticationRequired };
}

describe('a card whose bank asks for authentication at booking', () => {
  let expert: Person;
  beforeAll(async () => {
    expert = await makeExpert(env.api, { timezone: 'Europe/Madrid' });
  });

  it('answers 202 with the client secret, holds the hour, then books once the customer authenticated', async () => {
    const { customer, key, answer, data } = await bookAuthenticating(expert, '10:00');
    expect(answer.body.message).toBe('Your bank asks you to confirm this payment');
    expect(data).toEqual({
      meeting_id: expect.any(Number),
      payment: {
        status: 'requires_action',
        client_secret: expect.stringMatching(/^pi_.+_secret_/),
        payment_method_id: customer.card,
        expires_at: new Date(new Date(START).getTime() + HOLD_MS).toISOString(),
      },
    });
    expect(await meetingState(data.meeting_id)).toBe('reserved');
    expect(await bookingCharge(data.meeting_id)).toMatchObject({
      status: 'pending',
      paymentIntentId: intentOf(data.payment),
    });

    // The hour is held while the customer is at their bank's step.
    const other = await makeCustomer(env);
    expect((await book(other, expert.id, '10:00')).status).toBe(409);
    // The same key answers the same 202 at once, in the request's language.
    const replayed = await book(customer, expert.id, '10:00', key, 'es');
    expect(replayed.status).toBe(202);
    expect(replayed.body).toEqual({ ...answer.body, message: 'Tu banco te pide confirmar este pago' });
    // Before the customer did anything the payment still waits.
    const early = await authenticated(customer, data.meeting_id);
    expect(early.status).toBe(202);
    expect(early.body.data).toEqual(data);

    // Only the meeting's customer settles it.
    expect((await authenticated(other, data.meeting_id)).status).toBe(404);
    expect((await giveUp(other, data.meeting_id)).status).toBe(404);
    expect((await authenticated(expert, data.meeting_id)).status).toBe(403);
    expect(await meetingState(data.meeting_id)).toBe('reserved');

    const done = await confirmCardPayment(env.stripeUrl, data.payment, 'succeed');
    expect(done.body.status).toBe('succeeded');
    const booked = await authenticated(customer, data.meeting_id);
    expect(booked.status).toBe(201);
    expect(booked.body.message).toBe('Request Received');
    expect(booked.body.data).toMatchObject({
      id: data.meeting_id,
      status: 'booked',
      room_id: `meeting-${data.meeting_id}`,
      meet: { total: 55 },
      slot: { start_time: '2027-01-04 10:00' },
    });
    expect(await meetingState(data.meeting_id)).toBe('confirmed');
    // The room is opened by the meeting's set-up, a job the confirmation woke: off the request's path.
    await env.api.app.jobs.runDue();
    expect(env.openedRooms).toContain(`meeting-${data.meeting_id}`);
    expect(succeededCharges(env.standIn, data.meeting_id)).toHaveLength(1);
    expect(await bookingCharge(data.meeting_id)).toMatchObject({
      status: 'succeeded',
      paymentIntentId: intentOf(data.payment),
    });

    // Both sides see it; the expert is told.
    const customerList = await call(env.api, 'GET', paths.meets, { token: customer.token });
    expect(customerList.body.data.map((meet: { id: number }) => meet.id)).toContain(data.meeting_id);
    const expertList = await call(env.api, 'GET', `${paths.meets}?is_expert=true`, { token: expert.token });
    expect(expertList.body.data.map((meet: { id: number }) => meet.id)).toContain(data.meeting_id);
    const told = await env.api.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, expert.id), eq(notifications.type, 'meeting.booked')));
    expect(told.map((row) => (row.data as { meet_id: number }).meet_id)).toContain(data.meeting_id);

    // Asked again, and the booking's key replayed: the same answer, no second charge.
    expect(await authenticated(customer, data.meeting_id)).toMatchObject({ status: 201, body: booked.body });
    expect(await book(customer, expert.id, '10:00', key)).toMatchObject({ status: 201, body: booked.body });
    expect(await giveUp(customer, data.meeting_id)).toMatchObject({ status: 201, body: booked.body });
    expect(intentAtStandIn(intentOf(data.payment))?.status).toBe('succeeded');
    expect(succeededCharges(env.standIn, data.meeting_id)).toHaveLength(1);
  });

  it('a failed authentication releases the meeting, charges nothing and gives the customer the hour back', async () => {
    const { customer, key, data } = await bookAuthenticating(expert, '11:00');
    await confirmCardPayment(env.stripeUrl, data.payment, 'fail');
    time.advance(60_000);
    const refused = await authenticated(customer, data.meeting_id);
    const message =
      'Your bank could not confirm this payment. Nothing was charged; try again or choose another card';
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({ message, data: { payment_method_id: [message] } });
    expect(await meetingState(data.meeting_id)).toBe('released');
    expect(await bookingCharge(data.meeting_id)).toMatchObject({ status: 'failed' });
    expect(succeededCharges(env.standIn, data.meeting_id)).toHaveLength(0);
    const es = await authenticated(customer, data.meeting_id, 'es');
    expect(es.body.message).toBe(
      'Tu banco no pudo confirmar este pago. No se ha cobrado nada; inténtalo de nuevo o elige otra tarjeta',
    );
    expect(await book(customer, expert.id, '11:00', key)).toMatchObject({ status: 402, body: refused.body });

    // The customer holds the hour again, as a new hold would, while choosing another card.
    const holds = await env.api.app.db.select().from(slotHolds).where(eq(slotHolds.customerId, customer.id));
    expect(holds).toMatchObject([
      {
        expertId: expert.id,
        startsAt: new Date('2027-01-04T10:00:00Z'),
        endsAt: new Date('2027-01-04T11:00:00Z'),
        expiresAt: new Date(time.clock().getTime() + HOLD_MS),
      },
    ]);
    const other = await makeCustomer(env);
    const blocked = await book(other, expert.id, '11:00');
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe('Another customer is booking this time; please select another one');
    // …and books it with another card of theirs.
    const saved = await call(env.api, 'POST', 'customers/profile/payment-methods', {
      token: customer.token,
      body: { name: 'Card Holder', card_token: await elementsCard(env.stripeUrl, '4242424242424242') },
    });
    const withOtherCard = await book({ ...customer, card: saved.body.data.id }, expert.id, '11:00');
    expect(withOtherCard.status).toBe(201);
  });

  it('DELETE cancels the payment at the provider; the hour is the customer’s until the hold ends, then anyone’s', async () => {
    const { customer, data } = await bookAuthenticating(expert, '12:00');
    const cancelled = await giveUp(customer, data.meeting_id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe('The payment was cancelled. Nothing was charged');
    expect(intentAtStandIn(intentOf(data.payment))?.status).toBe('canceled');
    expect(await meetingState(data.meeting_id)).toBe('released');
    expect(await giveUp(customer, data.meeting_id, 'es')).toMatchObject({
      status: 200,
      body: { message: 'El pago se ha cancelado. No se ha cobrado nada' },
    });
    const other = await makeCustomer(env);
    expect((await book(other, expert.id, '12:00')).status).toBe(409);
    time.advance(HOLD_MS);
    expect((await book(other, expert.id, '12:00')).status).toBe(201);
    expect(succeededCharges(env.standIn, data.meeting_id)).toHaveLength(0);
  });
});

describe('a booking left waiting for authentication', () => {
  let expert: Person;
  beforeAll(async () => {
    expert = await makeExpert(env.api, { timezone: 'Europe/Madrid' });
  });

  it('is cancelled at the deadline by its reconciliation and the hour freed for anyone', async () => {
    const { customer, key, data } = await bookAuthenticating(expert, '10:00');
    time.advance(HOLD_MS - 1000);
    await env.api.app.jobs.runDue();
    expect(await meetingState(data.meeting_id)).toBe('reserved');
    time.advance(1000);
    await env.api.app.jobs.runDue();
    expect(await meetingState(data.meeting_id)).toBe('released');
    expect(intentAtStandIn(intentOf(data.payment))?.status).toBe('canceled');
    const replayed = await book(customer, expert.id, '10:00', key);
    const message = 'The payment was not confirmed in time. Nothing was charged';
    expect(replayed).toMatchObject({
      status: 402,
      body: { message, data: { payment_method_id: [message] } },
    });
    expect(
      await env.api.app.db.select().from(slotHolds).where(eq(slotHolds.customerId, customer.id)),
    ).toEqual([]);
    const other = await makeCustomer(env);
    expect((await book(other, expert.id, '10:00')).status).toBe(201);
  });

  it('is taken at the deadline when the provider says the customer paid', async () => {
    const { data } = await bookAuthenticating(expert, '11:00');
    await confirmCardPayment(env.stripeUrl, data.payment, 'succeed');
    time.advance(HOLD_MS);
    await env.api.app.jobs.runDue();
    expect(await meetingState(data.meeting_id)).toBe('confirmed');
    expect(await bookingCharge(data.meeting_id)).toMatchObject({ status: 'succeeded' });
    expect(succeededCharges(env.standIn, data.meeting_id)).toHaveLength(1);
  });
});

describe('giving up a payment the customer already authenticated', () => {
  it('takes it instead of cancelling: 201 as a paid booking', async () => {
    const expert = await makeExpert(env.api, { timezone: 'Europe/Madrid' });
    const { customer, data } = await bookAuthenticating(expert, '12:00');
    await confirmCardPayment(env.stripeUrl, data.payment, 'succeed');
    const kept = await giveUp(customer, data.meeting_id);
    expect(kept.status).toBe(201);
    expect(kept.body.data).toMatchObject({ id: data.meeting_id, status: 'booked' });
    expect(await meetingState(data.meeting_id)).toBe('confirmed');
    expect(intentAtStandIn(intentOf(data.payment))?.status).toBe('succeeded');
  });
});

describe('a card set up with authentication', () => {
  it('books at once: the bank asks once, when the card is saved', async () => {
    const expert = await makeExpert(env.api, { timezone: 'Europe/Madrid' });
    const customer = await makeCustomer(env, {
      cardNumber: AUTHENTICATE_UNLESS_SET_UP,
      setUpWithAuthentication: true,
    });
    const booked = await book(customer, expert.id, '10:00');
    expect(booked.status).toBe(201);
    expect(succeededCharges(env.standIn, booked.body.data.id)).toHaveLength(1);
  });
});

// Last: from here on the stand-in delivers its events to the api.
describe("the provider's events", () => {
  let expert: Person;
  beforeAll(async () => {
    expert = await makeExpert(env.api, { timezone: 'Europe/Madrid' });
    env.standIn.core.events.ensureEndpoint({
      url: `${env.api.url}/api/v1/payments/webhook`,
      secret: WEBHOOK_SECRET,
    });
  });

  /** Runs due jobs until the meeting leaves `reserved` (the event arrives on its own time). */
  async function settledByEvent(meetingId: number) {
    for (let attempt = 0; attempt < 100; attempt++) {
      await env.api.app.jobs.runDue();
      const state = await meetingState(meetingId);
      if (state !== 'reserved') return state;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return meetingState(meetingId);
  }

  it('book a customer who authenticated and closed the page', async () => {
    const { customer, data } = await bookAuthenticating(expert, '10:00');
    // The off-session refusal's own event leaves it waiting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await env.api.app.jobs.runDue();
    expect(await meetingState(data.meeting_id)).toBe('reserved');
    await confirmCardPayment(env.stripeUrl, data.payment, 'succeed');
    expect(await settledByEvent(data.meeting_id)).toBe('confirmed');
    expect(env.openedRooms).toContain(`meeting-${data.meeting_id}`);
    expect((await authenticated(customer, data.meeting_id)).status).toBe(201);
  });

  it('release the meeting of a customer whose authentication failed', async () => {
    const { data } = await bookAuthenticating(expert, '11:00');
    await confirmCardPayment(env.stripeUrl, data.payment, 'fail');
    expect(await settledByEvent(data.meeting_id)).toBe('released');
    expect(await bookingCharge(data.meeting_id)).toMatchObject({
      status: 'failed',
      failureMessage: 'message:bookingAuthenticationFailed',
    });
  });
});
