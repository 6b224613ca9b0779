import type { ChargeKind } from './purpose.ts';

/**
 * The idempotency key the provider gets for a meeting's charge, derived from what it pays for: the
 * booking (`meeting-<id>-booking`) or the n-th extension attempt (`meeting-<id>-extension-<n>`). A
 * retry with the same key is answered with the first result, so one charge is never made twice.
 */
export function chargeKey(meetingId: number, kind: ChargeKind, sequence?: number): string {
  return kind === 'booking'
    ? `meeting-${meetingId}-booking`
    : `meeting-${meetingId}-extension-${sequence ?? 1}`;
}

/** The key of the refund of that charge: a retried refund gives the money back once. */
export function refundKey(chargeIdempotencyKey: string): string {
  return `${chargeIdempotencyKey}-refund`;
}
