import type { Stripe } from '@stripe/stripe-js';
import { loadStripe as loadStripeFromWindow } from '@stripe/stripe-js/pure';
import { type ApiClient, call, type Locale, paymentApi } from 'shared-contracts';

/** The publishable key, once Stripe.js is on the page. */
let ready: Promise<string> | undefined;

/** Adds Stripe.js from `url` once; resolves when `window.Stripe` is there. */
function injectScript(url: string): Promise<void> {
  if ((window as { Stripe?: unknown }).Stripe) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Stripe.js could not be loaded from ${url}`));
    document.head.appendChild(script);
  });
}

/**
 * Stripe for this page: the api says which publishable key and which Stripe.js (Stripe's own, or
 * the local stand-in's); the script is added once, and `@stripe/stripe-js/pure` uses the
 * `window.Stripe` it installed. Each call is a Stripe instance of its own: with a `locale`,
 * Stripe.js words its messages (a refused authentication) in that language. A failure is not
 * cached, so the next attempt tries again.
 */
export async function loadStripe(api: ApiClient, locale?: Locale): Promise<Stripe | null> {
  ready ??= (async () => {
    const { data } = await call(api, paymentApi.config);
    await injectScript(data.stripe_js_url);
    return data.publishable_key;
  })().catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  const publishableKey = await ready;
  return loadStripeFromWindow(publishableKey, locale ? { locale } : undefined);
}
