import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { subscriptions } from '../src/db/schema/index.ts';
import { call, registerCustomer } from './harness.ts';
import { elementsCard, type PaymentsEnvironment, startPaymentsEnvironment } from './payments-harness.ts';

/**
 * Holds the first subscribe that reaches its read of given-up attempts (between its read of the
 * current plan and its call to the provider) until the test lets it go: the interleaving of a
 * double submit on a busy machine, made certain.
 */
const gate = vi.hoisted(() => {
  let release: () => void = () => undefined;
  let arrive: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  const reached = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { held: false, opened, reached, release: () => release(), arrive: () => arrive() };
});

vi.mock('../src/plans/pending-authentication.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/plans/pending-authentication.ts')>();
  return {
    ...original,
    attemptsOf: async (...args: Parameters<typeof original.attemptsOf>) => {
      if (!gate.held) {
        gate.held = true;
        gate.arrive();
        await gate.opened;
      }
      return original.attemptsOf(...args);
    },
  };
});

let env: PaymentsEnvironment;

beforeAll(async () => {
  env = await startPaymentsEnvironment();
});
afterAll(async () => env.close());

describe('a double submit of the first plan', () => {
  it('the submit held while the other one recorded the plan answers that same plan, with its trial', async () => {
    const account = await registerCustomer(env.api);
    expect(
      (await call(env.api, 'PUT', 'experts/profile', { token: account.token, body: { role: 'Coach' } }))
        .status,
    ).toBe(200);
    const saved = await call(env.api, 'POST', 'customers/profile/payment-methods', {
      token: account.token,
      body: { name: 'Ana Gómez', card_token: await elementsCard(env.stripeUrl, '4242424242424242') },
    });
    expect(saved.status).toBe(201);
    const submit = () =>
      call(env.api, 'POST', 'experts/profile/subscriptions', {
        token: account.token,
        body: { subscription_type: 'starter-yearly', payment_method_id: saved.body.data.id },
      });

    const held = submit();
    await gate.reached;
    const first = await submit();
    expect(first.status).toBe(201);
    expect(first.body.data.stripe_status).toBe('trialing');
    gate.release();
    const second = await held;

    expect({ status: second.status, id: second.body.data?.id }).toEqual({
      status: 201,
      id: first.body.data.id,
    });
    const rows = await env.api.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.expertId, account.userId));
    expect(rows).toHaveLength(1);
  });
});
