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

/**
 * An endpoint that records each delivery's body and signature header, answering `hook.status`
 * once `hook.answer` (when set) resolves.
 */
async function startReceiver() {
  const received: { body: string; signature: string }[] = [];
  const hook: { url: string; received: typeof received; status: number; answer?: Promise<void> } = {
    url: '',
    received,
    status: 200,
  };
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', async () => {
      received.push({ body, signature: String(request.headers['stripe-signature']) });
      await hook.answer;
      response.statusCode = hook.status;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver?.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  hook.url = `http://127.0.0.1:${port}/hook`;
  return hook;
}

const eventIds = (received: { body: string }[]) =>
  received.map(({ body }) => (JSON.parse(body) as { id: string }).id);

async function until(condition: () => boolean) {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
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

  it('retries a failed delivery, then counts it delivered', async () => {
    const hook = await startReceiver();
    hook.status = 500;
    running = await startStandIn({
      dataDir: await tempFolder(),
      webhooks: [{ url: hook.url, secret: 'whsec_retry' }],
      webhookRetryDelaysMs: [50, 50],
    });
    const { stripe, standIn } = running;
    const customer = await stripe.customers.create({});
    await until(() => hook.received.length === 1);
    hook.status = 200;
    await standIn.core.events.idle();
    const [event] = (await stripe.events.list({ type: 'customer.created' })).data;
    expect(eventIds(hook.received)).toEqual([event?.id, event?.id]);
    expect(event).toMatchObject({ pending_webhooks: 0, data: { object: { id: customer.id } } });
  });

  it('gives up after the last retry', async () => {
    const hook = await startReceiver();
    hook.status = 503;
    running = await startStandIn({
      dataDir: await tempFolder(),
      webhooks: [{ url: hook.url, secret: 'whsec_down' }],
      webhookRetryDelaysMs: [20, 20],
    });
    await running.stripe.customers.create({});
    await running.standIn.core.events.idle();
    expect(hook.received).toHaveLength(3);
    const [event] = (await running.stripe.events.list({ type: 'customer.created' })).data;
    expect(event?.pending_webhooks).toBe(1);
  });

  it('delivers after a restart what was still pending when it stopped', async () => {
    const hook = await startReceiver();
    hook.status = 503;
    const options = {
      dataDir: await tempFolder(),
      webhooks: [{ url: hook.url, secret: 'whsec_restart' }],
      webhookRetryDelaysMs: [60_000],
    };
    running = await startStandIn(options);
    await running.stripe.customers.create({});
    await until(() => hook.received.length === 1);
    await running.standIn.close();
    hook.status = 200;

    running = await startStandIn(options);
    await running.standIn.core.events.idle();
    const [event] = (await running.stripe.events.list({ type: 'customer.created' })).data;
    expect(eventIds(hook.received)).toEqual([event?.id, event?.id]);
    expect(event?.pending_webhooks).toBe(0);
  });

  it('closes at once when a failed try answers after the close, leaving the delivery pending', async () => {
    const hook = await startReceiver();
    hook.status = 503;
    let answer = () => {};
    hook.answer = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const options = {
      dataDir: await tempFolder(),
      webhooks: [{ url: hook.url, secret: 'whsec_close' }],
      webhookRetryDelaysMs: [60_000],
    };
    running = await startStandIn(options);
    await running.stripe.customers.create({});
    await until(() => hook.received.length === 1);
    const closing = running.standIn.close();
    answer();
    const closedInTime = await Promise.race([
      closing.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3000)),
    ]);
    expect(closedInTime).toBe(true);

    hook.status = 200;
    hook.answer = undefined;
    running = await startStandIn(options);
    await running.standIn.core.events.idle();
    expect(hook.received).toHaveLength(2);
  });
});
