import { readFileSync } from 'node:fs';
import path from 'node:path';
import { vi } from 'vitest';

/** Where the tests pretend the stand-in (and its Stripe.js) lives. */
export const STRIPE_ORIGIN = 'http://stripe.test';

/**
 * Installs the local Stripe.js that `npm start` serves (deploy/local/stripe) as `window.Stripe`,
 * so the components drive real Elements; its calls to Stripe go to `fetch`, which tests answer.
 */
export function installLocalStripeJs() {
  const file = path.resolve(import.meta.dirname, '../../../deploy/local/stripe/stripe-js/stripe.js');
  const tag = document.createElement('script');
  tag.setAttribute('src', `${STRIPE_ORIGIN}/v3/`);
  Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
  new Function(readFileSync(file, 'utf8'))();
  Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
  const stripeApi = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', stripeApi);
  return stripeApi;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
