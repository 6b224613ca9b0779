import { eq } from 'drizzle-orm';
import { signatureHeader } from 'stand-ins/stripe/signature';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../src/db/schema/index.ts';
import { CardRefusedError, PaymentUnavailableError } from '../src/payments/gateway.ts';
import { createStripeGateway } from '../src/payments/stripe-gateway.ts';
import { call } from './harness.ts';
import { type PaymentsEnvironment, startPaymentsEnvironment, WEBHOOK_SECRET } from './payments-harness.ts';

let env: PaymentsEnvironment;
let stripe: Stripe;

beforeAll(async () => {
  env = await startPaymentsEnvironment();
  const url = new URL(env.stripeUrl);
  stripe = new Stripe(env.api.config.stripeSecretKey, {
    host: url.hostname,
    port: url.port,
    protocol: 'http',
  });
});
afterAll(async () => env.close());

const gateway = () => createStripeGateway(env.api.config);

/** A Stripe customer with one saved card of this test number. */
async function customerWithCard(number = '4242424242424242') {
  const customerId = await gateway().createCustomer({
    email: 'c@example.test',
    name: 'C',
    userId: 1,
    idempotencyKey: `customer-${number}-${Date.now()}`,
  });
  const year = new Date().getUTCFullYear() + 2;
  const method = await stripe.paymentMethods.create({
    type: 'card',
    card: { number, exp_month: 12, exp_year: year, cvc: '123' },
  });
  const card = await gateway().saveCard(customerId, method.id, 'C');
  return { customerId, paymentMethodId: card.id };
}

describe('gateway helpers for bookings', () => {
  it('charges off-session with the platform fee and the expert as destination, once per key', async () => {
    const { customerId, paymentMethodId } = await customerWithCard();
    const expert = await gateway().createConnectedAccount({
      email: 'e@example.test',
      idempotencyKey: 'expert-1',
    });
    expect(
      await gateway().createConnectedAccount({ email: 'e@example.test', idempotencyKey: 'expert-1' }),
    ).toBe(expert);
    const charge = {
      customerId,
      paymentMethodId,
      amount: 6000,
      currency: 'usd',
      applicationFee: 900,
      destination: expert,
      idempotencyKey: 'booking-41-charge',
      metadata: { booking: '41' },
    };
    const first = await gateway().chargeOffSession(charge);
    const again = await gateway().chargeOffSession(charge);
    expect(first).toEqual({ paymentIntentId: again.paymentIntentId, status: 'succeeded', amount: 6000 });
    expect((await stripe.paymentIntents.list({ customer: customerId })).data).toHaveLength(1);
    const balance = await stripe.balance.retrieve({}, { stripeAccount: expert });
    expect(balance.available[0]).toMatchObject({ amount: 5100, currency: 'usd' });

    const refund = {
      paymentIntentId: first.paymentIntentId,
      amount: 2000,
      reverseTransfer: true,
      idempotencyKey: 'booking-41-refund',
    };
    const refunded = await gateway().refund(refund);
    expect(await gateway().refund(refund)).toEqual(refunded);
    expect((await stripe.refunds.list({ payment_intent: first.paymentIntentId })).data).toHaveLength(1);

    const payout = { account: expert, amount: 1000, currency: 'usd', idempotencyKey: 'payout-1' };
    const paid = await gateway().createPayout(payout);
    expect(await gateway().createPayout(payout)).toBe(paid);
    const after = await stripe.balance.retrieve({}, { stripeAccount: expert });
    expect(after.available[0]?.amount).toBe(5100 - Math.round((5100 * 2000) / 6000) - 1000);
  });

  it('subscribes with a trial, once per key', async () => {
    const { customerId, paymentMethodId } = await customerWithCard();
    const price = await stripe.prices.create({
      currency: 'usd',
      unit_amount: 2900,
      recurring: { interval: 'month' },
      product_data: { name: 'Plan' },
    });
    const request = {
      customerId,
      priceId: price.id,
      paymentMethodId,
      trialDays: 30,
      idempotencyKey: 'plan-7',
    };
    const first = await gateway().subscribe(request);
    expect(first).toMatchObject({ status: 'trialing' });
    expect(first.trialEnd).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);
    expect(await gateway().subscribe(request)).toEqual(first);
    expect((await stripe.subscriptions.list({ customer: customerId })).data).toHaveLength(1);
  });

  it('reports a refused card with the provider message and code', async () => {
    const { customerId, paymentMethodId } = await customerWithCard('4000000000000341');
    const refused = gateway().chargeOffSession({
      customerId,
      paymentMethodId,
      amount: 1000,
      currency: 'usd',
      idempotencyKey: 'booking-42-charge',
    });
    await expect(refused).rejects.toBeInstanceOf(CardRefusedError);
    await expect(refused).rejects.toMatchObject({
      message: 'Your card was declined.',
      declineCode: 'generic_decline',
    });
  });

  it('an unreachable provider is an unavailable error, not a crash', async () => {
    const offline = createStripeGateway({ ...env.api.config, stripeApiBase: 'http://127.0.0.1:9' });
    await expect(offline.listCards('cus_x')).rejects.toBeInstanceOf(PaymentUnavailableError);
  });
});

describe('webhook endpoint', () => {
  const post = (payload: string, signature?: string) =>
    call(env.api, 'POST', 'payments/webhook', {
      body: payload,
      headers: { 'content-type': 'application/json', ...(signature && { 'stripe-signature': signature }) },
    });
  /** An event of a type the api handles (a customer deleted at the provider), or of another. */
  const event = (id: string, type = 'customer.deleted') =>
    JSON.stringify({ id, object: 'event', type, data: { object: { id: 'cus_gone' } } });
  const now = () => Math.floor(Date.now() / 1000);

  it('rejects a forged, missing or stale signature', async () => {
    const payload = event('evt_forged');
    expect((await post(payload)).status).toBe(400);
    const forged = await post(payload, signatureHeader(payload, 'whsec_someone_else', now()));
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('Invalid webhook signature.');
    expect((await post(payload, signatureHeader(payload, WEBHOOK_SECRET, now() - 3600))).status).toBe(400);
    const tampered = await post(event('evt_other'), signatureHeader(payload, WEBHOOK_SECRET, now()));
    expect(tampered.status).toBe(400);
    const stored = await env.api.app.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, 'evt_forged'));
    expect(stored).toEqual([]);
  });

  it('processes each event once', async () => {
    const payload = event('evt_once');
    const first = await post(payload, signatureHeader(payload, WEBHOOK_SECRET, now()));
    expect(first.body.data).toEqual({ received: true, duplicate: false });
    const again = await post(payload, signatureHeader(payload, WEBHOOK_SECRET, now()));
    expect(again.body.data).toEqual({ received: true, duplicate: true });
  });

  it('acknowledges an event of a type it does not handle without storing it', async () => {
    const payload = event('evt_unhandled', 'customer.updated');
    for (const _ of [1, 2]) {
      const answer = await post(payload, signatureHeader(payload, WEBHOOK_SECRET, now()));
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ received: true, duplicate: false });
    }
    const stored = await env.api.app.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, 'evt_unhandled'));
    expect(stored).toEqual([]);
  });

  it("receives the stand-in's own deliveries", async () => {
    const created = await stripe.customers.create({ email: 'hook@example.test' });
    await stripe.customers.del(created.id);
    await env.standIn.core.events.idle();
    const [stored] = (await stripe.events.list({ type: 'customer.deleted', limit: 1 })).data;
    expect(stored?.data.object).toMatchObject({ id: created.id });
    const rows = await env.api.app.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, String(stored?.id)));
    expect(rows).toHaveLength(1);
  });
});
