import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankAccounts,
  fundsRequests,
  meetingCharges,
  meetings,
  notifications,
  rates,
} from '../src/db/schema/index.ts';
import { PaymentUnavailableError } from '../src/payments/gateway.ts';
import { call, registerCustomer, type TestAccount } from './harness.ts';
import { elementsCard, type PaymentsEnvironment, startPaymentsEnvironment } from './payments-harness.ts';

const HOUR = 3_600_000;
let env: PaymentsEnvironment;
let stripe: Stripe;
const now = new Date(Date.UTC(2026, 10, 26, 12, 0, 0));
let rateId: number;
let payer: TestAccount;
let payerCard: string;

const US_BANK = {
  holder_name: 'Ana Gómez',
  country: 'US',
  currency: 'usd',
  routing_number: '110000000',
  account_number: '000123456789',
};

beforeAll(async () => {
  env = await startPaymentsEnvironment({ clock: () => now });
  const url = new URL(env.stripeUrl);
  stripe = new Stripe(env.api.config.stripeSecretKey, {
    host: url.hostname,
    port: url.port,
    protocol: 'http',
  });
  const [rate] = await env.api.app.db.select().from(rates).where(eq(rates.slug, 'large'));
  if (!rate) throw new Error('no rates');
  rateId = rate.id;
  payer = await registerCustomer(env.api);
  const saved = await call(env.api, 'POST', 'customers/profile/payment-methods', {
    token: payer.token,
    body: { name: 'Payer', card_token: await elementsCard(env.stripeUrl, '4242424242424242') },
  });
  payerCard = saved.body.data.id;
});
afterAll(async () => env.close());

async function newExpert() {
  const account = await registerCustomer(env.api);
  expect(
    (await call(env.api, 'PUT', 'experts/profile', { token: account.token, body: { role: 'Coach' } })).status,
  ).toBe(200);
  return account;
}

let slot = 0;
/** A meeting written straight into the database (the booking flow is tested elsewhere). */
async function meeting(
  expert: TestAccount,
  options: { price: number; endsInHours: number; state?: string; finished?: boolean; createdAt?: Date },
) {
  slot += 1;
  const customer = await registerCustomer(env.api);
  const endsAt = new Date(now.getTime() + options.endsInHours * HOUR + slot * 1000);
  const [row] = await env.api.app.db
    .insert(meetings)
    .values({
      expertId: expert.userId,
      customerId: customer.userId,
      rateId,
      priceCents: Math.round(options.price * 100),
      feeCents: Math.round(options.price * 10),
      startsAt: new Date(endsAt.getTime() - HOUR),
      endsAt,
      state: options.state ?? 'confirmed',
      bookingKey: `test-${randomUUID()}`,
      requestHash: 'x'.repeat(64),
      finishedAt: options.finished ? new Date(now.getTime() - 1000) : null,
      createdAt: options.createdAt ?? new Date(now.getTime() - (1000 - slot) * 1000),
    })
    .returning();
  if (!row) throw new Error('meeting not stored');
  return row;
}

async function extensionCharge(meetingId: number, price: number, status = 'succeeded') {
  await env.api.app.db.insert(meetingCharges).values({
    meetingId,
    kind: 'extension',
    rateId,
    minutes: 15,
    priceCents: Math.round(price * 100),
    feeCents: Math.round(price * 10),
    paymentMethodId: 'pm_test',
    idempotencyKey: `ext-${randomUUID()}`,
    status,
  });
}

/** Pays the expert's connected account the way a booking does (destination charge with the fee). */
async function fundConnectedAccount(expert: TestAccount, dollars: number) {
  const [bank] = await env.api.app.db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.expertId, expert.userId));
  const [customer] = (await stripe.customers.list({ email: payer.email })).data;
  if (!bank || !customer) throw new Error('no connected account or payer');
  const cents = Math.round(dollars * 100);
  await env.api.app.gateway.chargeOffSession({
    customerId: customer.id,
    paymentMethodId: payerCard,
    amount: cents + Math.round(cents / 10),
    currency: 'usd',
    applicationFee: Math.round(cents / 10),
    destination: bank.connectedAccountId,
    idempotencyKey: `fund-${randomUUID()}`,
  });
}

const earnings = async (expert: TestAccount) =>
  (await call(env.api, 'GET', 'experts/profile/earnings', { token: expert.token })).body.data.profits;
const putBank = (expert: TestAccount, body: unknown, lang?: 'en' | 'es') =>
  call(env.api, 'PUT', 'experts/profile/bank-account', { token: expert.token, body, lang });
const requestFunds = (
  expert: TestAccount,
  body: Record<string, unknown>,
  lang?: 'en' | 'es',
  headers: Record<string, string> = {},
) => call(env.api, 'POST', 'experts/profile/requests', { token: expert.token, body, lang, headers });

describe('expert money routes', () => {
  it('are for the signed-in expert only', async () => {
    const customer = await registerCustomer(env.api);
    for (const [method, path] of [
      ['GET', 'experts/profile/earnings'],
      ['GET', 'experts/profile/earnings/meets'],
      ['GET', 'experts/profile/bank-account'],
      ['PUT', 'experts/profile/bank-account'],
      ['POST', 'experts/profile/requests'],
    ] as const) {
      expect((await call(env.api, method, path)).status).toBe(401);
      const body = method === 'GET' ? undefined : {};
      expect((await call(env.api, method, path, { token: customer.token, body })).status).toBe(403);
    }
  });
});

describe('bank account', () => {
  it('keeps the details at the provider and only the last digits here', async () => {
    const expert = await newExpert();
    const empty = await call(env.api, 'GET', 'experts/profile/bank-account', { token: expert.token });
    expect(empty.body.data).toEqual({
      holder_name: null,
      bank_name: null,
      country: null,
      currency: null,
      last_numbers: null,
      masked: null,
    });
    const saved = await putBank(expert, US_BANK);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Bank account updated successfully');
    expect(saved.body.data).toEqual({
      holder_name: 'Ana Gómez',
      bank_name: 'STRIPE TEST BANK',
      country: 'US',
      currency: 'usd',
      last_numbers: '6789',
      masked: '**** 6789',
    });
    const [row] = await env.api.app.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.expertId, expert.userId));
    expect(JSON.stringify(row)).not.toContain('000123456789');
    const again = await call(env.api, 'GET', 'experts/profile/bank-account', { token: expert.token });
    expect(again.body.data.masked).toBe('**** 6789');
    const atProvider = await stripe.accounts.listExternalAccounts(String(row?.connectedAccountId), {
      object: 'bank_account',
    });
    expect(atProvider.data.map((bank) => bank.last4)).toEqual(['6789']);

    const iban = await putBank(
      expert,
      { holder_name: 'Ana Gómez', country: 'de', currency: 'EUR', iban: 'DE89 3704 0044 0532 0130 00' },
      'es',
    );
    expect(iban.body.message).toBe('Cuenta bancaria actualizada con éxito');
    expect(iban.body.data).toMatchObject({ country: 'DE', currency: 'eur', last_numbers: '3000' });
    const replaced = await stripe.accounts.listExternalAccounts(String(row?.connectedAccountId), {
      object: 'bank_account',
    });
    expect(replaced.data.map((bank) => bank.last4)).toEqual(['3000']);
  });

  it('answers each validation message, in English and Spanish', async () => {
    const expert = await newExpert();
    const missing = await putBank(expert, {});
    expect(missing.status).toBe(422);
    expect(missing.body.data).toMatchObject({
      holder_name: ['Field required'],
      country: ['Field required'],
      currency: ['Field required'],
    });
    const noNumber = await putBank(expert, { ...US_BANK, account_number: undefined });
    expect(noNumber.body.data).toEqual({ account_number: ['Enter an account number or an IBAN'] });
    const badRouting = await putBank(expert, { ...US_BANK, routing_number: '12' }, 'es');
    expect(badRouting.body.data).toEqual({ routing_number: ['Ingresa un número de ruta válido'] });
    const noRouting = await putBank(expert, { ...US_BANK, routing_number: '' });
    expect(noRouting.body.data).toEqual({ routing_number: ['Enter a valid routing number'] });
    const badAccount = await putBank(expert, { ...US_BANK, account_number: '12ab' });
    expect(badAccount.body.data).toEqual({ account_number: ['Enter a valid account number'] });
    const badIban = await putBank(expert, { holder_name: 'A', country: 'DE', currency: 'eur', iban: 'nope' });
    expect(badIban.body.data).toEqual({ iban: ['Enter a valid IBAN'] });
    const badCurrency = await putBank(expert, { ...US_BANK, currency: 'dollars' });
    expect(badCurrency.body.data).toEqual({ currency: ['Select a valid currency'] });
    const gb = await putBank(expert, {
      holder_name: 'A',
      country: 'GB',
      currency: 'gbp',
      account_number: '00012345',
    });
    expect(gb.body.data).toEqual({ sort_code: ['Enter a valid sort code'] });
    // The provider checks what the form cannot: the routing number's checksum, the IBAN's.
    const refused = await putBank(expert, { ...US_BANK, routing_number: '123456789' });
    expect(refused.status).toBe(422);
    expect(refused.body.data).toEqual({ routing_number: ['Enter a valid routing number'] });
    const refusedIban = await putBank(
      expert,
      { holder_name: 'A', country: 'DE', currency: 'eur', iban: 'DE89370400440532013001' },
      'es',
    );
    expect(refusedIban.body.data).toEqual({ account_number: ['Ingresa un número de cuenta válido'] });
    const still = await call(env.api, 'GET', 'experts/profile/bank-account', { token: expert.token });
    expect(still.body.data.last_numbers).toBeNull();
  });
});

describe('earnings', () => {
  it('counts the rate prices of finished meetings with their paid extensions', async () => {
    const expert = await newExpert();
    const other = await newExpert();
    const ended = await meeting(expert, { price: 50, endsInHours: -2 });
    await extensionCharge(ended.id, 25);
    await extensionCharge(ended.id, 12.5, 'failed');
    await meeting(expert, { price: 30, endsInHours: 5, finished: true });
    const upcoming = await meeting(expert, { price: 40, endsInHours: 24 });
    await extensionCharge(upcoming.id, 10);
    await meeting(expert, { price: 99, endsInHours: -5, state: 'released' });
    await meeting(other, { price: 77, endsInHours: -3 });
    expect(await earnings(expert)).toEqual({ available: 105, overall: 105 });
    expect(await earnings(other)).toEqual({ available: 77, overall: 77 });
  });

  it('lists the meetings 15 per page, newest booking first, Payed when finished', async () => {
    const expert = await newExpert();
    const made = [];
    for (let index = 0; index < 17; index += 1) {
      made.push(
        await meeting(expert, {
          price: 20 + index,
          endsInHours: index < 10 ? -1 - 2 * index : 3 + 2 * index,
          createdAt: new Date(now.getTime() - (100 - index) * 60_000),
        }),
      );
    }
    await meeting(expert, { price: 5, endsInHours: -30, state: 'released' });
    const first = await call(env.api, 'GET', 'experts/profile/earnings/meets', { token: expert.token });
    expect(first.status).toBe(200);
    expect(first.body.meta).toMatchObject({ per_page: 15, total: 17, last_page: 2, current_page: 1 });
    expect(first.body.data).toHaveLength(15);
    expect(first.body.data.map((item: { id: number }) => item.id)).toEqual(
      made
        .slice(2)
        .reverse()
        .map((item) => item.id),
    );
    const newest = first.body.data[0];
    expect(newest).toMatchObject({
      status: 'booked',
      payment_status: 'Not payed',
      rate: { slug: 'large', price: 36 },
      booking: { price: 36 },
    });
    const second = await call(env.api, 'GET', 'experts/profile/earnings/meets?page=2', {
      token: expert.token,
    });
    expect(
      second.body.data.map((item: { status: string; payment_status: string }) => [
        item.status,
        item.payment_status,
      ]),
    ).toEqual([
      ['finished', 'Payed'],
      ['finished', 'Payed'],
    ]);
  });
});

describe('funds requests', () => {
  it('needs a bank account and a request key, and at most the available balance', async () => {
    const expert = await newExpert();
    await meeting(expert, { price: 105, endsInHours: -1 });
    const noBank = await requestFunds(expert, { amount: 10, request_key: randomUUID() });
    expect(noBank.status).toBe(422);
    expect(noBank.body.message).toBe('Add a bank account first');
    const noBankEs = await requestFunds(expert, { amount: 10, request_key: randomUUID() }, 'es');
    expect(noBankEs.body.message).toBe('Agrega primero una cuenta bancaria');
    await putBank(expert, US_BANK);
    const noKey = await requestFunds(expert, { amount: 10 });
    expect(noKey.body.data).toEqual({
      'Idempotency-Key': ['The Idempotency-Key header is required: one key per attempt, the same on a retry'],
    });
    const tooMuch = await requestFunds(expert, { amount: 105.01, request_key: randomUUID() });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.data).toEqual({
      amount: ['The amount is more than your available balance ($105.00)'],
    });
    const tooMuchEs = await requestFunds(expert, { amount: 200, request_key: randomUUID() }, 'es');
    expect(tooMuchEs.body.data).toEqual({ amount: ['El monto supera tu saldo disponible ($105.00)'] });
    for (const amount of [-5, 0, 1.234, 'ten']) {
      const invalid = await requestFunds(expert, { amount, request_key: randomUUID() });
      expect(invalid.body.data).toEqual({
        amount: ['Enter an amount greater than 0 with at most 2 decimals'],
      });
    }
    expect(await earnings(expert)).toEqual({ available: 105, overall: 105 });
  });

  it('reads the key from the Idempotency-Key header, or else the body request_key, with one rule', async () => {
    const expert = await newExpert();
    await meeting(expert, { price: 50, endsInHours: -1 });
    await putBank(expert, US_BANK);
    await fundConnectedAccount(expert, 50);
    const missing = 'The Idempotency-Key header is required: one key per attempt, the same on a retry';
    const malformed = 'The idempotency key must be 8 to 255 visible ASCII characters, without spaces';
    const malformedEs =
      'La clave de idempotencia debe tener de 8 a 255 caracteres ASCII visibles, sin espacios';
    expect((await requestFunds(expert, { amount: 10 })).body.data).toEqual({ 'Idempotency-Key': [missing] });
    const missingEs = await requestFunds(expert, { amount: 10 }, 'es');
    expect(missingEs.status).toBe(422);
    expect(missingEs.body.data).toEqual({
      'Idempotency-Key': ['Falta la cabecera Idempotency-Key: una clave por intento, la misma al reintentar'],
    });
    for (const key of ['seven77', 'x'.repeat(256), 'has a space']) {
      const header = await requestFunds(expert, { amount: 10 }, 'en', { 'idempotency-key': key });
      expect(header.status).toBe(422);
      expect(header.body.data).toEqual({ 'Idempotency-Key': [malformed] });
      const inBody = await requestFunds(expert, { amount: 10, request_key: key });
      expect(inBody.status).toBe(422);
      expect(inBody.body.data).toEqual({ request_key: [malformed] });
    }
    const headerEs = await requestFunds(expert, { amount: 10 }, 'es', { 'idempotency-key': 'seven77' });
    expect(headerEs.body.data).toEqual({ 'Idempotency-Key': [malformedEs] });
    const bodyEs = await requestFunds(expert, { amount: 10, request_key: 'seven77' }, 'es');
    expect(bodyEs.body.data).toEqual({ request_key: [malformedEs] });
    // A malformed header is refused even when the body has a valid key.
    const badHeader = await requestFunds(expert, { amount: 10, request_key: randomUUID() }, 'en', {
      'idempotency-key': 'seven77',
    });
    expect(badHeader.body.data).toEqual({ 'Idempotency-Key': [malformed] });
    expect(await earnings(expert)).toEqual({ available: 50, overall: 50 });

    const paid = await requestFunds(expert, { amount: 10 }, 'en', { 'idempotency-key': 'eight888' });
    expect(paid.status).toBe(201);
    // The same key in the body is the same request; with both, the header is the key.
    const fromBody = await requestFunds(expert, { amount: 10, request_key: 'eight888' });
    expect(fromBody.body.data).toEqual(paid.body.data);
    const both = await requestFunds(expert, { amount: 10, request_key: randomUUID() }, 'en', {
      'idempotency-key': 'eight888',
    });
    expect(both.body.data).toEqual(paid.body.data);
    const bodyOnly = await requestFunds(expert, { amount: 15, request_key: randomUUID() });
    expect(bodyOnly.status).toBe(201);
    expect(bodyOnly.body.data.id).not.toBe(paid.body.data.id);
    expect(await earnings(expert)).toEqual({ available: 25, overall: 50 });
  });

  it('pays out once per request key and takes it from the available balance', async () => {
    const expert = await newExpert();
    await meeting(expert, { price: 80, endsInHours: -1 });
    await meeting(expert, { price: 25, endsInHours: -3 });
    await putBank(expert, US_BANK);
    await fundConnectedAccount(expert, 105);
    const key = randomUUID();
    const paid = await requestFunds(expert, { amount: 40, request_key: key });
    expect(paid.status).toBe(201);
    expect(paid.body.message).toBe(
      'Your Request has been received. Expertia will be in contact with you to follow up on your request for funds. Please be on the lookout for your email.',
    );
    expect(paid.body.data).toMatchObject({ amount: 40, status: 'paid' });
    expect(paid.body.data.payout_id).toMatch(/^po_/);
    const again = await call(env.api, 'POST', 'experts/profile/requests', {
      token: expert.token,
      body: { amount: 40 },
      headers: { 'idempotency-key': key },
      lang: 'es',
    });
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual(paid.body.data);
    expect(again.body.message).toContain('Expertia se pondrá en contacto contigo');
    expect(await earnings(expert)).toEqual({ available: 65, overall: 105 });
    const [bank] = await env.api.app.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.expertId, expert.userId));
    const payouts = await stripe.payouts.list({}, { stripeAccount: bank?.connectedAccountId });
    expect(payouts.data.map((payout) => payout.amount)).toEqual([4000]);
    const told = await env.api.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, expert.userId), eq(notifications.type, 'payout.sent')));
    expect(told).toHaveLength(1);
    expect(told[0]?.data).toMatchObject({ amount: 40, funds_request_id: paid.body.data.id });

    const rest = await requestFunds(expert, { request_key: randomUUID() });
    expect(rest.body.data).toMatchObject({ amount: 65, status: 'paid' });
    expect(await earnings(expert)).toEqual({ available: 0, overall: 105 });
    const empty = await requestFunds(expert, { request_key: randomUUID() });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('You have no funds available to request');
  });

  it('moves platform funds to the connected account when bookings paid the platform', async () => {
    const expert = await newExpert();
    await meeting(expert, { price: 20, endsInHours: -1 });
    await putBank(expert, US_BANK);
    // A booking made before the bank account existed paid the platform (no destination).
    const [customer] = (await stripe.customers.list({ email: payer.email })).data;
    await env.api.app.gateway.chargeOffSession({
      customerId: String(customer?.id),
      paymentMethodId: payerCard,
      amount: 2200,
      currency: 'usd',
      idempotencyKey: `platform-${randomUUID()}`,
    });
    const paid = await requestFunds(expert, { amount: 20, request_key: randomUUID() });
    expect(paid.body.data).toMatchObject({ amount: 20, status: 'paid' });
  });

  it('a request cut off by a provider failure keeps its amount and completes on a retry of its key', async () => {
    const expert = await newExpert();
    await meeting(expert, { price: 60, endsInHours: -1 });
    await putBank(expert, US_BANK);
    await fundConnectedAccount(expert, 60);
    const gateway = env.api.app.gateway;
    const createPayout = gateway.createPayout;
    gateway.createPayout = async () => {
      throw new PaymentUnavailableError(new Error('connection reset'));
    };
    const key = randomUUID();
    try {
      const cut = await requestFunds(expert, { amount: 60, request_key: key });
      expect(cut.status).toBe(503);
      expect(await earnings(expert)).toEqual({ available: 0, overall: 60 });
    } finally {
      gateway.createPayout = createPayout;
    }
    const retried = await requestFunds(expert, { amount: 60, request_key: key });
    expect(retried.status).toBe(201);
    expect(retried.body.data).toMatchObject({ amount: 60, status: 'paid' });
    const [bank] = await env.api.app.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.expertId, expert.userId));
    const payouts = await stripe.payouts.list({}, { stripeAccount: bank?.connectedAccountId });
    expect(payouts.data.map((payout) => payout.amount)).toEqual([6000]);
  });

  it('a payout the provider cannot fund fails and gives the amount back', async () => {
    const expert = await newExpert();
    await meeting(expert, { price: 900_000, endsInHours: -1 });
    await putBank(expert, US_BANK);
    const failed = await requestFunds(expert, { request_key: randomUUID() });
    expect(failed.status).toBe(422);
    expect(failed.body.message).toMatch(/^The payout could not be made: /);
    expect(await earnings(expert)).toEqual({ available: 900_000, overall: 900_000 });
    const [row] = await env.api.app.db
      .select()
      .from(fundsRequests)
      .where(eq(fundsRequests.expertId, expert.userId));
    expect(row?.status).toBe('failed');
  });

  it('never overdraws under concurrent requests, and one key makes one payout', async () => {
    const expert = await newExpert();
    await meeting(expert, { price: 100, endsInHours: -1 });
    await putBank(expert, US_BANK);
    await fundConnectedAccount(expert, 100);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => requestFunds(expert, { amount: 30, request_key: randomUUID() })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 422, 422, 422, 422, 422]);
    expect(await earnings(expert)).toEqual({ available: 10, overall: 100 });

    const key = randomUUID();
    const same = await Promise.all(
      Array.from({ length: 5 }, () => requestFunds(expert, { amount: 10, request_key: key })),
    );
    expect(new Set(same.map((answer) => answer.body.data.id)).size).toBe(1);
    expect(same.every((answer) => answer.status === 201)).toBe(true);
    const rows = await env.api.app.db
      .select()
      .from(fundsRequests)
      .where(eq(fundsRequests.expertId, expert.userId));
    expect(rows.map((row) => row.amountCents).sort((a, b) => a - b)).toEqual([1000, 3000, 3000, 3000]);
    const [bank] = await env.api.app.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.expertId, expert.userId));
    const payouts = await stripe.payouts.list({ limit: 100 }, { stripeAccount: bank?.connectedAccountId });
    expect(payouts.data).toHaveLength(4);
    const told = await env.api.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, expert.userId), eq(notifications.type, 'payout.sent')));
    expect(told).toHaveLength(4);
  });
});
