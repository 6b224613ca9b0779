import type { PaymentIntent, StripeError } from '@stripe/stripe-js';
import type { PaymentAuthenticationRequest, PaymentAuthenticationResult } from 'shared-contracts';
import { loadStripe } from './loadStripe.ts';

/** Where Stripe says the customer's part is done: the api settles the rest. */
const AUTHENTICATED: ReadonlySet<PaymentIntent.Status> = new Set([
  'succeeded',
  'processing',
  'requires_capture',
]);

/** Errors about reaching Stripe rather than about the payment: nothing is known of it. */
const UNREACHABLE: ReadonlySet<StripeError['type']> = new Set([
  'api_connection_error',
  'api_error',
  'rate_limit_error',
]);

/**
 * `mf_payments/authenticate-payment`: the bank's step (3-D Secure) of a payment the api holds.
 * Stripe is loaded as for the new-card dialog (the api's publishable key and Stripe.js), in the
 * page's language, and `confirmCardPayment(client_secret, { payment_method })` (Stripe's recovery
 * of an off-session payment that needs the customer) shows the bank's step. Never rejects.
 */
export async function authenticatePayment({
  api,
  locale,
  clientSecret,
  paymentMethodId,
}: PaymentAuthenticationRequest): Promise<PaymentAuthenticationResult> {
  try {
    const stripe = await loadStripe(api, locale);
    if (!stripe) return { status: 'error', message: 'Stripe.js is not available' };
    const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
      payment_method: paymentMethodId,
    });
    if (!error) {
      return paymentIntent && AUTHENTICATED.has(paymentIntent.status)
        ? { status: 'succeeded' }
        : { status: 'failed', code: null, message: '' };
    }
    // Confirmed already (a reload after the bank's step, before the api settled it).
    if (error.payment_intent && AUTHENTICATED.has(error.payment_intent.status))
      return { status: 'succeeded' };
    if (UNREACHABLE.has(error.type)) return { status: 'error', message: error.message ?? '' };
    return { status: 'failed', code: error.decline_code ?? error.code ?? null, message: error.message ?? '' };
  } catch (error) {
    return { status: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}
