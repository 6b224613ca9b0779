import * as v from 'valibot';
import { PersonAnswerSchema } from './answer-shapes.ts';
import { MeetingTimesSchema } from './meeting-answers.ts';

/** GET /experts/profile/earnings, in dollars. */
export const EarningsSchema = v.strictObject({
  profits: v.strictObject({ available: v.number(), overall: v.number() }),
});

/** One row of the earnings meetings list. */
export const EarningsMeetingSchema = v.strictObject({
  ...MeetingTimesSchema.entries,
  /** 'Payed' once it earns (finished, the customer's no-show, a late cancel), 'Not payed' before (spec). */
  payment_status: v.picklist(['Payed', 'Not payed']),
  rate: v.strictObject({ slug: v.string(), name: v.string(), duration: v.number(), price: v.number() }),
  customer: PersonAnswerSchema,
  expert: PersonAnswerSchema,
  /** Dollars the expert earns (rate price plus paid extensions). */
  booking: v.strictObject({ price: v.number() }),
  expert_feedback: v.nullable(v.strictObject({ rating: v.number(), comment: v.string() })),
  customer_feedback: v.nullable(v.strictObject({ comment: v.string() })),
  created_at: v.string(),
});

/** GET/PUT /experts/profile/bank-account: masked, the full numbers stay at the payment provider. */
export const BankAccountAnswerSchema = v.strictObject({
  holder_name: v.nullable(v.string()),
  bank_name: v.nullable(v.string()),
  country: v.nullable(v.string()),
  currency: v.nullable(v.string()),
  /** Last 4 digits of the account number or IBAN. */
  last_numbers: v.nullable(v.string()),
  /** `**** 6789`. */
  masked: v.nullable(v.string()),
});
