import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningStandIn, startStandIn } from './stripe-harness.ts';
import { tempFolder } from './temp-folders.ts';

let running: RunningStandIn | undefined;
let receiver: Server | undefined;

afterEach(async () => {
  await running?.standIn.close();
  running = undefined;
  await new Promise((resolve) => (receiver ? receiver.close(resolve) : resolve(undefined)));
  receiver = undefined;
});

/** An endpoint that records each delivery's body and signature header. */
async function startReceiver() {
  const received: { body: string; signature: string }[] = [];
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ body, signature: String(request.headers['stripe-signature']) });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver?.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, received };
}

describe('events and webhooks', () => {
  it('records events and delivers them signed so that stripe.webhooks.constructEvent accepts them', async () => {
    const hook = await startReceiver();
    const secret = 'whsec_contract';
    running = await startStandIn({ dataDir: await tempFolder(), webhooks: [{ url: hook.url, secret }] });
    const { stripe, standIn } = running;
    const customer = await stripe.customers.create({ email: 'w@example.com' });
    await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    await standIn.core.events.idle();

    const events = hook.received.map(({ body, signature }) =>
      stripe.webhooks.constructEvent(body, signature, secret),
    );
    expect(events.map((event) => event.type)).toEqual(['customer.created', 'payment_method.attached']);
    const listed = await stripe.events.list({ type: 'customer.created' });
    expect(listed.data.map((event) => event.id)).toEqual([events[0]?.id]);
    expect(() =>
      stripe.webhooks.constructEvent(
        hook.received[0]?.body ?? '',
        hook.received[0]?.signature ?? '',
        'whsec_other',
      ),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('endpoints created through the API get their own secret and only the events they asked for', async () => {
    const hook = await startReceiver();
    running = await startStandIn({ dataDir: await tempFolder() });
    const { stripe, standIn } = running;
    const endpoint = await stripe.webhookEndpoints.create({
      url: hook.url,
      enabled_events: ['payment_intent.succeeded'],
    });
    expect(endpoint.secret).toMatch(/^whsec_/);
    await stripe.customers.create({});
    await stripe.paymentIntents.create({
      amount: 600,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    await standIn.core.events.idle();
    const types = hook.received.map(
      ({ body, signature }) => stripe.webhooks.constructEvent(body, signature, String(endpoint.secret)).type,
    );
    expect(types).toEqual(['payment_intent.succeeded']);
  });
});
