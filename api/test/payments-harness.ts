import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// The local Stripe stand-in the runner starts with `npm start`: the gateway is tested against it.
import { createStripeStandIn, type StripeStandIn } from 'stand-ins/stripe';
import type { AppDependencies } from '../src/app.ts';
import type { ApiConfig } from '../src/config.ts';
import { startTestApi, type TestApi } from './harness.ts';

export const WEBHOOK_SECRET = 'whsec_payments_test';
export const PUBLISHABLE_KEY = 'pk_test_payments';

export interface PaymentsEnvironment {
  api: TestApi;
  standIn: StripeStandIn;
  stripeUrl: string;
  close(): Promise<void>;
}

/** The api wired to a fresh stand-in, which delivers its webhooks to the api. */
export async function startPaymentsEnvironment(
  deps: AppDependencies = {},
  overrides: Partial<ApiConfig> = {},
): Promise<PaymentsEnvironment> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'payments-test-'));
  const standIn = await createStripeStandIn({ dataDir, logLevel: 'silent' });
  const stripeUrl = await standIn.listen(0, '127.0.0.1');
  const api = await startTestApi(
    {
      seedDemoData: false,
      stripeApiBase: stripeUrl,
      stripeSecretKey: 'sk_test_payments',
      stripePublishableKey: PUBLISHABLE_KEY,
      stripeWebhookSecret: WEBHOOK_SECRET,
      ...overrides,
    },
    deps,
  );
  standIn.core.events.ensureEndpoint({ url: `${api.url}/api/v1/payments/webhook`, secret: WEBHOOK_SECRET });
  return {
    api,
    standIn,
    stripeUrl,
    async close() {
      await standIn.close();
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A payment method made the way Stripe Elements makes one in the browser (publishable key). */
export async function elementsCard(
  stripeUrl: string,
  number: string,
  cvc = number.startsWith('3') ? '1234' : '123',
) {
  const response = await fetch(`${stripeUrl}/v1/payment_methods`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${PUBLISHABLE_KEY}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      type: 'card',
      'card[number]': number,
      'card[exp_month]': '11',
      'card[exp_year]': String(new Date().getUTCFullYear() + 3),
      'card[cvc]': cvc,
    }).toString(),
  });
  const body = (await response.json()) as { id: string };
  if (!response.ok) throw new Error(`payment method not made: ${JSON.stringify(body)}`);
  return body.id;
}

/** A call Stripe.js makes in the browser (publishable key, form fields): its status and JSON body. */
export async function stripeJs(stripeUrl: string, path: string, fields: Record<string, string>) {
  const response = await fetch(`${stripeUrl}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${PUBLISHABLE_KEY}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * What `stripe.confirmCardPayment(client_secret, { payment_method })` does against the stand-in:
 * the intent confirmed on-session, then the bank's step completed or failed by the customer.
 */
export async function confirmCardPayment(
  stripeUrl: string,
  payment: { client_secret: string; payment_method_id: string },
  result: 'succeed' | 'fail',
) {
  const intent = payment.client_secret.split('_secret_')[0] ?? '';
  const confirmed = await stripeJs(stripeUrl, `/v1/payment_intents/${intent}/confirm`, {
    client_secret: payment.client_secret,
    payment_method: payment.payment_method_id,
  });
  if (confirmed.body.status !== 'requires_action')
    throw new Error(`the bank's step was not asked: ${JSON.stringify(confirmed.body)}`);
  return stripeJs(stripeUrl, '/local/authenticate', {
    intent,
    client_secret: payment.client_secret,
    result,
  });
}
