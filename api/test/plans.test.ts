import { and, eq } from 'drizzle-orm';
import { signatureHeader } from 'stand-ins/stripe/signature';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, paymentCustomers, subscriptions } from '../src/db/schema/index.ts';
import { marketplaceRules } from '../src/marketplace/rules.ts';
import { call, registerCustomer, type TestAccount } from './harness.ts';
import {
  elementsCard,
  type PaymentsEnvironment,
  startPaymentsEnvironment,
  WEBHOOK_SECRET,
} from './payments-harness.ts';

const DAY = 86_400_000;
const PATH = 'experts/profile/subscriptions';
let env: PaymentsEnvironment;
let stripe: Stripe;
let now = new Date(Date.UTC(2026, 10, 26, 9, 0, 0));

beforeAll(async () => {
  env = await startPaymentsEnvironment({ clock: () => now });
  const url = new URL(env.stripeUrl);
  stripe = new Stripe(env.api.config.stripeSecretKey, {
    host: url.hostname,
    port: url.port,
    protocol: 'http',
  });
});
afterAll(async () => env.close());

interface Expert {
  account: TestAccount;
  card: string;
  clock: string;
  customer: string;
}

/**
 * An expert whose Stripe customer lives on a test clock standing at the api's clock (so the
 * provider renews when both move), with one saved card of this test number.
 */
async function expertWithCard(number = '4242424242424242'): Promise<Expert> {
  const account = await registerCustomer(env.api);
  expect(
    (await call(env.api, 'PUT', 'experts/profile', { token: account.token, body: { role: 'Coach' } })).status,
  ).toBe(200);
  const clock = await stripe.testHelpers.testClocks.create({ frozen_time: Math.floor(now.getTime() / 1000) });
  const customer = await stripe.customers.create({ email: account.email, test_clock: clock.id });
  await env.api.app.db
    .insert(paymentCustomers)
    .values({ userId: account.userId, stripeCustomerId: customer.id });
  const saved = await call(env.api, 'POST', 'customers/profile/payment-methods', {
    token: account.token,
    body: { name: 'Ana Gómez', card_token: await elementsCard(env.stripeUrl, number) },
  });
  expect(saved.status).toBe(201);
  return { account, card: saved.body.data.id, clock: clock.id, customer: customer.id };
}

/** Moves the api's clock and the expert's Stripe test clock together; waits for the webhooks. */
async function advance(expert: Expert, days: number) {
  now = new Date(now.getTime() + days * DAY);
  await stripe.testHelpers.testClocks.advance(expert.clock, {
    frozen_time: Math.floor(now.getTime() / 1000),
  });
  await env.standIn.core.events.idle();
}

function webhooks(enabled: boolean) {
  for (const endpoint of Object.values(env.standIn.core.store.collection('webhook_endpoints')))
    endpoint.status = enabled ? 'enabled' : 'disabled';
}

const subscribe = (expert: Expert, plan: string, lang?: 'en' | 'es') =>
  call(env.api, 'POST', PATH, {
    token: expert.account.token,
    body: { subscription_type: plan, payment_method_id: expert.card },
    lang,
  });

async function current(expert: Expert) {
  const answer = await call(env.api, 'GET', PATH, { token: expert.account.token });
  if (answer.status !== 200) throw new Error(`GET ${PATH}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data.current;
}

const noticesOf = (userId: number, type: string) =>
  env.api.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

describe('plan subscription', () => {
  it('is for experts only', async () => {
    expect((await call(env.api, 'GET', PATH)).status).toBe(401);
    const customer = await registerCustomer(env.api);
    expect((await call(env.api, 'GET', PATH, { token: customer.token })).status).toBe(403);
    const posted = await call(env.api, 'POST', PATH, {
      token: customer.token,
      body: { subscription_type: 'starter-monthly', payment_method_id: 'pm_card_visa' },
    });
    expect(posted.status).toBe(403);
  });

  it('validates the plan and the card', async () => {
    const expert = await expertWithCard();
    const other = await expertWithCard();
    const missing = await call(env.api, 'POST', PATH, { token: expert.account.token, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.data).toEqual({
      subscription_type: ['Field required'],
      payment_method_id: ['Field required'],
    });
    const unknown = await call(env.api, 'POST', PATH, {
      token: expert.account.token,
      body: { subscription_type: 'gold-forever', payment_method_id: expert.card },
      lang: 'es',
    });
    expect(unknown.body.data).toEqual({ subscription_type: ['Selecciona un plan válido'] });
    const foreign = await call(env.api, 'POST', PATH, {
      token: expert.account.token,
      body: { subscription_type: 'starter-monthly', payment_method_id: other.card },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.data).toEqual({ payment_method_id: ['Select one of your saved cards'] });
    expect(await current(expert)).toBeNull();
  });

  it('starts Starter with a 30-day trial, notifies 3 days before its end, then renews by webhook', async () => {
    const expert = await expertWithCard();
    const started = now;
    const subscribed = await subscribe(expert, 'starter-monthly');
    expect(subscribed.status).toBe(201);
    expect(subscribed.body.message).toBe('Subscription completed successfully');
    const trialEnd = new Date(started.getTime() + 30 * DAY).toISOString();
    expect(subscribed.body.data).toMatchObject({
      type: { name: 'Starter', period: 'monthly', slug: 'starter-monthly' },
      stripe_status: 'trialing',
      trial_ends_at: trialEnd,
      ends_at: trialEnd,
    });
    const again = await subscribe(expert, 'starter-monthly', 'es');
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Suscripción completada con éxito');
    expect(again.body.data.id).toBe(subscribed.body.data.id);
    expect((await stripe.subscriptions.list({ customer: expert.customer })).data).toHaveLength(1);
    const profile = await call(env.api, 'GET', 'experts/profile', { token: expert.account.token });
    expect(profile.body.data.subscription).toMatchObject({
      id: subscribed.body.data.id,
      stripe_status: 'trialing',
    });

    await advance(expert, 26);
    await env.api.app.jobs.runDue();
    expect(await noticesOf(expert.account.userId, 'plan.trial_ending')).toHaveLength(0);
    await advance(expert, 1.5);
    await env.api.app.jobs.runDue();
    const notices = await noticesOf(expert.account.userId, 'plan.trial_ending');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.data).toMatchObject({
      subscription_id: subscribed.body.data.id,
      trial_ends_at: trialEnd,
    });

    await advance(expert, 3);
    const renewed = await current(expert);
    expect(renewed.stripe_status).toBe('active');
    expect(new Date(renewed.ends_at).getTime()).toBeGreaterThan(new Date(trialEnd).getTime() + 27 * DAY);
    const invoices = (await stripe.invoices.list({ customer: expert.customer })).data;
    expect(invoices.map((bill) => bill.amount_paid)).toEqual([1900, 0]);
    // The period-end job finds the plan already renewed and only moves its next check.
    await env.api.app.jobs.runDue();
    expect((await current(expert)).stripe_status).toBe('active');
  });

  it('renews by the period-end job from the provider state when no webhook arrives', async () => {
    const expert = await expertWithCard();
    const subscribed = await subscribe(expert, 'pro-monthly');
    expect(subscribed.body.data).toMatchObject({ stripe_status: 'active', trial_ends_at: null });
    const firstEnd = subscribed.body.data.ends_at;
    webhooks(false);
    try {
      await advance(expert, 32);
      // The queue's worker may already have run the due job; runDue runs it if not.
      await env.api.app.jobs.runDue();
      const renewed = await current(expert);
      expect(renewed.stripe_status).toBe('active');
      expect(new Date(renewed.ends_at).getTime()).toBeGreaterThan(now.getTime());
      expect(renewed.ends_at).not.toBe(firstEnd);
      expect(await noticesOf(expert.account.userId, 'plan.renewed')).toHaveLength(1);
    } finally {
      webhooks(true);
    }
  });

  it('goes past due when the renewal is declined, then is canceled after the grace days', async () => {
    const expert = await expertWithCard('4000000000000341');
    const subscribed = await subscribe(expert, 'starter-monthly');
    expect(subscribed.body.data.stripe_status).toBe('trialing');
    await advance(expert, 31);
    expect((await current(expert)).stripe_status).toBe('past_due');
    await env.api.app.jobs.runDue();
    expect((await current(expert)).stripe_status).toBe('past_due');
    now = new Date(now.getTime() + (marketplaceRules.planGraceDays + 1) * DAY);
    await env.api.app.jobs.runDue();
    const expired = await current(expert);
    expect(expired.stripe_status).toBe('canceled');
    expect(await noticesOf(expert.account.userId, 'plan.expired')).not.toHaveLength(0);
    const [provider] = (await stripe.subscriptions.list({ customer: expert.customer })).data;
    expect(provider?.status).toBe('canceled');
  });

  it('refuses a plan whose first payment is declined', async () => {
    const expert = await expertWithCard('4000000000000341');
    const refused = await subscribe(expert, 'pro-monthly');
    expect(refused.status).toBe(422);
    expect(refused.body.data).toEqual({
      payment_method_id: ['The payment of the plan failed. Please use another card.'],
    });
    expect(await current(expert)).toBeNull();
  });

  it('a plan change replaces the current plan (no second trial) and cancels the old one at the provider', async () => {
    const expert = await expertWithCard();
    const starter = (await subscribe(expert, 'starter-monthly')).body.data;
    const pro = await subscribe(expert, 'pro-yearly');
    expect(pro.status).toBe(201);
    expect(pro.body.data).toMatchObject({
      type: { slug: 'pro-yearly', period: 'yearly' },
      stripe_status: 'active',
      trial_ends_at: null,
    });
    await env.standIn.core.events.idle();
    const listed = await call(env.api, 'GET', PATH, { token: expert.account.token });
    expect(listed.body.data.current.id).toBe(pro.body.data.id);
    expect(
      listed.body.data.history.map((item: { id: number; stripe_status: string }) => [
        item.id,
        item.stripe_status,
      ]),
    ).toEqual([
      [pro.body.data.id, 'active'],
      [starter.id, 'canceled'],
    ]);
    const provider = (await stripe.subscriptions.list({ customer: expert.customer })).data;
    expect(provider.map((item) => item.status).sort()).toEqual(['active', 'canceled']);
    const back = await subscribe(expert, 'starter-monthly');
    expect(back.body.data).toMatchObject({ stripe_status: 'active', trial_ends_at: null });
  });

  it('a double submit makes one subscription', async () => {
    const expert = await expertWithCard();
    const answers = await Promise.all([1, 2, 3].map(() => subscribe(expert, 'starter-yearly')));
    // Each answer is the one subscription (a failure shows the status and body that broke it).
    expect(
      answers.filter((answer) => answer.status !== 200 && answer.status !== 201).map((answer) => answer.body),
    ).toEqual([]);
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    expect((await stripe.subscriptions.list({ customer: expert.customer })).data).toHaveLength(1);
    const rows = await env.api.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.expertId, expert.account.userId));
    expect(rows).toHaveLength(1);
  });

  it('applies a subscription webhook once', async () => {
    const expert = await expertWithCard();
    const subscribed = (await subscribe(expert, 'starter-monthly')).body.data;
    const [row] = await env.api.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscribed.id));
    const payload = JSON.stringify({
      id: `evt_plan_${subscribed.id}`,
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { id: row?.stripeSubscriptionId, object: 'subscription', status: 'canceled' } },
    });
    const post = () =>
      call(env.api, 'POST', 'payments/webhook', {
        body: payload,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signatureHeader(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000)),
        },
      });
    expect((await post()).body.data).toEqual({ received: true, duplicate: false });
    expect((await current(expert)).stripe_status).toBe('canceled');
    expect((await post()).body.data).toEqual({ received: true, duplicate: true });
  });
});
