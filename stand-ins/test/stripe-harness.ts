import Stripe from 'stripe';
import { createStripeStandIn, type StandInOptions, type StripeStandIn } from '../stripe/server.ts';

const TEST_SECRET_KEY = 'sk_test_contract';
export const TEST_PUBLISHABLE_KEY = 'pk_test_contract';

/** The official SDK pointed at a stand-in (no retries, so each call is one request). */
export function sdkFor(baseUrl: string, key = TEST_SECRET_KEY, options: Stripe.StripeConfig = {}): Stripe {
  const url = new URL(baseUrl);
  return new Stripe(key, {
    host: url.hostname,
    port: Number(url.port),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
    ...options,
  });
}

export interface RunningStandIn {
  standIn: StripeStandIn;
  url: string;
  stripe: Stripe;
}

/** A stand-in on a free port with its state in `dataDir`. */
export async function startStandIn(options: StandInOptions): Promise<RunningStandIn> {
  const standIn = await createStripeStandIn(options);
  const url = await standIn.listen(0, '127.0.0.1');
  return { standIn, url, stripe: sdkFor(url) };
}

/** Posts form fields as Stripe.js would, for the stand-in's own (non-SDK) endpoints. */
export async function postForm(url: string, fields: Record<string, string>, key = TEST_PUBLISHABLE_KEY) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export function futureYear(): number {
  return new Date().getUTCFullYear() + 2;
}
