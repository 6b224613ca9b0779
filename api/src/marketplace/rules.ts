/**
 * The marketplace's rules where the spec is silent, in one place. Each is a default the product
 * owner may change; the tests read them from here rather than repeating the numbers.
 */
export const marketplaceRules = {
  /** Minutes per rate slug (also seeded into the rates table). */
  rateMinutes: { express: 15, short: 30, large: 60 },
  /** Platform fee: this share of the rate price, rounded to the cent, added on top of it. */
  platformFeeRate: 0.1,
  /** A slot must start at least this many minutes from now. */
  minimumLeadMinutes: 60,
  /** A meeting shows `start soon` from this many minutes before its start until its end. */
  startSoonMinutes: 15,
  /** In the last minutes of a meeting the customer is offered more time. */
  extensionWindowMinutes: 5,
  /** Moving to checkout holds the slot for the customer this many minutes (others see it taken). */
  slotHoldMinutes: 5,
  /** "Next available" looks this many days ahead at most (and never past the plan's bookable-until). */
  nextAvailableSearchDays: 92,
  /** Posts take answers for this many days after publication. */
  postLifetimeDays: 7,
  /** Earnings list page size (spec). */
  earningsPageSize: 15,
  /** Posts list page size (spec). */
  postsPageSize: 10,
  /** How long a pending charge (a held booking, an extension) waits before reconciliation looks at it. */
  reservationGraceSeconds: 60,
  /** Trial days of a plan with a trial (Starter) — the plan row holds the value; this is the default. */
  starterTrialDays: 30,
  /** The 'plan.trial_ending' notice goes this many days before a trial ends. */
  trialEndingNoticeDays: 3,
  /** A plan left past due this many days after its period end is canceled. */
  planGraceDays: 7,
  /** The product's name in texts (funds request answer); shell/src/config/brand.ts shows the same. */
  productName: 'Expertia',
  /** Currency of every price. */
  currency: 'usd',
  /** A customer who cancels at least this many hours before the start is refunded in full; later, nothing. */
  customerRefundNoticeHours: 24,
  /** A meeting may be moved this many times… */
  reschedulesPerMeeting: 1,
  /** …up to this many hours before its start, to a free hour of the same expert and rate, at no charge. */
  rescheduleNoticeHours: 24,
} as const;

/** The platform fee of a rate price, in cents (10 % rounded half up to the cent). */
export function platformFeeCents(priceCents: number): number {
  return Math.round(priceCents * marketplaceRules.platformFeeRate);
}

const HOUR_MS = 3_600_000;

type MeetingSide = 'customer' | 'expert';

export interface CancellationInput {
  by: MeetingSide;
  startsAt: Date;
  endsAt: Date;
  now: Date;
  /** What the customer paid for the meeting (booking and extensions), in cents. */
  paidCents: number;
}

/**
 * What a cancellation gives back: the customer cancels until the start, refunded in full with at
 * least `customerRefundNoticeHours` of notice and not at all with less; the expert cancels until
 * the end and the customer is always refunded in full (the meeting then no longer counts for the
 * expert). Null when that side can no longer cancel.
 */
export function cancellationRefundCents(input: CancellationInput): number | null {
  const { by, startsAt, endsAt, now, paidCents } = input;
  if (by === 'expert') return now.getTime() < endsAt.getTime() ? paidCents : null;
  const notice = startsAt.getTime() - now.getTime();
  if (notice <= 0) return null;
  return notice >= marketplaceRules.customerRefundNoticeHours * HOUR_MS ? paidCents : 0;
}

/** Whether a meeting may still be moved: once, and with `rescheduleNoticeHours` of notice or more. */
export function canReschedule(input: { startsAt: Date; now: Date; reschedules: number }): boolean {
  const notice = input.startsAt.getTime() - input.now.getTime();
  return (
    input.reschedules < marketplaceRules.reschedulesPerMeeting &&
    notice >= marketplaceRules.rescheduleNoticeHours * HOUR_MS
  );
}
