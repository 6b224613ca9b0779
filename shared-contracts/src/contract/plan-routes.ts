import { envelopeOf } from './answer-shapes.ts';
import { ExpertSubscriptionsSchema } from './plan-answers.ts';
import { defineRoute } from './route.ts';

/**
 * The expert's plan. Subscribing and its bank step (201, 202, 402…) are not declared yet: their
 * handlers answer several successes.
 */
export const planApi = {
  subscriptions: defineRoute({
    method: 'GET',
    path: 'experts/profile/subscriptions',
    answers: { 200: envelopeOf(ExpertSubscriptionsSchema) },
  }),
};
