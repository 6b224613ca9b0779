import { SubscriptionCreateSchema } from '../schemas/money.ts';
import {
  ErrorAnswerSchema,
  envelopeOf,
  MessageAnswerSchema,
  UnprocessableAnswerSchema,
  ValidationAnswerSchema,
} from './answer-shapes.ts';
import { ExpertSubscriptionSchema } from './discovery-answers.ts';
import { ExpertSubscriptionsSchema, PlanAuthenticationRequiredSchema } from './plan-answers.ts';
import { defineRoute } from './route.ts';

/**
 * Every way a plan's first payment ends: the plan recorded (201; 200 when the same live plan was
 * asked again), the bank's step (202), refused after it (402, the provider's message on
 * `payment_method_id`), refused at once or bad input (422), none waiting (409), the provider down
 * (503).
 */
const PLAN_PAYMENT_OUTCOMES = {
  200: envelopeOf(ExpertSubscriptionSchema),
  201: envelopeOf(ExpertSubscriptionSchema),
  202: envelopeOf(PlanAuthenticationRequiredSchema),
  402: ValidationAnswerSchema,
  409: ErrorAnswerSchema,
  422: UnprocessableAnswerSchema,
  503: ErrorAnswerSchema,
} as const;

/** The expert's plan: the plans they had, subscribing, and the first payment's bank step. */
export const planApi = {
  subscriptions: defineRoute({
    method: 'GET',
    path: 'experts/profile/subscriptions',
    answers: { 200: envelopeOf(ExpertSubscriptionsSchema) },
  }),
  subscribe: defineRoute({
    method: 'POST',
    path: 'experts/profile/subscriptions',
    body: SubscriptionCreateSchema,
    answers: PLAN_PAYMENT_OUTCOMES,
  }),
  authenticated: defineRoute({
    method: 'POST',
    path: 'experts/profile/subscriptions/authentication',
    answers: PLAN_PAYMENT_OUTCOMES,
  }),
  giveUpAuthentication: defineRoute({
    method: 'DELETE',
    path: 'experts/profile/subscriptions/authentication',
    // 200: given up (the message); 201: paid meanwhile, the plan recorded.
    answers: { ...PLAN_PAYMENT_OUTCOMES, 200: MessageAnswerSchema },
  }),
};
