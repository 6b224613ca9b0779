import type Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { postForm, type RunningStandIn, startStandIn } from './stripe-harness.ts';
import { tempFolder } from './temp-folders.ts';

const DAY = 86_400;
let running: RunningStandIn | undefined;

afterEach(async () => {
  await running?.standIn.close();
  running = undefined;
});

async function setUp(testCard: string) {
  running = await startStandIn({ dataDir: await tempFolder() });
  const { stripe } = running;
  const start = Math.floor(Date.UTC(2030, 0, 10) / 1000);
  const clock = await stripe.testHelpers.testClocks.create({ frozen_time: start });
  const customer = await stripe.customers.create({ test_clock: clock.id });
  const method = await stripe.paymentMethods.attach(testCard, { customer: customer.id });
  await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: method.id } });
  const price = await stripe.prices.create({
    currency: 'usd',
    unit_amount: 1500,
    recurring: { interval: 'month' },
    product_data: { name: 'Expert plan' },
  });
  return { stripe, start, clock, customer, price };
}

describe('subscriptions on a test clock', () => {
  it('starts a trial for free, then renews and charges the card when the clock passes its end', async () => {
    const { stripe, start, clock, customer, price } = await setUp('pm_card_visa');
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      trial_period_days: 14,
    });
    expect(subscription).toMatchObject({ status: 'trialing', trial_end: start + 14 * DAY });
    const [trialInvoice] = (await stripe.invoices.list({ subscription: subscription.id })).data;
    expect(trialInvoice).toMatchObject({ amount_due: 0, status: 'paid' });

    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + 15 * DAY });
    const renewed = await stripe.subscriptions.retrieve(subscription.id);
    expect(renewed.status).toBe('active');
    const invoices = (await stripe.invoices.list({ subscription: subscription.id })).data;
    expect(invoices.map((bill) => [bill.amount_paid, bill.status])).toEqual([
      [1500, 'paid'],
      [0, 'paid'],
    ]);

    // Two more months: two more paid invoices.
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + 14 * DAY + 61 * DAY });
    expect((await stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(4);
    const back = stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start });
    await expect(back).rejects.toMatchObject({ param: 'frozen_time' });
  });

  it('leaves a subscription past due when the renewal is declined, and incomplete when the first payment is', async () => {
    const { stripe, start, clock, customer, price } = await setUp('pm_card_chargeCustomerFail');
    const trial = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      trial_period_days: 7,
    });
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + 8 * DAY });
    expect((await stripe.subscriptions.retrieve(trial.id)).status).toBe('past_due');
    const paidNow = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
    });
    expect(paidNow.status).toBe('incomplete');
    const [bill] = (await stripe.invoices.list({ subscription: paidNow.id })).data;
    expect(bill).toMatchObject({ status: 'open', amount_remaining: 1500 });
  });
});

/** The first invoice's PaymentIntent id, as an SDK of API 2025-03-31 or later reads it. */
function firstIntentId(subscription: Stripe.Subscription): string {
  const bill = subscription.latest_invoice as Stripe.Invoice;
  const intent = bill.payments?.data[0]?.payment.payment_intent;
  return typeof intent === 'string' ? intent : String(intent?.id);
}

/** What Stripe.js' `confirmCardPayment` does first: the intent confirmed on-session. */
async function confirmOnSession(intent: Stripe.PaymentIntent) {
  const confirmed = await postForm(`${running?.url}/v1/payment_intents/${intent.id}/confirm`, {
    client_secret: String(intent.client_secret),
    payment_method: String(intent.payment_method),
  });
  return confirmed.body;
}

describe("a subscription's first payment confirmed by the customer", () => {
  it('a card whose bank always asks leaves it incomplete; once authenticated on-session, the invoice is paid and it is active', async () => {
    const { stripe, customer, price } = await setUp('pm_card_authenticationRequired');
    const created = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      off_session: true,
      expand: ['latest_invoice.payments'],
    });
    expect(created.status).toBe('incomplete');
    const intent = await stripe.paymentIntents.retrieve(firstIntentId(created));
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.last_payment_error?.code).toBe('authentication_required');
    expect((created.latest_invoice as Stripe.Invoice).confirmation_secret?.client_secret).toBe(
      intent.client_secret,
    );

    expect(await confirmOnSession(intent)).toMatchObject({ status: 'requires_action' });
    const authenticated = await postForm(`${running?.url}/local/authenticate`, {
      intent: intent.id,
      client_secret: String(intent.client_secret),
      result: 'succeed',
    });
    expect(authenticated.body).toMatchObject({ status: 'succeeded' });
    expect((await stripe.subscriptions.retrieve(created.id)).status).toBe('active');
    const [bill] = (await stripe.invoices.list({ subscription: created.id })).data;
    expect(bill).toMatchObject({ status: 'paid', amount_paid: 1500 });
  });

  it('payment_behavior=default_incomplete leaves the first payment to be confirmed, even for a card that needs no step', async () => {
    const { stripe, customer, price } = await setUp('pm_card_visa');
    const created = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.payments'],
    });
    expect(created.status).toBe('incomplete');
    const intent = await stripe.paymentIntents.retrieve(firstIntentId(created));
    expect(intent.status).toBe('requires_confirmation');
    expect(await confirmOnSession(intent)).toMatchObject({ status: 'succeeded' });
    expect((await stripe.subscriptions.retrieve(created.id)).status).toBe('active');
  });

  it('cancelling an incomplete subscription voids its invoice and cancels the payment', async () => {
    const { stripe, customer, price } = await setUp('pm_card_authenticationRequired');
    const created = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      expand: ['latest_invoice.payments'],
    });
    await stripe.subscriptions.cancel(created.id);
    expect((await stripe.paymentIntents.retrieve(firstIntentId(created))).status).toBe('canceled');
    const [bill] = (await stripe.invoices.list({ subscription: created.id })).data;
    expect(bill?.status).toBe('void');
  });
});
