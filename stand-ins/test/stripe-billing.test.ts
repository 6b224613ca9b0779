import { afterEach, describe, expect, it } from 'vitest';
import { type RunningStandIn, startStandIn } from './stripe-harness.ts';
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
