import { and, eq } from 'drizzle-orm';
import { paths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, meetingCharges, meetings, notifications } from '../src/db/schema/index.ts';
import { PaymentUnavailableError } from '../src/payments/gateway.ts';
import { call, registerCustomer, type TestAccount } from './harness.ts';
import {
  type InsertedMeeting,
  insertMeeting,
  listen,
  type MeetingsEnvironment,
  registerExpert,
  startMeetingsApi,
  tokenClaims,
} from './meetings-fixtures.ts';
import { elementsCard } from './payments-harness.ts';

const START = '2026-12-01T10:00:00.000Z';
let env: MeetingsEnvironment;

beforeAll(async () => {
  env = await startMeetingsApi(START, { payments: true });
});
afterAll(async () => env.close());

const at = (instant: string | Date) => env.time.set(instant);
const minutes = (base: Date, delta: number) => new Date(base.getTime() + delta * 60_000);

/** Saves a card for the account through the api, as the card dialog does; its payment method id. */
async function saveCard(account: TestAccount, number = '4242424242424242') {
  const token = await elementsCard(env.stripeUrl ?? '', number);
  const saved = await call(env.api, 'POST', 'customers/profile/payment-methods', {
    token: account.token,
    body: { name: 'Lucía Pérez', card_token: token },
  });
  if (saved.status !== 201) throw new Error(`card not saved: ${JSON.stringify(saved.body)}`);
  return saved.body.data.id as string;
}

async function notificationsOf(userId: number, type: string) {
  return env.api.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
}

async function endOf(meetingId: number) {
  const [row] = await env.api.app.db.select().from(meetings).where(eq(meetings.id, meetingId));
  return row?.endsAt.toISOString();
}

const request = (
  meeting: InsertedMeeting,
  who: TestAccount | undefined,
  body?: unknown,
  lang?: 'en' | 'es',
) => call(env.api, 'POST', paths.meetExtend(meeting.id), { token: who?.token, body, lang });
const answer = (meeting: InsertedMeeting, who: TestAccount | undefined, body: unknown, lang?: 'en' | 'es') =>
  call(env.api, 'PUT', paths.meetExtend(meeting.id), { token: who?.token, body, lang });
const preview = (meeting: InsertedMeeting, who: TestAccount | undefined, rate?: string) =>
  call(
    env.api,
    'GET',
    `${paths.meetExtensionPreview(meeting.id)}${rate === undefined ? '' : `?rate=${rate}`}`,
    {
      token: who?.token,
    },
  );
const pay = (meeting: InsertedMeeting, who: TestAccount | undefined, body: unknown, lang?: 'en' | 'es') =>
  call(env.api, 'POST', paths.meetExtensionPayment(meeting.id), { token: who?.token, body, lang });

async function cast() {
  const expert = await registerExpert(env.api, { timezone: 'America/New_York' });
  const customer = await registerCustomer(env.api, { timezone: 'Europe/Madrid' });
  const otherCustomer = await registerCustomer(env.api);
  const otherExpert = await registerExpert(env.api);
  return { expert, customer, otherCustomer, otherExpert };
}

/** A 12:00–12:30 meeting, the clock in its last 5 minutes with the offer made by the window job. */
async function inWindow() {
  at(START);
  const people = await cast();
  const meeting = await insertMeeting(env.api, {
    expert: people.expert,
    customer: people.customer,
    startsAt: '2026-12-01T12:00:00Z',
  });
  at(minutes(meeting.endsAt, -5));
  await env.api.app.jobs.runDue();
  return { ...people, meeting };
}

describe('extension flow', () => {
  it('offer → request → accept → preview → a refused card moves nothing → paid: later end, new tokens', async () => {
    at(START);
    const { expert, customer, otherCustomer, otherExpert } = await cast();
    const meeting = await insertMeeting(env.api, { expert, customer, startsAt: '2026-12-01T12:00:00Z' });
    const customerEvents = listen(env.api, customer.userId);
    const expertEvents = listen(env.api, expert.userId);
    const extensionPush = (status: string | null) => ({
      type: 'meeting.extension',
      meet_id: meeting.id,
      extension_status: status,
    });

    // Too early: not the last 5 minutes, nothing offered.
    at(minutes(meeting.endsAt, -10));
    const early = await request(meeting, customer);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('The meeting cannot be extended now');

    // The window job offers it to the customer.
    at(minutes(meeting.endsAt, -5));
    await env.api.app.jobs.runDue();
    expect(customerEvents.events).toContainEqual(extensionPush('CanRequestMeetExtension'));

    // Nothing to answer yet; only the customer may ask; strangers do not see the meeting.
    const nothing = await answer(meeting, expert, { confirm: 1 });
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe('There is no extension request to answer');
    expect((await request(meeting, expert)).status).toBe(403);
    expect((await request(meeting, otherCustomer)).status).toBe(404);
    expect((await request(meeting, undefined)).status).toBe(401);
    expect((await request(meeting, customer, { rate: 'huge' })).body.data.rate).toEqual([
      'Select a valid rate',
    ]);

    const asked = await request(meeting, customer, { rate: 'short' });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe('Extension requested');
    expect(asked.body.data.extension_status).toBe('CustomerRequestedTimeExtension');
    expect(expertEvents.events).toContainEqual(extensionPush('CustomerRequestedTimeExtension'));
    expect(await notificationsOf(expert.userId, 'meeting.extension_requested')).toHaveLength(1);
    // Asking twice changes nothing.
    expect((await request(meeting, customer)).status).toBe(200);
    expect(await notificationsOf(expert.userId, 'meeting.extension_requested')).toHaveLength(1);

    // Paying before the expert accepted is refused.
    const card = await saveCard(customer);
    const notYet = await pay(meeting, customer, { payment_method_id: card, rate: 'short' });
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toBe('The expert has not accepted an extension');

    // The expert answers: validation, permissions, then yes.
    const invalid = await answer(meeting, expert, { confirm: 2 });
    expect(invalid.status).toBe(422);
    expect(invalid.body.data.confirm).toEqual(['Must be 1 or 0']);
    expect((await answer(meeting, expert, {})).body.data.confirm).toEqual(['Field required']);
    expect((await answer(meeting, customer, { confirm: 1 })).status).toBe(403);
    expect((await answer(meeting, otherExpert, { confirm: 1 })).status).toBe(404);
    const accepted = await answer(meeting, expert, { confirm: 1 });
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe('Extension accepted');
    expect(accepted.body.data.extension_status).toBe('AcceptedMeetingExtension');
    expect(customerEvents.events).toContainEqual(extensionPush('AcceptedMeetingExtension'));
    expect(await notificationsOf(customer.userId, 'meeting.extension_accepted')).toHaveLength(1);

    // The quote for the chosen rate: the expert's price, 10 % fee, total.
    const quote = await preview(meeting, customer, 'short');
    expect(quote.status).toBe(200);
    expect(quote.body.data).toEqual({
      rate: { slug: 'short', name: 'Short', duration: 30 },
      expert: {
        id: expert.userId,
        first_name: 'Jorge',
        last_name: 'Núñez',
        role: 'Lawyer',
        profile_picture: null,
      },
      meet: { rate: 35, fee: 3.5, total: 38.5 },
    });
    expect((await preview(meeting, customer, 'express')).body.data.meet).toEqual({
      rate: 20,
      fee: 2,
      total: 22,
    });
    expect((await preview(meeting, customer, 'Large')).body.data.rate.slug).toBe('large');
    expect((await preview(meeting, customer, 'huge')).body.data.rate).toEqual(['Select a valid rate']);
    expect((await preview(meeting, customer)).body.data.rate).toEqual(['Field required']);
    expect((await preview(meeting, expert, 'short')).status).toBe(403);
    expect((await preview(meeting, otherCustomer, 'short')).status).toBe(404);

    // Payment validation and someone else's card.
    const missing = await pay(meeting, customer, {});
    expect(missing.status).toBe(422);
    expect(missing.body.data).toEqual({ payment_method_id: ['Field required'], rate: ['Field required'] });
    const foreignCard = await saveCard(otherCustomer);
    const foreign = await pay(meeting, customer, { payment_method_id: foreignCard, rate: 'short' });
    expect(foreign.status).toBe(422);
    expect(foreign.body.data.payment_method_id).toEqual(['Select one of your saved cards']);
    expect(
      (await pay(meeting, otherCustomer, { payment_method_id: foreignCard, rate: 'short' })).status,
    ).toBe(404);
    expect((await pay(meeting, expert, { payment_method_id: card, rate: 'short' })).status).toBe(403);

    // A card Stripe refuses at charge time: the provider's message, the end unchanged, still accepted.
    const refusing = await saveCard(customer, '4000000000000341');
    const refused = await pay(meeting, customer, { payment_method_id: refusing, rate: 'short' });
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe('Your card was declined.');
    expect(await endOf(meeting.id)).toBe(meeting.endsAt.toISOString());
    const stillAccepted = await call(env.api, 'GET', paths.meet(meeting.id), { token: customer.token });
    expect(stillAccepted.body.data.extension_status).toBe('AcceptedMeetingExtension');

    // Paid with a good card: 30 more minutes, new tokens valid until the new end, both sides told.
    const oldToken = (await call(env.api, 'GET', paths.meet(meeting.id), { token: customer.token })).body.data
      .access_token;
    const paid = await pay(meeting, customer, { payment_method_id: card, rate: 'short' });
    expect(paid.status).toBe(200);
    expect(paid.body.message).toBe('Meeting extended');
    const newEnd = minutes(meeting.endsAt, 30);
    expect(paid.body.data).toMatchObject({
      ends_at: newEnd.toISOString(),
      end_time: '14:00',
      extension_status: null,
      status: 'start soon',
      booking: { price: 70, fee: 7, total: 77 },
    });
    expect(paid.body.data.access_token).not.toBe(oldToken);
    const claims = await tokenClaims(paid.body.data.access_token);
    expect(claims.sub).toBe(`user-${customer.userId}`);
    expect((claims.exp ?? 0) - (claims.nbf ?? 0)).toBe(35 * 60);
    expect(await endOf(meeting.id)).toBe(newEnd.toISOString());
    for (const events of [customerEvents.events, expertEvents.events]) {
      expect(events).toContainEqual({
        type: 'meeting.extended',
        meet_id: meeting.id,
        ends_at: newEnd.toISOString(),
      });
      expect(events).toContainEqual(extensionPush(null));
    }
    expect(await notificationsOf(expert.userId, 'meeting.extended')).toHaveLength(1);
    const expertView = await call(env.api, 'GET', paths.meet(meeting.id), { token: expert.token });
    expect(expertView.body.data).toMatchObject({ ends_at: newEnd.toISOString(), end_time: '08:00' });
    expect((await tokenClaims(expertView.body.data.access_token)).sub).toBe(`user-${expert.userId}`);

    const charges = await env.api.app.db
      .select()
      .from(meetingCharges)
      .where(eq(meetingCharges.meetingId, meeting.id));
    expect(charges.map((c) => [c.kind, c.status, c.priceCents, c.feeCents, c.minutes])).toEqual([
      ['extension', 'failed', 3500, 350, 30],
      ['extension', 'succeeded', 3500, 350, 30],
    ]);
    expect(new Set(charges.map((c) => c.idempotencyKey)).size).toBe(2);

    // Paying again is refused: the acceptance was used.
    const twice = await pay(meeting, customer, { payment_method_id: card, rate: 'short' });
    expect(twice.status).toBe(409);

    // The jobs follow the new end: nothing finishes at the old one, the window reopens before the new one.
    at(meeting.endsAt);
    await env.api.app.jobs.runDue();
    expect(customerEvents.events).not.toContainEqual({
      type: 'meeting.status',
      meet_id: meeting.id,
      status: 'finished',
    });
    at(minutes(newEnd, -5));
    await env.api.app.jobs.runDue();
    expect(
      (await call(env.api, 'GET', paths.meet(meeting.id), { token: customer.token })).body.data
        .extension_status,
    ).toBe('CanRequestMeetExtension');
    at(newEnd);
    await env.api.app.jobs.runDue();
    expect(customerEvents.events).toContainEqual({
      type: 'meeting.status',
      meet_id: meeting.id,
      status: 'finished',
    });
    const finished = await call(env.api, 'GET', paths.meet(meeting.id), { token: customer.token });
    expect(finished.body.data).toMatchObject({
      status: 'finished',
      extension_status: null,
      access_token: null,
    });
    customerEvents.stop();
    expertEvents.stop();
  });

  it('answers 401 to guests and 404 to anyone outside the meeting on every extension call', async () => {
    const { customer, otherCustomer, otherExpert, meeting } = await inWindow();
    const card = await saveCard(customer);
    const calls = [
      (who?: TestAccount) => request(meeting, who),
      (who?: TestAccount) => answer(meeting, who, { confirm: 1 }),
      (who?: TestAccount) => preview(meeting, who, 'short'),
      (who?: TestAccount) => pay(meeting, who, { payment_method_id: card, rate: 'short' }),
    ];
    for (const [index, send] of calls.entries()) {
      expect((await send(undefined)).status, `call ${index} as a guest`).toBe(401);
      // PUT extend needs an expert account: a customer outside the meeting is refused before the lookup.
      expect((await send(otherCustomer)).status, `call ${index} as another customer`).toBe(
        index === 1 ? 403 : 404,
      );
      expect((await send(otherExpert)).status, `call ${index} as another expert`).toBe(404);
    }
    const unknown = await request({ ...meeting, id: 999_999 }, customer);
    expect(unknown.status).toBe(404);
    const spanish = await request(meeting, otherExpert, undefined, 'es');
    expect(spanish.body.message).toBe('No encontrado.');
  });

  it('a declined request clears the status and tells the customer', async () => {
    const { expert, customer, meeting } = await inWindow();
    const customerEvents = listen(env.api, customer.userId);
    expect((await request(meeting, customer)).status).toBe(200);
    const declined = await answer(meeting, expert, { confirm: 0 }, 'es');
    expect(declined.status).toBe(200);
    expect(declined.body.message).toBe('Extensión rechazada');
    expect(declined.body.data.extension_status).toBeNull();
    expect(customerEvents.events).toContainEqual({
      type: 'meeting.extension',
      meet_id: meeting.id,
      extension_status: null,
    });
    const [note] = await notificationsOf(customer.userId, 'meeting.extension_declined');
    expect(note?.data).toMatchObject({ meet_id: meeting.id });
    // The answer was given: a second one has nothing to answer.
    expect((await answer(meeting, expert, { confirm: '1' })).status).toBe(409);
    customerEvents.stop();
  });

  it('can be asked in the last 5 minutes without the offer, and not once the meeting is over', async () => {
    at(START);
    const { expert, customer } = await cast();
    const meeting = await insertMeeting(env.api, { expert, customer, startsAt: '2026-12-01T12:00:00Z' });
    // The window job has not run (queue late): the time rule alone allows it.
    at(minutes(meeting.endsAt, -3));
    const asked = await request(meeting, customer);
    expect(asked.status).toBe(200);
    expect(asked.body.data.extension_status).toBe('CustomerRequestedTimeExtension');

    at(meeting.endsAt);
    const late = await answer(meeting, expert, { confirm: 1 });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('The meeting has already finished');
    expect((await request(meeting, customer)).status).toBe(409);
  });

  it('is refused when the expert is booked right after the end, before any charge', async () => {
    const { expert, customer, otherCustomer, meeting } = await inWindow();
    expect((await request(meeting, customer)).status).toBe(200);
    expect((await answer(meeting, expert, { confirm: 1 })).status).toBe(200);
    // Booked after the acceptance: a meeting starting 20 minutes after the end.
    await insertMeeting(env.api, {
      expert,
      customer: otherCustomer,
      startsAt: minutes(meeting.endsAt, 20).toISOString(),
    });
    const card = await saveCard(customer);
    const busy = await pay(meeting, customer, { payment_method_id: card, rate: 'short' });
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe('The expert or the customer is not free right after this meeting');
    expect(await endOf(meeting.id)).toBe(meeting.endsAt.toISOString());
    const charges = await env.api.app.db
      .select()
      .from(meetingCharges)
      .where(eq(meetingCharges.meetingId, meeting.id));
    expect(charges).toEqual([]);
    // An express extension (15 minutes) still fits.
    const express = await pay(meeting, customer, { payment_method_id: card, rate: 'express' });
    expect(express.status).toBe(200);
    expect(express.body.data.ends_at).toBe(minutes(meeting.endsAt, 15).toISOString());
  });

  it('refunds the charge and moves nothing when a meeting lands right after the end during the charge', async () => {
    const { expert, customer, otherCustomer, meeting } = await inWindow();
    expect((await request(meeting, customer)).status).toBe(200);
    expect((await answer(meeting, expert, { confirm: 1 })).status).toBe(200);
    const card = await saveCard(customer);
    const { gateway } = env.api.app;
    const charge = gateway.chargeOffSession;
    const refunds: string[] = [];
    const refund = gateway.refund;
    // Another customer books the expert right after the end while the card is being charged.
    gateway.chargeOffSession = async (input) => {
      await insertMeeting(env.api, {
        expert,
        customer: otherCustomer,
        startsAt: minutes(meeting.endsAt, 20).toISOString(),
      });
      return charge(input);
    };
    gateway.refund = async (input) => {
      refunds.push(input.paymentIntentId);
      return refund(input);
    };
    try {
      const customerEvents = listen(env.api, customer.userId);
      const conflict = await pay(meeting, customer, { payment_method_id: card, rate: 'short' });
      expect(conflict.status).toBe(409);
      expect(conflict.body.message).toBe('The expert or the customer is not free right after this meeting');
      expect(await endOf(meeting.id)).toBe(meeting.endsAt.toISOString());
      const charges = await env.api.app.db
        .select()
        .from(meetingCharges)
        .where(eq(meetingCharges.meetingId, meeting.id));
      expect(charges.map((c) => c.status)).toEqual(['refunded']);
      expect(refunds).toEqual([charges[0]?.paymentIntentId]);
      expect(customerEvents.events.filter((e) => e.type === 'meeting.extended')).toEqual([]);
      customerEvents.stop();
    } finally {
      gateway.chargeOffSession = charge;
      gateway.refund = refund;
    }
  });

  it('charges once when the provider answer was lost: the retry reuses the attempt and its key', async () => {
    const { expert, customer, meeting } = await inWindow();
    expect((await request(meeting, customer)).status).toBe(200);
    expect((await answer(meeting, expert, { confirm: 1 })).status).toBe(200);
    const card = await saveCard(customer);
    const { gateway } = env.api.app;
    const charge = gateway.chargeOffSession;
    const intents: string[] = [];
    // The charge is made at Stripe, but the answer never reaches the api.
    gateway.chargeOffSession = async (input) => {
      const result = await charge(input);
      intents.push(result.paymentIntentId);
      throw new PaymentUnavailableError(new Error('socket hang up'));
    };
    try {
      const lost = await pay(meeting, customer, { payment_method_id: card, rate: 'express' });
      expect(lost.status).toBe(503);
      expect(await endOf(meeting.id)).toBe(meeting.endsAt.toISOString());
    } finally {
      gateway.chargeOffSession = async (input) => {
        const result = await charge(input);
        intents.push(result.paymentIntentId);
        return result;
      };
    }
    try {
      const retried = await pay(meeting, customer, { payment_method_id: card, rate: 'express' });
      expect(retried.status).toBe(200);
      expect(retried.body.data.ends_at).toBe(minutes(meeting.endsAt, 15).toISOString());
      // Stripe answered the retry with the first payment: one charge in all.
      expect(intents).toHaveLength(2);
      expect(intents[1]).toBe(intents[0]);
      const charges = await env.api.app.db
        .select()
        .from(meetingCharges)
        .where(eq(meetingCharges.meetingId, meeting.id));
      expect(charges.map((c) => [c.status, c.paymentIntentId])).toEqual([['succeeded', intents[0]]]);
    } finally {
      gateway.chargeOffSession = charge;
    }
  });

  it("pays the expert's connected account the price and keeps the fee, as the booking does", async () => {
    const { expert, customer, meeting } = await inWindow();
    const account = await env.api.app.gateway.createConnectedAccount({
      email: expert.email,
      idempotencyKey: `meetings-test-account-${expert.userId}`,
    });
    await env.api.app.db
      .insert(bankAccounts)
      .values({ expertId: expert.userId, connectedAccountId: account });
    expect((await request(meeting, customer)).status).toBe(200);
    expect((await answer(meeting, expert, { confirm: 1 })).status).toBe(200);
    const card = await saveCard(customer);
    const paid = await pay(meeting, customer, { payment_method_id: card, rate: 'large' });
    expect(paid.status).toBe(200);
    expect(paid.body.data.ends_at).toBe(minutes(meeting.endsAt, 60).toISOString());
    const [charge] = await env.api.app.db
      .select()
      .from(meetingCharges)
      .where(eq(meetingCharges.meetingId, meeting.id));
    const response = await fetch(`${env.stripeUrl}/v1/payment_intents/${charge?.paymentIntentId}`, {
      headers: { authorization: 'Bearer sk_test_payments' },
    });
    const intent = (await response.json()) as Record<string, unknown>;
    expect(intent).toMatchObject({
      amount: 6600,
      application_fee_amount: 600,
      transfer_data: { destination: account },
      status: 'succeeded',
      metadata: { meeting_id: String(meeting.id), kind: 'extension' },
    });
  });

  it('is not offered or allowed when the expert is busy right after', async () => {
    at(START);
    const { expert, customer, otherCustomer } = await cast();
    const meeting = await insertMeeting(env.api, { expert, customer, startsAt: '2026-12-01T12:00:00Z' });
    await insertMeeting(env.api, { expert, customer: otherCustomer, startsAt: '2026-12-01T12:35:00Z' });
    at(minutes(meeting.endsAt, -4));
    await env.api.app.jobs.runDue();
    const refused = await request(meeting, customer);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The expert or the customer is not free right after this meeting');
  });
});
