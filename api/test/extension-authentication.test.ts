import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type ExtensionAuthenticationRequired, paths } from 'shared-contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { meetings } from '../src/db/schema/index.ts';
import {
  type BookingEnvironment,
  setUpWithAuthentication,
  startBookingEnvironment,
  testClock,
} from './booking-harness.ts';
import {
  type AcceptedExtension,
  acceptedExtension,
  extensionCharges,
  START,
  saveCard,
} from './extension-fixtures.ts';
import { call } from './harness.ts';
import { confirmCardPayment } from './payments-harness.ts';

/** The meeting of `acceptedExtension` ends at 10:30; an express extension moves it to 10:45. */
const OLD_END = '2027-01-04T10:30:00.000Z';
const NEW_END = '2027-01-04T10:45:00.000Z';
const ALWAYS_AUTHENTICATE = '4000002760003184';
/** Saved fine, refused when charged. */
const DECLINED = '4000000000000341';

const time = testClock(START);
let env: BookingEnvironment;

beforeAll(async () => {
  env = await startBookingEnvironment({ clock: time.clock });
});
afterAll(async () => env.close());
beforeEach(() => time.set(START));

const pay = (extension: AcceptedExtension, card: string, key?: string, lang?: 'en' | 'es') =>
  call(env.api, 'POST', paths.meetExtensionPayment(extension.meetingId), {
    token: extension.customer.token,
    lang,
    ...(key && { headers: { 'idempotency-key': key } }),
    body: { payment_method_id: card, rate: 'express' },
  });
const authenticated = (
  extension: AcceptedExtension,
  method: 'POST' | 'DELETE' = 'POST',
  lang?: 'en' | 'es',
) =>
  call(env.api, method, paths.meetExtensionAuthentication(extension.meetingId), {
    token: extension.customer.token,
    lang,
  });
const endOf = async (meetingId: number) =>
  (await env.api.app.db.select().from(meetings).where(eq(meetings.id, meetingId)))[0]?.endsAt.toISOString();

/** An accepted extension paid with a card whose bank always asks for its step: the 202 payload. */
async function payAuthenticating() {
  const extension = await acceptedExtension(env, time);
  // Saved with the bank's step done once; charged later, this card asks for it again.
  const saved = await call(env.api, 'POST', 'customers/profile/payment-methods', {
    token: extension.customer.token,
    body: {
      name: 'Card Holder',
      card_token: await setUpWithAuthentication(env, extension.customer.token, ALWAYS_AUTHENTICATE),
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  const card = saved.body.data.id as string;
  const answer = await pay(extension, card, randomUUID());
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  return { extension, card, answer, data: answer.body.data as ExtensionAuthenticationRequired };
}

describe('an extension paid with a card whose bank asks for its step (the customer is in the call)', () => {
  it('answers 202 with the client secret; once the customer authenticated, the end moves and a new token comes', async () => {
    const { extension, card, answer, data } = await payAuthenticating();
    expect(answer.body.message).toBe('Your bank asks you to confirm this payment');
    expect(data).toEqual({
      meeting_id: extension.meetingId,
      payment: {
        status: 'requires_action',
        client_secret: expect.stringContaining('_secret_'),
        payment_method_id: card,
        expires_at: expect.any(String),
      },
    });
    expect(await endOf(extension.meetingId)).toBe(OLD_END);

    // Asked before the bank's step was done: still waiting.
    expect((await authenticated(extension)).status).toBe(202);
    await confirmCardPayment(env.stripeUrl, data.payment, 'succeed');
    const settled = await authenticated(extension);
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    expect(settled.body.message).toBe('Meeting extended');
    expect(settled.body.data.ends_at).toBe(NEW_END);
    expect(settled.body.data.access_token).toEqual(expect.any(String));
    expect(await endOf(extension.meetingId)).toBe(NEW_END);
    expect(extensionCharges(env, extension.meetingId)).toHaveLength(1);
    // Asked again once settled: the same answer, no second charge.
    expect((await authenticated(extension)).status).toBe(200);
    expect(extensionCharges(env, extension.meetingId)).toHaveLength(1);
  });

  it("a failed step answers 402 in the customer's language and moves nothing; another card still pays", async () => {
    const { extension, data } = await payAuthenticating();
    await confirmCardPayment(env.stripeUrl, data.payment, 'fail');
    const refused = await authenticated(extension, 'POST', 'es');
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe(
      'Tu banco no pudo confirmar este pago. No se ha cobrado nada; inténtalo de nuevo o elige otra tarjeta',
    );
    expect(await endOf(extension.meetingId)).toBe(OLD_END);
    const paid = await pay(extension, extension.customer.card, randomUUID());
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await endOf(extension.meetingId)).toBe(NEW_END);
  });

  it('giving up cancels the payment: nothing charged, the end stays', async () => {
    const { extension } = await payAuthenticating();
    const cancelled = await authenticated(extension, 'DELETE');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe('The payment was cancelled. Nothing was charged');
    expect(await endOf(extension.meetingId)).toBe(OLD_END);
    expect(extensionCharges(env, extension.meetingId)).toHaveLength(0);
  });

  it('is refused to the expert (403) and answers 409 when no extension was paid', async () => {
    const extension = await acceptedExtension(env, time);
    const asExpert = await call(env.api, 'POST', paths.meetExtensionAuthentication(extension.meetingId), {
      token: extension.expert.token,
    });
    expect(asExpert.status).toBe(403);
    expect((await authenticated(extension)).status).toBe(409);
  });
});

describe('the Idempotency-Key of an extension payment', () => {
  it('a retry with the same key answers the first payment again, charged once', async () => {
    const extension = await acceptedExtension(env, time);
    const key = randomUUID();
    const first = await pay(extension, extension.customer.card, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await pay(extension, extension.customer.card, key);
    expect(again.status).toBe(200);
    expect(again.body.data.ends_at).toBe(NEW_END);
    expect(extensionCharges(env, extension.meetingId)).toHaveLength(1);
    // Without the key the acceptance is used up: a second payment is refused.
    expect((await pay(extension, extension.customer.card)).status).toBe(409);
  });

  it('a refused attempt answers the same refusal on a retry; the same key with another card is a 422', async () => {
    const extension = await acceptedExtension(env, time);
    const declined = await saveCard(env, extension.customer, DECLINED);
    const key = randomUUID();
    const first = await pay(extension, declined, key);
    expect(first.status).toBe(402);
    const again = await pay(extension, declined, key);
    expect(again.status).toBe(402);
    expect(again.body.message).toBe(first.body.message);
    const reused = await pay(extension, extension.customer.card, key);
    expect(reused.status).toBe(422);
    expect(reused.body.data['Idempotency-Key']).toEqual([
      'This Idempotency-Key was already used for another payment',
    ]);
    expect(await endOf(extension.meetingId)).toBe(OLD_END);
  });
});
