import * as v from 'valibot';
import { RateSlugSchema } from './catalog-answers.ts';

/** A bookable slot: wall times (yyyy-MM-dd HH:mm) in the expert's zone, `*_converted` in the customer's. */
export const TimeSlotSchema = v.strictObject({
  start_time: v.string(),
  end_time: v.string(),
  start_time_converted: v.string(),
  end_time_converted: v.string(),
  /** ISO instants, for clients that convert themselves. */
  starts_at: v.string(),
  ends_at: v.string(),
});

/** GET /booking/{id}/days: expert-local dates (yyyy-MM-dd) of the month with a free slot. */
export const BookingDaysSchema = v.strictObject({
  /** yyyy-MM, as asked. */
  month: v.string(),
  days: v.array(v.string()),
  /** The first date with a free slot from today on within the booking window; null when none. */
  next_available: v.nullable(v.string()),
});

/** POST /booking/{id}/hold: the slot held for this customer until `expires_at` (ISO instant). */
export const SlotHoldAnswerSchema = v.strictObject({ ...TimeSlotSchema.entries, expires_at: v.string() });

/** Dollars: the expert's rate price, the platform fee, and what the customer pays. */
export const MeetQuoteSchema = v.strictObject({ rate: v.number(), fee: v.number(), total: v.number() });

export const MeetingRateSchema = v.strictObject({
  slug: RateSlugSchema,
  name: v.string(),
  duration: v.number(),
  price: v.number(),
});

/** The booking preview: the rate, what it costs, and the slot's times. */
export const BookingQuoteSchema = v.strictObject({
  rate: MeetingRateSchema,
  meet: MeetQuoteSchema,
  ...TimeSlotSchema.entries,
});

/**
 * 202 of a booking or an extension's payment when the card's bank asks the customer to
 * authenticate (3-D Secure): the meeting is held, unpaid, until the browser completes the bank's
 * step with Stripe.js (`confirmCardPayment(client_secret, { payment_method })`) and asks the
 * route's `…/authentication`, or gives up with DELETE on it. Left alone, it lapses at `expires_at`.
 */
export const AuthenticationRequiredSchema = v.strictObject({
  meeting_id: v.number(),
  payment: v.strictObject({
    status: v.literal('requires_action'),
    client_secret: v.string(),
    payment_method_id: v.string(),
    /** ISO instant after which the payment is cancelled and the hour freed. */
    expires_at: v.string(),
  }),
});
