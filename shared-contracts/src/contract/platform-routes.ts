import * as v from 'valibot';
import { ErrorAnswerSchema, envelopeOf } from './answer-shapes.ts';
import { defineRoute } from './route.ts';

/** The api itself, and the calls the payment provider and the video server make to it. */
export const platformApi = {
  health: defineRoute({
    method: 'GET',
    path: 'health',
    answers: { 200: envelopeOf(v.strictObject({ status: v.literal('ok') })) },
  }),
  /** Stripe's events, signed; an event seen before is answered as a duplicate and not processed again. */
  paymentWebhook: defineRoute({
    method: 'POST',
    path: 'payments/webhook',
    answers: {
      200: envelopeOf(v.strictObject({ received: v.literal(true), duplicate: v.boolean() })),
      400: ErrorAnswerSchema,
    },
  }),
  /** LiveKit's events, signed by its API secret: joins and leaves of a meeting's room. */
  videoWebhook: defineRoute({
    method: 'POST',
    path: 'video/webhooks',
    answers: { 200: envelopeOf(v.strictObject({ recorded: v.boolean() })), 401: ErrorAnswerSchema },
  }),
};
