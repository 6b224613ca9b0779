import * as v from 'valibot';

/** A saved card as the api answers it: what Stripe reports, never what the browser claimed. */
export const PaymentMethodSchema = v.strictObject({
  /** The provider's payment method id (`pm_…`). */
  id: v.string(),
  /** Cardholder name. */
  name: v.string(),
  /** visa, mastercard, amex, discover, diners, jcb, unionpay or unknown. */
  brand: v.string(),
  last_numbers: v.string(),
  expiration_month: v.number(),
  expiration_year: v.number(),
  default: v.boolean(),
});

/** What the browser needs to load Stripe.js: the publishable key (test or live). */
export const PaymentsConfigSchema = v.strictObject({
  publishable_key: v.string(),
  /** Where the browser loads Stripe.js from; Stripe's own host unless a local stand-in is used. */
  stripe_js_url: v.string(),
});

/** POST payment-methods/setup: the SetupIntent's client secret for Stripe.js. */
export const CardSetupAnswerSchema = v.strictObject({ client_secret: v.string() });
