import { ApiError } from 'shared-contracts';

/**
 * What went wrong with a payment, as the checkout tells it. The api answers (api/src/booking):
 * 402 a refused card (declined, insufficient funds, expired, incorrect CVC: the provider's message
 * on payment_method_id); 422 on payment_method_id a card it cannot use; 409 the time was taken
 * meanwhile (or the same booking is still being processed); 503 the provider is down or the charge
 * is being retried. After the bank's step (3-D Secure), POST /booking/meets/{id}/authentication
 * answers 402 when the bank did not confirm the payment (`not-confirmed`, the api's message says
 * nothing was charged); a payment the api still waits for is `not-authenticated` (Pay asks the
 * bank again).
 */
export type PayFailureKind =
  | 'declined'
  | 'card'
  | 'taken'
  | 'in-progress'
  | 'not-confirmed'
  | 'not-authenticated'
  | 'unavailable'
  | 'network'
  | 'other';

export interface PayFailure {
  kind: PayFailureKind;
  /** The api's message (translated by the api, or the provider's text); empty when there was no answer. */
  message: string;
  /**
   * The attempt is over: the next Pay is a new intent with a new key. Not over when the api may
   * still finish it (in progress, provider down, no answer): a retry sends the same key.
   */
  final: boolean;
}

function codeOf(body: unknown): string | undefined {
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  return typeof code === 'string' ? code : undefined;
}

export function payFailure(error: unknown): PayFailure {
  if (!(error instanceof ApiError)) return { kind: 'network', message: '', final: false };
  const { status, message } = error;
  if (status === 0) return { kind: 'network', message: '', final: false };
  if (status === 402) return { kind: 'declined', message, final: true };
  if (status === 409)
    return codeOf(error.body) === 'bookingInProgress'
      ? { kind: 'in-progress', message, final: false }
      : { kind: 'taken', message, final: true };
  if (status === 503) return { kind: 'unavailable', message, final: false };
  if (status === 422) {
    const fields = error.fieldErrors;
    if (fields.payment_method_id) return { kind: 'card', message, final: true };
    if (fields.start_time) return { kind: 'taken', message, final: true };
  }
  return { kind: 'other', message, final: true };
}
