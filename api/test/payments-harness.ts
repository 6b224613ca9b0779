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
