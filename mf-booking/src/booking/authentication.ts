import type { BookingAuthenticationRequired } from 'shared-contracts';

/**
 * The api's 202 of POST /booking/{expertId} (and of POST /booking/meets/{id}/authentication while
 * it still waits): the meeting is held unpaid until the customer's bank confirms the payment.
 * The api client answers the body only, so the body tells it apart from a booked meeting (201).
 */
export function isAuthenticationRequired(data: unknown): data is BookingAuthenticationRequired {
  if (!data || typeof data !== 'object') return false;
  const { meeting_id: meetingId, payment } = data as Partial<BookingAuthenticationRequired>;
  return (
    typeof meetingId === 'number' &&
    !!payment &&
    payment.status === 'requires_action' &&
    typeof payment.client_secret === 'string' &&
    typeof payment.payment_method_id === 'string'
  );
}

/**
 * A payment Stripe confirmed that the api still waits for (its webhook or the provider's answer is
 * late) is asked again this many times, waiting `waitMs` × the round before each.
 */
export const settling = { rounds: 3, waitMs: 1_000 };
