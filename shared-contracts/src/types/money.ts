import type * as v from 'valibot';
import type { FundsRequestAnswerSchema } from '../contract/account-answers.ts';
import type {
  BankAccountAnswerSchema,
  EarningsMeetingSchema,
  EarningsSchema,
} from '../contract/earnings-answers.ts';
import type {
  ExpertSubscriptionsSchema,
  PlanAuthenticationRequiredSchema,
} from '../contract/plan-answers.ts';

/** GET /experts/profile/subscriptions (the contract's ExpertSubscriptionsSchema). */
export type ExpertSubscriptions = v.InferOutput<typeof ExpertSubscriptionsSchema>;

/**
 * The answer of POST /experts/profile/subscriptions (202) when the card's bank asks the expert to
 * authenticate the plan's first payment (3-D Secure): nothing is recorded yet. The browser completes
 * the bank's step with Stripe.js (`confirmCardPayment(client_secret, { payment_method })`) and asks
 * POST /experts/profile/subscriptions/authentication, or gives up with DELETE on that path. Left
 * alone, the provider lets it lapse at `expires_at`.
 */
export type PlanAuthenticationRequired = v.InferOutput<typeof PlanAuthenticationRequiredSchema>;

/** GET/PUT /experts/profile/bank-account: masked, the full numbers stay at the payment provider. */
export type BankAccount = v.InferOutput<typeof BankAccountAnswerSchema>;

/** GET /experts/profile/earnings, in dollars. */
export type Earnings = v.InferOutput<typeof EarningsSchema>;

/** One row of the earnings meetings list. */
export type EarningsMeeting = v.InferOutput<typeof EarningsMeetingSchema>;

/** POST /experts/profile/requests. */
export type FundsRequest = v.InferOutput<typeof FundsRequestAnswerSchema>;
