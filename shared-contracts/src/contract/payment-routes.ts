import * as v from 'valibot';
import { CardSetupSchema, PaymentMethodCreateSchema, paymentMethodId } from '../payments.ts';
import { ErrorAnswerSchema, envelopeOf, ValidationAnswerSchema } from './answer-shapes.ts';
import { CardSetupAnswerSchema, PaymentMethodSchema, PaymentsConfigSchema } from './payment-answers.ts';
import { defineRoute } from './route.ts';

/** What a call to the payment provider can end in besides its success: unknown card, refused, down. */
const PROVIDER_REFUSALS = {
  404: ErrorAnswerSchema,
  /** Invalid input, or a card the provider refused (its message on card_token). */
  422: ValidationAnswerSchema,
  503: ErrorAnswerSchema,
} as const;

const CardParamsSchema = v.object({ id: paymentMethodId });

/** Stripe.js's configuration and the customer's saved cards. */
export const paymentApi = {
  config: defineRoute({
    method: 'GET',
    path: 'payments/config',
    answers: { 200: envelopeOf(PaymentsConfigSchema) },
  }),
  cards: defineRoute({
    method: 'GET',
    path: 'customers/profile/payment-methods',
    answers: { 200: envelopeOf(v.array(PaymentMethodSchema)), ...PROVIDER_REFUSALS },
  }),
  saveCard: defineRoute({
    method: 'POST',
    path: 'customers/profile/payment-methods',
    body: PaymentMethodCreateSchema,
    answers: { 201: envelopeOf(PaymentMethodSchema), ...PROVIDER_REFUSALS },
  }),
  cardSetup: defineRoute({
    method: 'POST',
    path: 'customers/profile/payment-methods/setup',
    body: CardSetupSchema,
    answers: { 201: envelopeOf(CardSetupAnswerSchema), ...PROVIDER_REFUSALS },
  }),
  removeCard: defineRoute({
    method: 'DELETE',
    path: 'customers/profile/payment-methods/:id',
    params: CardParamsSchema,
    answers: { 200: envelopeOf(v.strictObject({ id: v.string() })), ...PROVIDER_REFUSALS },
  }),
  defaultCard: defineRoute({
    method: 'PUT',
    path: 'customers/profile/payment-methods/:id/default',
    params: CardParamsSchema,
    answers: { 200: envelopeOf(PaymentMethodSchema), ...PROVIDER_REFUSALS },
  }),
};
