import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import {
  futureYear,
  postForm,
  type RunningStandIn,
  sdkFor,
  startStandIn,
  TEST_PUBLISHABLE_KEY,
} from './stripe-harness.ts';
import { tempFolder } from './temp-folders.ts';

let running: RunningStandIn | undefined;

afterEach(async () => {
  await running?.standIn.close();
  running = undefined;
});

async function start() {
  running = await startStandIn({ dataDir: await tempFolder() });
  return running;
}

function card(number: string, cvc = '123') {
  return { number, exp_month: 12, exp_year: futureYear(), cvc };
}

/** The error a call rejects with (fails the test if it resolves). */
async function rejection(call: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await call;
  } catch (error) {
    return error as Stripe.errors.StripeError;
  }
  throw new Error('expected the call to fail');
}

describe('customers and cards', () => {
  it('creates, updates, lists and deletes customers; unknown ids answer resource_missing', async () => {
    const { stripe } = await start();
    const created = await stripe.customers.create({
      email: 'ana@example.com',
      name: 'Ana',
      metadata: { user: '7' },
    });
    expect(created.id).toMatch(/^cus_/);
    const updated = await stripe.customers.update(created.id, {
      name: 'Ana B',
      metadata: { user: '', tier: 'gold' },
    });
    expect(updated).toMatchObject({ name: 'Ana B', email: 'ana@example.com', metadata: { tier: 'gold' } });
    const listed = await stripe.customers.list({ email: 'ana@example.com' });
    expect(listed.data.map((customer) => customer.id)).toEqual([created.id]);
    await expect(stripe.customers.del(created.id)).resolves.toMatchObject({ deleted: true });
    const error = await rejection(stripe.customers.retrieve(created.id));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('creates card payment methods showing brand, last four digits and expiry only', async () => {
    const { stripe } = await start();
    const visa = await stripe.paymentMethods.create({ type: 'card', card: card('4242424242424242') });
    expect(visa.card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: futureYear() });
    expect(JSON.stringify(visa)).not.toContain('4242424242424242');
    const amex = await stripe.paymentMethods.create({ type: 'card', card: card('378282246310005', '1234') });
    expect(amex.card).toMatchObject({ brand: 'amex', last4: '0005' });
    const shortCvc = await rejection(
      stripe.paymentMethods.create({ type: 'card', card: card('378282246310005') }),
    );
    expect(shortCvc).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(shortCvc).toMatchObject({ code: 'invalid_cvc', statusCode: 402 });
    const luhn = await rejection(
      stripe.paymentMethods.create({ type: 'card', card: card('4242424242424241') }),
    );
    expect(luhn).toMatchObject({
      type: 'StripeCardError',
      code: 'incorrect_number',
      message: 'Your card number is incorrect.',
    });
  });

  it('attaches, lists, sets the default and detaches (clearing the default)', async () => {
    const { stripe } = await start();
    const customer = await stripe.customers.create({ email: 'b@example.com' });
    const first = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const second = await stripe.paymentMethods.attach('pm_card_amex', { customer: customer.id });
    expect(first.customer).toBe(customer.id);
    const listed = await stripe.customers.listPaymentMethods(customer.id, { type: 'card' });
    expect(listed.data.map((method) => method.card?.brand)).toEqual(['amex', 'visa']);
    const withDefault = await stripe.customers.update(customer.id, {
      invoice_settings: { default_payment_method: second.id },
    });
    expect(withDefault.invoice_settings.default_payment_method).toBe(second.id);
    await stripe.paymentMethods.detach(second.id);
    const after = (await stripe.customers.retrieve(customer.id)) as Stripe.Customer;
    expect(after.invoice_settings.default_payment_method).toBeNull();
    const remaining = await stripe.paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(remaining.data.map((method) => method.id)).toEqual([first.id]);
  });

  it.each([
    ['4000000000000002', 'card_declined', 'generic_decline', 'Your card was declined.'],
    ['4000000000009995', 'card_declined', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000000000009987', 'card_declined', 'lost_card', 'Your card was declined.'],
    ['4000000000000069', 'expired_card', 'expired_card', 'Your card has expired.'],
    ['4000000000000127', 'incorrect_cvc', 'incorrect_cvc', "Your card's security code is incorrect."],
    [
      '4000000000000119',
      'processing_error',
      'processing_error',
      'An error occurred while processing your card.',
    ],
  ])('refuses to save %s (%s) and keeps nothing attached', async (number, code, declineCode, message) => {
    const { stripe } = await start();
    const customer = await stripe.customers.create({});
    const method = await stripe.paymentMethods.create({ type: 'card', card: card(number) });
    const error = await rejection(stripe.paymentMethods.attach(method.id, { customer: customer.id }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ code, decline_code: declineCode, statusCode: 402 });
    expect(error.message).toContain(message);
    expect((await stripe.customers.listPaymentMethods(customer.id)).data).toEqual([]);
  });
});

describe('intents', () => {
  it('a setup intent saves the card; an authentication card waits for the 3D Secure step', async () => {
    const { stripe, url } = await start();
    const customer = await stripe.customers.create({});
    const plain = await stripe.setupIntents.create({
      customer: customer.id,
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    expect(plain.status).toBe('succeeded');
    const secure = await stripe.setupIntents.create({ customer: customer.id });
    const pending = await stripe.setupIntents.confirm(secure.id, {
      payment_method: 'pm_card_authenticationRequired',
    });
    expect(pending.status).toBe('requires_action');
    expect(pending.next_action?.type).toBe('use_stripe_sdk');
    const forged = await postForm(`${url}/local/authenticate`, {
      intent: secure.id,
      client_secret: 'nope',
      result: 'succeed',
    });
    expect(forged.status).toBe(404);
    const done = await postForm(`${url}/local/authenticate`, {
      intent: secure.id,
      client_secret: String(secure.client_secret),
      result: 'succeed',
    });
    expect(done.body.status).toBe('succeeded');
    expect((await stripe.customers.listPaymentMethods(customer.id)).data).toHaveLength(2);
  });

  it('charges off-session with a platform fee and a destination, then refunds and reverses', async () => {
    const { stripe, url } = await start();
    const expert = await stripe.accounts.create({ type: 'express', email: 'expert@example.com' });
    const customer = await stripe.customers.create({});
    const method = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const intent = await stripe.paymentIntents.create({
      amount: 5000,
      currency: 'usd',
      customer: customer.id,
      payment_method: method.id,
      off_session: true,
      confirm: true,
      application_fee_amount: 750,
      transfer_data: { destination: expert.id },
    });
    expect(intent).toMatchObject({ status: 'succeeded', amount_received: 5000, application_fee_amount: 750 });
    const charge = await stripe.charges.retrieve(String(intent.latest_charge));
    expect(charge).toMatchObject({ paid: true, amount_captured: 5000, payment_method: method.id });
    const transfer = await stripe.transfers.retrieve(String(charge.transfer));
    expect(transfer).toMatchObject({ amount: 4250, destination: expert.id });
    const expertBalance = await sdkFor(url, undefined, { stripeAccount: expert.id }).balance.retrieve();
    expect(expertBalance.available).toEqual([expect.objectContaining({ amount: 4250, currency: 'usd' })]);

    const refund = await stripe.refunds.create({
      payment_intent: intent.id,
      amount: 2000,
      reverse_transfer: true,
    });
    expect(refund).toMatchObject({ status: 'succeeded', amount: 2000 });
    const tooMuch = await rejection(stripe.refunds.create({ payment_intent: intent.id, amount: 3001 }));
    expect(tooMuch).toMatchObject({ type: 'StripeInvalidRequestError', param: 'amount' });
    await stripe.refunds.create({ payment_intent: intent.id });
    const again = await rejection(stripe.refunds.create({ payment_intent: intent.id }));
    expect(again).toMatchObject({ code: 'charge_already_refunded' });
    expect((await stripe.charges.retrieve(charge.id)).refunded).toBe(true);
    const reversed = await stripe.transfers.retrieve(transfer.id);
    expect(reversed.amount_reversed).toBe(1700);
  });

  it('an off-session charge needing authentication fails until the card was set up with it', async () => {
    const { stripe, url } = await start();
    const customer = await stripe.customers.create({});
    const method = await stripe.paymentMethods.attach('pm_card_authenticationRequiredOnSetup', {
      customer: customer.id,
    });
    const charge = () =>
      stripe.paymentIntents.create({
        amount: 1000,
        currency: 'usd',
        customer: customer.id,
        payment_method: method.id,
        off_session: true,
        confirm: true,
      });
    const error = await rejection(charge());
    expect(error).toMatchObject({ type: 'StripeCardError', code: 'authentication_required' });
    expect(error.payment_intent?.status).toBe('requires_payment_method');

    const setup = await stripe.setupIntents.create({
      customer: customer.id,
      payment_method: method.id,
      confirm: true,
    });
    expect(setup.status).toBe('requires_action');
    await postForm(`${url}/local/authenticate`, {
      intent: setup.id,
      client_secret: String(setup.client_secret),
      result: 'succeed',
    });
    await expect(charge()).resolves.toMatchObject({ status: 'succeeded' });

    const always = await stripe.paymentMethods.attach('pm_card_authenticationRequired', {
      customer: customer.id,
    });
    const alwaysError = await rejection(
      stripe.paymentIntents.create({
        amount: 1000,
        currency: 'usd',
        customer: customer.id,
        payment_method: always.id,
        off_session: true,
        confirm: true,
      }),
    );
    expect(alwaysError).toMatchObject({ code: 'authentication_required' });
  });

  it('an on-session payment waits for authentication, and can be confirmed with the publishable key or canceled', async () => {
    const { stripe, url } = await start();
    const intent = await stripe.paymentIntents.create({ amount: 900, currency: 'eur' });
    expect(intent.status).toBe('requires_payment_method');
    const browser = sdkFor(url, TEST_PUBLISHABLE_KEY);
    const confirmed = await browser.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_authenticationRequired',
      client_secret: String(intent.client_secret),
    } as Stripe.PaymentIntentConfirmParams);
    expect(confirmed.status).toBe('requires_action');
    const failed = await postForm(`${url}/local/authenticate`, {
      intent: intent.id,
      client_secret: String(intent.client_secret),
      result: 'fail',
    });
    expect(failed.body).toMatchObject({ status: 'requires_payment_method' });
    const canceled = await stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'abandoned' });
    expect(canceled.status).toBe('canceled');
    const late = await rejection(stripe.paymentIntents.cancel(intent.id));
    expect(late).toMatchObject({ code: 'payment_intent_unexpected_state' });
    const secretless = await rejection(browser.paymentIntents.retrieve(intent.id));
    expect(secretless).toMatchObject({ statusCode: 404 });
  });

  it('recovers an off-session authentication refusal on-session: Stripe.js confirms the same intent and the bank step decides', async () => {
    const { stripe, url } = await start();
    const customer = await stripe.customers.create({});
    const method = await stripe.paymentMethods.attach('pm_card_authenticationRequired', {
      customer: customer.id,
    });
    const refused = await rejection(
      stripe.paymentIntents.create({
        amount: 1200,
        currency: 'usd',
        customer: customer.id,
        payment_method: method.id,
        off_session: true,
        confirm: true,
      }),
    );
    expect(refused).toMatchObject({ code: 'authentication_required' });
    const intent = refused.payment_intent;
    expect(intent).toMatchObject({ status: 'requires_payment_method' });
    expect(intent?.client_secret).toBeTruthy();
    const browser = sdkFor(url, TEST_PUBLISHABLE_KEY);
    const onSession = await browser.paymentIntents.confirm(String(intent?.id), {
      payment_method: method.id,
      client_secret: String(intent?.client_secret),
    } as Stripe.PaymentIntentConfirmParams);
    expect(onSession.status).toBe('requires_action');
    expect(onSession.next_action?.type).toBe('use_stripe_sdk');
    const done = await postForm(`${url}/local/authenticate`, {
      intent: String(intent?.id),
      client_secret: String(intent?.client_secret),
      result: 'succeed',
    });
    expect(done.body).toMatchObject({ status: 'succeeded', amount_received: 1200 });
  });

  it('3155 asks only until set up with authentication, on- and off-session; 3184 asks for every payment', async () => {
    const { stripe, url } = await start();
    const customer = await stripe.customers.create({});
    const browser = sdkFor(url, TEST_PUBLISHABLE_KEY);
    const setUp = async (card: string) => {
      const setup = await stripe.setupIntents.create({
        customer: customer.id,
        payment_method: card,
        confirm: true,
      });
      expect(setup.status).toBe('requires_action');
      await postForm(`${url}/local/authenticate`, {
        intent: setup.id,
        client_secret: String(setup.client_secret),
        result: 'succeed',
      });
      return String((await stripe.setupIntents.retrieve(setup.id)).payment_method);
    };
    const onSession = async (method: string) => {
      const intent = await stripe.paymentIntents.create({
        amount: 800,
        currency: 'usd',
        customer: customer.id,
      });
      return browser.paymentIntents.confirm(intent.id, {
        payment_method: method,
        client_secret: String(intent.client_secret),
      } as Stripe.PaymentIntentConfirmParams);
    };
    const offSession = (method: string) =>
      stripe.paymentIntents.create({
        amount: 800,
        currency: 'usd',
        customer: customer.id,
        payment_method: method,
        off_session: true,
        confirm: true,
      });

    const once = await stripe.paymentMethods.create({ type: 'card', card: card('4000002500003155') });
    expect((await onSession(once.id)).status).toBe('requires_action');
    const saved = await setUp(once.id);
    await expect(offSession(saved)).resolves.toMatchObject({ status: 'succeeded' });
    await expect(onSession(saved)).resolves.toMatchObject({ status: 'succeeded' });

    const always = await setUp('pm_card_authenticationRequired');
    expect(await rejection(offSession(always))).toMatchObject({ code: 'authentication_required' });
    expect((await onSession(always)).status).toBe('requires_action');
  });

  it('cancels an intent waiting for authentication and emits payment_intent.canceled', async () => {
    const { stripe } = await start();
    const intent = await stripe.paymentIntents.create({
      amount: 900,
      currency: 'usd',
      payment_method: 'pm_card_authenticationRequired',
      confirm: true,
    });
    expect(intent.status).toBe('requires_action');
    const canceled = await stripe.paymentIntents.cancel(intent.id);
    expect(canceled).toMatchObject({ status: 'canceled', next_action: null });
    const events = await stripe.events.list({ type: 'payment_intent.canceled' });
    expect(events.data.map((event) => (event.data.object as { id: string }).id)).toEqual([intent.id]);
  });

  it('declines at charge time a card that saved fine, and rejects fees without a destination', async () => {
    const { stripe } = await start();
    const customer = await stripe.customers.create({});
    const method = await stripe.paymentMethods.attach('pm_card_chargeCustomerFail', {
      customer: customer.id,
    });
    const declined = await rejection(
      stripe.paymentIntents.create({
        amount: 700,
        currency: 'usd',
        customer: customer.id,
        payment_method: method.id,
        confirm: true,
      }),
    );
    expect(declined).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline' });
    const fee = await rejection(
      stripe.paymentIntents.create({ amount: 700, currency: 'usd', application_fee_amount: 10 }),
    );
    expect(fee).toMatchObject({ param: 'application_fee_amount' });
    const small = await rejection(stripe.paymentIntents.create({ amount: 20, currency: 'usd' }));
    expect(small).toMatchObject({ code: 'amount_too_small' });
  });
});

describe('keys, idempotency, persistence', () => {
  it('replays the same key with the same body and refuses it with another body', async () => {
    const { stripe } = await start();
    const first = await stripe.customers.create({ email: 'x@example.com' }, { idempotencyKey: 'key-1' });
    const replay = await stripe.customers.create({ email: 'x@example.com' }, { idempotencyKey: 'key-1' });
    expect(replay.id).toBe(first.id);
    expect((await stripe.customers.list()).data).toHaveLength(1);
    const conflict = await rejection(
      stripe.customers.create({ email: 'y@example.com' }, { idempotencyKey: 'key-1' }),
    );
    expect(conflict).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('answers requests sent at once with one key as one: a single object, the same answer', async () => {
    const { stripe } = await start();
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        stripe.customers.create({ email: 'z@example.com' }, { idempotencyKey: 'key-2' }),
      ),
    );
    expect(new Set(answers.map((customer) => customer.id)).size).toBe(1);
    expect((await stripe.customers.list()).data).toHaveLength(1);
  });

  it('refuses live keys and keeps publishable keys to what Stripe.js may do', async () => {
    const { url } = await start();
    const live = await rejection(sdkFor(url, 'sk_live_abc').customers.list());
    expect(live).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    const browser = sdkFor(url, TEST_PUBLISHABLE_KEY);
    await expect(
      browser.paymentMethods.create({ type: 'card', card: card('4242424242424242') }),
    ).resolves.toMatchObject({
      card: { brand: 'visa' },
    });
    const denied = await rejection(browser.customers.create({}));
    expect(denied).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('keeps its state across a restart', async () => {
    const dataDir = await tempFolder();
    running = await startStandIn({ dataDir });
    const customer = await running.stripe.customers.create({ email: 'kept@example.com' });
    await running.standIn.close();
    running = await startStandIn({ dataDir });
    await expect(running.stripe.customers.retrieve(customer.id)).resolves.toMatchObject({
      email: 'kept@example.com',
    });
  });

  it('pays out only what an account holds', async () => {
    const { stripe, url } = await start();
    const expert = await stripe.accounts.create({ type: 'express' });
    const asExpert = sdkFor(url, undefined, { stripeAccount: expert.id });
    const broke = await rejection(asExpert.payouts.create({ amount: 100, currency: 'usd' }));
    expect(broke).toMatchObject({ code: 'balance_insufficient' });
    await stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
      transfer_data: { destination: expert.id },
    });
    await expect(asExpert.payouts.create({ amount: 1000, currency: 'usd' })).resolves.toMatchObject({
      status: 'paid',
    });
    expect((await asExpert.balance.retrieve()).available[0]?.amount).toBe(0);
  });

  it('answers at GET /local/timings how long each Stripe call took since the last read', async () => {
    const { stripe, url } = await start();
    await stripe.customers.create({});
    await stripe.customers.list();
    const read = async () =>
      ((await (await fetch(`${url}/local/timings`)).json()) as { durations_ms: number[] }).durations_ms;
    const first = await read();
    expect(first).toHaveLength(2);
    for (const duration of first) expect(duration).toBeGreaterThan(0);
    expect(await read()).toEqual([]);
  });
});
