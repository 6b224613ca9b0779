import * as v from 'valibot';
import { ExpertSubscriptionSchema } from './discovery-answers.ts';

/** GET /experts/profile/subscriptions: the current plan and every plan the expert had, newest first. */
export const ExpertSubscriptionsSchema = v.strictObject({
  current: v.nullable(ExpertSubscriptionSchema),
  /** Every subscription of the expert, newest first (the current one included). */
  history: v.array(
    v.strictObject({ ...ExpertSubscriptionSchema.entries, created_at: v.string(), price: v.number() }),
  ),
});
