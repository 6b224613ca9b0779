import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerCustomer, type TestAccount } from './harness.ts';
import {
  elementsCard,
  type PaymentsEnvironment,
  PUBLISHABLE_KEY,
  startPaymentsEnvironment,
} from './payments-harness.ts';

const PATH = 'customers/profile/payment-methods';
let env: PaymentsEnvironment;

beforeAll(async () => {
  env = await startPaymentsEnvironment();
});
afterAll(async () => env.close());

const save = (account: TestAccount, cardToken: string, name = 'Lucía Pérez', lang?: 'en' | 'es') =>
  call(env.api, 'POST', PATH, { token: account.token, body: { name, card_token: cardToken }, lang });
const list = (account: TestAccount) => call(env.api, 'GET', PATH, { token: account.token });

/** A call Stripe.js makes to the stand-in with the publishable key. */
async function stripeJs(path: string, fields: Record<string, string>) {
  const response = await fetch(`${env.stripeUrl}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${PUBLISHABLE_KEY}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields).toString(),
  });
  return (await response.json()) as { status?: string };
}

describe('saved cards', () => {
  it('asks for a session and starts empty', async () => {
    expect((await call(env.api, 'GET', PATH)).status).toBe(401);
    const account = await registerCustomer(env.api);
    const empty = await list(account);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual([]);
  });

  it("saves cards with Stripe's brand, digits and expiry; the first is the default", async () => {
    const account = await registerCustomer(env.api);
    const visa = await save(account, await elementsCard(env.stripeUrl, '4242424242424242'));
    expect(visa.status).toBe(201);
    expect(visa.body.message).toBe('Payment method created succesfully');
    expect(visa.body.data).toMatchObject({
      name: 'Lucía Pérez',
      brand: 'visa',
      last_numbers: '4242',
      expiration_month: 11,
      expiration_year: new Date().getUTCFullYear() + 3,
      default: true,
    });
    const amex = await save(account, await elementsCard(env.stripeUrl, '378282246310005'), 'Ana Gómez', 'es');
    expect(amex.body.message).toBe('Método de pago creado con éxito');
    expect(amex.body.data).toMatchObject({
      brand: 'amex',
      last_numbers: '0005',
      name: 'Ana Gómez',
      default: false,
    });
    const listed = await list(account);
    expect(
      listed.body.data.map((card: { brand: string; default: boolean }) => [card.brand, card.default]),
    ).toEqual([
      ['amex', false],
      ['visa', true],
    ]);
  });

  it("answers a declined card with the provider's message and saves nothing", async () => {
    const account = await registerCustomer(env.api);
    for (const [number, message] of [
      ['4000000000000002', 'Your card was declined.'],
      ['4000000000009995', 'Your card has insufficient funds.'],
    ] as const) {
      const refused = await save(account, await elementsCard(env.stripeUrl, number));
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({ message, data: { card_token: [message] } });
    }
    expect((await list(account)).body.data).toEqual([]);
  });

  it('saves a card the browser set up with 3D Secure, and never one set up for someone else', async () => {
    const account = await registerCustomer(env.api);
    const requestId = randomUUID();
    const setupCall = () =>
      call(env.api, 'POST', `${PATH}/setup`, { token: account.token, body: { request_id: requestId } });
    const setup = await setupCall();
    expect(setup.status).toBe(201);
    expect((await setupCall()).body.data.client_secret).toBe(setup.body.data.client_secret);
    const noId = await call(env.api, 'POST', `${PATH}/setup`, { token: account.token, body: {} });
    expect(noId.status).toBe(422);
    const secret: string = setup.body.data.client_secret;
    const intent = secret.split('_secret_')[0];
    // What the local Stripe.js does in confirmCardSetup: confirm, then the 3D Secure step.
    const method = await elementsCard(env.stripeUrl, '4000002500003155');
    const confirmed = await stripeJs(`/v1/setup_intents/${intent}/confirm`, {
      client_secret: secret,
      payment_method: method,
    });
    expect(confirmed.status).toBe('requires_action');
    const done = await stripeJs('/local/authenticate', {
      intent: String(intent),
      client_secret: secret,
      result: 'succeed',
    });
    expect(done.status).toBe('succeeded');

    const other = await registerCustomer(env.api);
    expect((await save(other, method)).status).toBe(404);
    const saved = await save(account, method, 'Ana 3DS');
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({
      id: method,
      name: 'Ana 3DS',
      last_numbers: '3155',
      default: true,
    });
  });

  it('validates the cardholder name and the payment method id', async () => {
    const account = await registerCustomer(env.api);
    const tooLong = await save(account, 'pm_123', 'x'.repeat(81));
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.data.name).toEqual(['Max. 80 characters']);
    const notAnId = await save(account, '4242424242424242');
    expect(notAnId.body.data.card_token).toEqual(['Invalid value']);
    const unknown = await save(account, 'pm_doesnotexist');
    expect(unknown.status).toBe(404);
  });

  it("makes a card the default and deletes cards, only the customer's own", async () => {
    const owner = await registerCustomer(env.api);
    const other = await registerCustomer(env.api);
    const visa = (await save(owner, await elementsCard(env.stripeUrl, '4242424242424242'))).body.data;
    const master = (await save(owner, await elementsCard(env.stripeUrl, '5555555555554444'))).body.data;
    await save(other, await elementsCard(env.stripeUrl, '4242424242424242'));

    const made = await call(env.api, 'PUT', `${PATH}/${master.id}/default`, { token: owner.token });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ id: master.id, default: true });
    const defaults = (await list(owner)).body.data.map(
      (card: { id: string; default: boolean }) => card.default,
    );
    expect(defaults).toEqual([true, false]);

    expect((await call(env.api, 'DELETE', `${PATH}/${visa.id}`, { token: other.token })).status).toBe(404);
    expect((await call(env.api, 'PUT', `${PATH}/${visa.id}/default`, { token: other.token })).status).toBe(
      404,
    );
    const removed = await call(env.api, 'DELETE', `${PATH}/${visa.id}`, { token: owner.token });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Payment method removed');
    expect((await list(owner)).body.data.map((card: { id: string }) => card.id)).toEqual([master.id]);
    expect((await call(env.api, 'DELETE', `${PATH}/${visa.id}`, { token: owner.token })).status).toBe(404);
  });

  it('a cookie session needs the CSRF header to save a card', async () => {
    const account = await registerCustomer(env.api);
    const body = { name: 'Lucía', card_token: await elementsCard(env.stripeUrl, '4242424242424242') };
    const without = await call(env.api, 'POST', PATH, { cookies: account.cookies, body });
    expect(without.status).toBe(403);
    const withHeader = await call(env.api, 'POST', PATH, {
      cookies: account.cookies,
      csrf: account.csrf,
      body,
    });
    expect(withHeader.status).toBe(201);
  });

  it('gives the browser the publishable key and where to load Stripe.js from', async () => {
    const config = await call(env.api, 'GET', 'payments/config');
    expect(config.body.data).toEqual({
      publishable_key: 'pk_test_payments',
      stripe_js_url: `${env.stripeUrl}/v3/`,
    });
  });
});
