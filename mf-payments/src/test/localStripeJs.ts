import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { vi } from 'vitest';

/** Where the tests pretend the stand-in (and its Stripe.js) lives. */
export const STRIPE_ORIGIN = 'http://stripe.test';

/**
 * Installs the local Stripe.js that `npm start` serves (the `stand-ins` Stripe stand-in) as `window.Stripe`,
 * so the components drive real Elements; its calls to Stripe go to `fetch`, which tests answer.
 */
export function installLocalStripeJs() {
  const file = createRequire(import.meta.url).resolve('stand-ins/stripe/stripe.js');
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
