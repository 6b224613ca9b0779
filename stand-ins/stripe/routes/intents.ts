import { resourceMissing } from '../errors.ts';
import type { RequestContext } from '../server.ts';
import type { StripeObject } from '../state.ts';

/** With a publishable key an intent is reachable only with its client secret (as Stripe.js calls). */
export function checkClientSecret(context: RequestContext, intent: StripeObject, kind: string) {
  if (context.keyKind !== 'publishable') return;
  if (context.params.string('client_secret') !== intent.client_secret) {
    throw resourceMissing(kind, String(intent.id), 'intent');
  }
}

/** The next action answered while an intent waits for the customer to authenticate. */
export function authenticationAction(baseUrl: string, intent: StripeObject) {
  return {
    type: 'use_stripe_sdk',
    use_stripe_sdk: {
      type: 'three_d_secure_redirect',
      stripe_js: `${baseUrl}/local/authenticate?intent=${intent.id}`,
      source: intent.payment_method,
    },
  };
}
