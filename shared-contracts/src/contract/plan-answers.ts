import * as v from 'valibot';
import { AuthenticationRequiredSchema } from './booking-answers.ts';
import { ExpertSubscriptionSchema } from './discovery-answers.ts';

/** GET /experts/profile/subscriptions: the current plan and every plan the expert had, newest first. */
export const ExpertSubscriptionsSchema = v.strictObject({
  current: v.nullable(ExpertSubscriptionSchema),
  /** Every subscription of the expert, newest first (the current one included). */
  history: v.array(
    v.strictObject({ ...ExpertSubscriptionSchema.entries, created_at: v.string(), price: v.number() }),
  ),
});

/**
 * 202 of subscribing when the card's bank asks the expert to authenticate the first payment:
 * nothing is recorded until POST …/subscriptions/authentication settles it (DELETE gives it up).
 */
export const PlanAuthenticationRequiredSchema = v.strictObject({
  /** The plan's slug, as it was asked for. */
  subscription_type: v.string(),
  payment: AuthenticationRequiredSchema.entries.payment,
});
