import { and, eq } from 'drizzle-orm';
import { type PlanAuthenticationRequired, paths, paymentPaths, waitsForBank } from 'shared-contracts';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planAuthentications, subscriptions } from '../src/db/schema/index.ts';
import { setUpWithAuthentication } from './booking-harness.ts';
import { call, registerCustomer, startTestApi, type TestAccount } from './harness.ts';
import {
  confirmCardPayment,
  elementsCard,
  type PaymentsEnvironment,
  startPaymentsEnvironment,
} from './payments-harness.ts';

const ALWAYS_AUTHENTICATE = '4000002760003184';
/** Pro has no trial: its first invoice is paid at once. */
const PLAN = 'pro-monthly';
const HOUR = 3_600_000;
let env: PaymentsEnvironment;
let stripe: Stripe;
let now = new Date();

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
  /** A card whose bank asks for its step on every payment (saved with the step done once). */
  card: string;
}

async function saveCard(account: TestAccount, cardToken: string) {
  const saved = await call(env.api, 'POST', paymentPaths.paymentMethods, {
    token: account.token,
    body: { name: 'Ana Gómez', card_token: cardToken },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return String(saved.body.data.id);
}

async function expertWithAuthenticatingCard(): Promise<Expert> {
  const account = await registerCustomer(env.api);
  const role = await call(env.api, 'PUT', paths.expertProfile, {
    token: account.token,
    body: { role: 'Coach' },
  });
  expect(role.status).toBe(200);
  const card = await saveCard(
    account,
    await setUpWithAuthentication(env, account.token, ALWAYS_AUTHENTICATE),
  );
  return { account, card };
}

const subscribe = (expert: Expert, card = expert.card, plan = PLAN) =>
  call(env.api, 'POST', paths.subscriptions, {
    token: expert.account.token,
    body: { subscription_type: plan, payment_method_id: card },
  });
const settle = (expert: Expert, method: 'POST' | 'DELETE' = 'POST', lang?: 'en' | 'es') =>
  call(env.api, method, paths.subscriptionAuthentication, { token: expert.account.token, lang });

async function waitingPlan() {
  const expert = await expertWithAuthenticatingCard();
  const answer = await subscribe(expert);
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  return { expert, answer, data: answer.body.data as PlanAuthenticationRequired };
}

const recorded = (expert: Expert) =>
  env.api.app.db.select().from(subscriptions).where(eq(subscriptions.expertId, expert.account.userId));
const providerSubscriptions = async (subscriptionId: string) => stripe.subscriptions.retrieve(subscriptionId);
async function pendingSubscriptionId(expert: Expert) {
  const [row] = await env.api.app.db
    .select()
    .from(planAuthentications)
    .where(
      and(eq(planAuthentications.expertId, expert.account.userId), eq(planAuthentications.status, 'pending')),
    );
  return String(row?.stripeSubscriptionId);
}

describe('a plan paid with a card whose bank asks for its step', () => {
  it('answers 202 with the client secret; once authenticated in Stripe.js, the plan is active and recorded once', async () => {
    const { expert, answer, data } = await waitingPlan();
    expect(answer.body.message).toBe('Your bank asks you to confirm this payment');
    expect(waitsForBank(data)).toBe(true);
    expect(data).toEqual({
      subscription_type: PLAN,
      payment: {
        status: 'requires_action',
        client_secret: expect.stringContaining('_secret_'),
        payment_method_id: expert.card,
        expires_at: expect.any(String),
      },
    });
    expect(await recorded(expert)).toHaveLength(0);

    // Asked before the bank's step was done: still waiting.
    expect((await settle(expert)).status).toBe(202);
    await confirmCardPayment(env.stripeUrl, data.payment, 'succeed');
    const settled = await settle(expert);
    expect(settled.status, JSON.stringify(settled.body)).toBe(201);
    expect(settled.body.message).toBe('Subscription completed successfully');
    expect(settled.body.data).toMatchObject({ type: { slug: PLAN }, stripe_status: 'active' });
    await env.standIn.core.events.idle();
    const rows = await recorded(expert);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.stripeStatus).toBe('active');
    expect((await providerSubscriptions(String(rows[0]?.stripeSubscriptionId))).status).toBe('active');
    // Asked again once settled: the same plan, recorded once.
    const again = await settle(expert);
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(settled.body.data.id);
    expect(await recorded(expert)).toHaveLength(1);
    const listed = await call(env.api, 'GET', paths.subscriptions, { token: expert.account.token });
    expect(listed.body.data.current).toMatchObject({ id: settled.body.data.id, stripe_status: 'active' });
  });

  it('a failed step answers 402 (in Spanish when asked), records nothing, and another card subscribes', async () => {
    const { expert, data } = await waitingPlan();
    const subscriptionId = await pendingSubscriptionId(expert);
    await confirmCardPayment(env.stripeUrl, data.payment, 'fail');
    const refused = await settle(expert, 'POST', 'es');
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe(
      'Tu banco no pudo confirmar este pago. No se ha cobrado nada; inténtalo de nuevo o elige otra tarjeta',
    );
    expect(refused.body.data).toEqual({ payment_method_id: [refused.body.message] });
    expect(await recorded(expert)).toHaveLength(0);
    expect((await providerSubscriptions(subscriptionId)).status).toBe('canceled');

    const other = await saveCard(expert.account, await elementsCard(env.stripeUrl, '4242424242424242'));
    const paid = await subscribe(expert, other);
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.data).toMatchObject({ type: { slug: PLAN }, stripe_status: 'active' });
    expect(await recorded(expert)).toHaveLength(1);
  });

  it('giving up cancels the provider subscription: nothing charged or recorded', async () => {
    const { expert } = await waitingPlan();
    const subscriptionId = await pendingSubscriptionId(expert);
    const cancelled = await settle(expert, 'DELETE');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe('The plan was not started. Nothing was charged');
    expect(await recorded(expert)).toHaveLength(0);
    expect((await providerSubscriptions(subscriptionId)).status).toBe('canceled');
    const [bill] = (await stripe.invoices.list({ subscription: subscriptionId })).data;
    expect(bill).toMatchObject({ status: 'void', amount_paid: 0 });
    expect((await settle(expert, 'DELETE')).status).toBe(409);
    // The same plan and card may be tried again: a new payment for the bank's step.
    expect((await subscribe(expert)).status).toBe(202);
    expect(await pendingSubscriptionId(expert)).not.toMatch(new RegExp(`^(${subscriptionId}|undefined)$`));
  });

  it('the same plan and card asked again while it waits answer the same 202, with one provider subscription', async () => {
    const { expert, data } = await waitingPlan();
    const again = await Promise.all([subscribe(expert), subscribe(expert)]);
    for (const answer of again) {
      expect(answer.status).toBe(202);
      expect(answer.body.data).toEqual(data);
    }
    const rows = await env.api.app.db
      .select()
      .from(planAuthentications)
      .where(eq(planAuthentications.expertId, expert.account.userId));
    expect(rows).toHaveLength(1);
    const provider = await stripe.subscriptions.retrieve(String(rows[0]?.stripeSubscriptionId));
    const all = (await stripe.subscriptions.list({ customer: String(provider.customer) })).data;
    expect(all).toHaveLength(1);
  });

  it('two cards submitted at once leave one plan waiting and one live provider subscription', async () => {
    const expert = await expertWithAuthenticatingCard();
    const second = await saveCard(
      expert.account,
      await setUpWithAuthentication(env, expert.account.token, ALWAYS_AUTHENTICATE),
    );
    const answers = await Promise.all([subscribe(expert), subscribe(expert, second)]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
    const waiting = await env.api.app.db
      .select()
      .from(planAuthentications)
      .where(
        and(
          eq(planAuthentications.expertId, expert.account.userId),
          eq(planAuthentications.status, 'pending'),
        ),
      );
    expect(waiting).toHaveLength(1);
    const provider = await stripe.subscriptions.retrieve(String(waiting[0]?.stripeSubscriptionId));
    const all = (await stripe.subscriptions.list({ customer: String(provider.customer) })).data;
    expect(all.filter((item) => item.status !== 'canceled').map((item) => item.id)).toEqual([provider.id]);
  });

  it('answers 409 when nothing waits, and is for experts only', async () => {
    const expert = await expertWithAuthenticatingCard();
    const none = await settle(expert, 'POST', 'es');
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('Ningún pago de plan espera la confirmación de tu banco');
    expect((await settle(expert, 'DELETE')).status).toBe(409);
    const customer = await registerCustomer(env.api);
    expect(
      (await call(env.api, 'POST', paths.subscriptionAuthentication, { token: customer.token })).status,
    ).toBe(403);
  });
});

describe('a plan waiting for the bank, settled without the browser', () => {
  it('the expert authenticated and closed the page: the invoice.paid webhook records the plan', async () => {
    const { expert, data } = await waitingPlan();
    await confirmCardPayment(env.stripeUrl, data.payment, 'succeed');
    await env.standIn.core.events.idle();
    await env.api.app.jobs.runDue();
    const rows = await recorded(expert);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.stripeStatus).toBe('active');
    // The browser's settle, arriving late, answers that plan.
    const settled = await settle(expert);
    expect(settled.status).toBe(201);
    expect(settled.body.data.id).toBe(rows[0]?.id);
  });

  it('left alone, it is given up when the provider would let it lapse', async () => {
    const { expert } = await waitingPlan();
    const subscriptionId = await pendingSubscriptionId(expert);
    now = new Date(now.getTime() + 24 * HOUR);
    await env.api.app.jobs.runDue();
    expect((await providerSubscriptions(subscriptionId)).status).toBe('canceled');
    expect(await recorded(expert)).toHaveLength(0);
    expect((await settle(expert)).status).toBe(409);
  });
});

describe('a plan waiting for the bank when the api restarts', () => {
  // Last in the file: it stops the shared api.
  it('is settled by the new api from what the old one recorded', async () => {
    const { expert, data } = await waitingPlan();
    await confirmCardPayment(env.stripeUrl, data.payment, 'succeed');
    await env.api.stop();
    const api = await startTestApi({ ...env.api.config });
    try {
      const settled = await call(api, 'POST', paths.subscriptionAuthentication, {
        token: expert.account.token,
      });
      expect(settled.status, JSON.stringify(settled.body)).toBe(201);
      expect(settled.body.data).toMatchObject({ type: { slug: PLAN }, stripe_status: 'active' });
    } finally {
      await api.close();
    }
  });
});
