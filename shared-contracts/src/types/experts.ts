import type * as v from 'valibot';
import type {
  AccountSwitchAnswerSchema,
  CertificationItemSchema,
} from '../contract/expert-profile-answers.ts';
import type {
  CustomerFeedbackAnswerSchema,
  ExpertFeedbackAnswerSchema,
  FeedbackStatsSchema,
} from '../contract/feedback-answers.ts';

/**
 * PUT /experts/profile/switch answer. `can_enter_expert_mode`: the account has an expert profile
 * with a trialing or active plan. Asking for expert mode without it answers
 * `is_account_expert: false` and `user_type: 'customer'` (the front end then opens the
 * registration/plan dialog); with it, the session becomes an expert-area session (cookies
 * `userType=expert`, `isAccountExpert=true`). Asking for customer mode always succeeds.
 */
export type AccountSwitchResult = v.InferOutput<typeof AccountSwitchAnswerSchema>;

export type CertificationItem = v.InferOutput<typeof CertificationItemSchema>;

/**
 * A customer's review of an expert. Only the expert sees `customer` and `other_comment`; anyone
 * else reads them as null (the reviews page shows ratings and preset answers, not who wrote them).
 */
export type ExpertFeedback = v.InferOutput<typeof ExpertFeedbackAnswerSchema>;

/** An expert's review of a customer. */
export type CustomerFeedback = v.InferOutput<typeof CustomerFeedbackAnswerSchema>;

/** GET /experts/{id}/feedback-stats: average rating (2 decimals), count and how many of each star. */
export type FeedbackStats = v.InferOutput<typeof FeedbackStatsSchema>;
