import { afterEach, describe, expect, it } from 'vitest';
import { type RunningStandIn, startStandIn } from './stripe-harness.ts';
import { tempFolder } from './temp-folders.ts';

const DAY = 86_400;
let running: RunningStandIn | undefined;

afterEach(async () => {
  await running?.standIn.close();
  running = undefined;
});

describe('trial end notice', () => {
  it('sends customer.subscription.trial_will_end once, three days before the trial ends', async () => {
    running = await startStandIn({ dataDir: await tempFolder() });
    const { stripe } = running;
    const start = Math.floor(Date.UTC(2030, 0, 10) / 1000);
    const clock = await stripe.testHelpers.testClocks.create({ frozen_time: start });
    const customer = await stripe.customers.create({ test_clock: clock.id });
    const method = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const price = await stripe.prices.create({
      currency: 'usd',
      unit_amount: 1900,
      recurring: { interval: 'month' },
      product_data: { name: 'Starter' },
    });
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      default_payment_method: method.id,
      trial_period_days: 30,
    });
    const notices = async () =>
      (await stripe.events.list({ type: 'customer.subscription.trial_will_end', limit: 100 })).data;
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + 26 * DAY });
    expect(await notices()).toHaveLength(0);
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + 27 * DAY });
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + 28 * DAY });
    const sent = await notices();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.data.object).toMatchObject({
      id: subscription.id,
      status: 'trialing',
      trial_end: start + 30 * DAY,
    });
  });
});
