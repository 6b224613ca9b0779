import * as v from 'valibot';
import type { PaymentMethodSchema } from './contract/payment-answers.ts';
import type { BankStepWaiting } from './remotes.ts';
import { LIMITS, requiredText } from './schemas/fields.ts';
import { m } from './schemas/messages.ts';

/** A saved card as the api answers it (see its schema). */
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

export const paymentPaths = {
  paymentsConfig: 'payments/config',
  paymentMethods: 'customers/profile/payment-methods',
  /** POST: a SetupIntent client secret for Stripe.js to confirm the new card with. */
  cardSetup: 'customers/profile/payment-methods/setup',
  paymentMethod: (id: string) => `customers/profile/payment-methods/${encodeURIComponent(id)}`,
  defaultPaymentMethod: (id: string) => `customers/profile/payment-methods/${encodeURIComponent(id)}/default`,
} as const;

/** POST payment-methods/setup: a fresh id per attempt, so a retried request gets the same SetupIntent. */
export const CardSetupSchema = v.object({
  request_id: v.pipe(v.string(m('fieldRequired')), v.uuid(m('invalidValue'))),
});

/** A Stripe payment method id as made by Elements (`pm_…`). */
export const paymentMethodId = v.pipe(
  v.string(m('fieldRequired')),
  v.nonEmpty(m('fieldRequired')),
  v.regex(/^pm_[A-Za-z0-9_]{1,100}$/, m('invalidValue')),
);

/** POST payment-methods: the Elements payment method (the spec's `card_token`) and the cardholder. */
export const PaymentMethodCreateSchema = v.object({
  name: requiredText(LIMITS.cardholder),
  card_token: paymentMethodId,
});

/**
 * The api's 202 of a payment the payer's bank must confirm (a booking, an extension, a plan, or
 * asking how that payment ended while it still waits). The api client answers the body only, so
 * the body tells it apart from what a paid payment answers (a meeting, a plan).
 */
export function waitsForBank(data: unknown): data is BankStepWaiting {
  if (!data || typeof data !== 'object') return false;
  const { payment } = data as Partial<BankStepWaiting>;
  return (
    !!payment &&
    payment.status === 'requires_action' &&
    typeof payment.client_secret === 'string' &&
    typeof payment.payment_method_id === 'string'
  );
}
