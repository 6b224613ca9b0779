import type * as v from 'valibot';
import type { ExpertSubscriptionsSchema } from '../contract/plan-answers.ts';
import type { BookingAuthenticationRequired } from './booking.ts';
import type { MeetingStatus } from './meetings.ts';

/** GET /experts/profile/subscriptions (the contract's ExpertSubscriptionsSchema). */
export type ExpertSubscriptions = v.InferOutput<typeof ExpertSubscriptionsSchema>;

/**
 * The answer of POST /experts/profile/subscriptions (202) when the card's bank asks the expert to
 * authenticate the plan's first payment (3-D Secure): nothing is recorded yet. The browser completes
 * the bank's step with Stripe.js (`confirmCardPayment(client_secret, { payment_method })`) and asks
 * POST /experts/profile/subscriptions/authentication, or gives up with DELETE on that path. Left
 * alone, the provider lets it lapse at `expires_at`.
 */
export interface PlanAuthenticationRequired {
  /** The plan's slug, as it was asked for. */
  subscription_type: string;
  payment: BookingAuthenticationRequired['payment'];
}

/** GET/PUT /experts/profile/bank-account: masked, the full numbers stay at the payment provider. */
export interface BankAccount {
  holder_name: string | null;
  bank_name: string | null;
  country: string | null;
  currency: string | null;
  /** Last 4 digits of the account number or IBAN. */
  last_numbers: string | null;
  /** `**** 6789`. */
  masked: string | null;
}

/** GET /experts/profile/earnings, in dollars. */
export interface Earnings {
  profits: { available: number; overall: number };
}

/** One row of the earnings meetings list. */
export interface EarningsMeeting {
  id: number;
  date: string;
  start_time: string;
  end_time: string;
  starts_at: string;
  ends_at: string;
  status: MeetingStatus;
  /** 'Payed' once it earns (finished, the customer's no-show, a late cancel), 'Not payed' before (spec). */
  payment_status: 'Payed' | 'Not payed';
  rate: { slug: string; name: string; duration: number; price: number };
  customer: { id: number; first_name: string; last_name: string; profile_picture: string | null };
  expert: { id: number; first_name: string; last_name: string; profile_picture: string | null };
  /** Dollars the expert earns (rate price plus paid extensions). */
  booking: { price: number };
  expert_feedback: { rating: number; comment: string } | null;
  customer_feedback: { comment: string } | null;
  created_at: string;
}

/** POST /experts/profile/requests. */
export interface FundsRequest {
  id: number;
  amount: number;
  status: 'requested' | 'paid' | 'failed';
  payout_id: string | null;
  created_at: string;
}
