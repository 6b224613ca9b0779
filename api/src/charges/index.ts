/**
 * The one meeting-charge module: a charge of a meeting (the booking, an extension) is written
 * pending under a derived idempotency key, charged, then settled (taken effect), failed or
 * refunded, and reconciled by a durable job after a crash. Booking and meetings hand it a
 * `ChargePurpose`; it knows neither.
 */
export {
  type AuthenticationSettling,
  awaitsAuthentication,
  paymentMoved,
  settleAuthentication,
} from './authentication.ts';
export type { ChargeOutcome, ChargePurpose } from './purpose.ts';
export { defineChargePurpose } from './reconcile.ts';
export { owePaidCharges, refundOwedCharges } from './refund-paid.ts';
export {
  chargeByRequestKey,
  nextChargeSequence,
  payeeAccount,
  pendingChargeOf,
  writePendingCharge,
} from './rows.ts';
export { RECONCILE_JOB } from './schedule.ts';
export { settleCharge } from './settle.ts';
