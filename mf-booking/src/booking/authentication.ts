import type { BookingQuote } from 'shared-contracts';
import { type CheckoutKey, sameCheckout } from './checkoutFlow.ts';

/**
 * A payment of this tab that waits for the bank's step, so that a reload of its checkout resumes
 * it: the slot and card (the booking intent, whose key `idempotentIntent` keeps) and the quote the
 * payment was made with (the api no longer quotes an hour held by the customer's own waiting
 * meeting). No secret: the client secret comes again with the 202 of the same key.
 */
export interface AwaitingPayment {
  expertId: number;
  /** The checkout it was made at. */
  checkout: CheckoutKey;
  /** The expert's date and hour of the slot (what the booking takes). */
  date: string;
  rate: string;
  hour: string;
  card: string;
  meetingId: number;
  quote: BookingQuote;
}

const AWAITING = 'booking-awaiting-authentication';

export function rememberAwaiting(payment: AwaitingPayment): void {
  try {
    sessionStorage.setItem(AWAITING, JSON.stringify(payment));
  } catch {
    // No storage: a reload starts the checkout again (the same key still answers the same 202).
  }
}

export function forgetAwaiting(): void {
  try {
    sessionStorage.removeItem(AWAITING);
  } catch {
    // Nothing kept.
  }
}

/** The payment waiting for the bank at this checkout, if any. */
export function awaitingAt(expertId: number, checkout: CheckoutKey): AwaitingPayment | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(AWAITING) ?? 'null') as AwaitingPayment | null;
    if (
      kept &&
      kept.expertId === expertId &&
      sameCheckout(kept.checkout, checkout) &&
      typeof kept.date === 'string' &&
      typeof kept.hour === 'string' &&
      typeof kept.card === 'string' &&
      typeof kept.meetingId === 'number' &&
      kept.quote
    )
      return kept;
  } catch {
    // Not ours: nothing waits.
  }
  return null;
}
