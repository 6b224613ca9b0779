import type { MeetingCharge } from '../db/schema/index.ts';
import { scheduleJob } from '../jobs/index.ts';
import { marketplaceRules } from '../marketplace/rules.ts';
import type { ChargeApp, ChargeTransaction } from './purpose.ts';

/** One job per charge open at the provider, keyed by the charge's idempotency key. */
export const RECONCILE_JOB = 'charge.reconcile';

export interface ReconcilePayload {
  chargeId: number;
}

const GRACE_MS = marketplaceRules.reservationGraceSeconds * 1000;

/**
 * When reconciliation first looks at a charge: the grace after it was written, or the deadline of
 * a charge waiting for the customer's authentication.
 */
export function reconciliationDue(charge: MeetingCharge): Date {
  return charge.authenticateBy ?? firstLook(charge.createdAt);
}

/** When reconciliation first looks at a charge written at `createdAt`: one grace later. */
export function firstLook(createdAt: Date): Date {
  return new Date(createdAt.getTime() + GRACE_MS);
}

/** The next look at a charge still open: one grace from now. */
export function nextLook(now: Date): Date {
  return new Date(now.getTime() + GRACE_MS);
}

/** Plans (or moves) the charge's reconciliation; planned as soon as its pending row is written. */
export async function planReconciliation(
  app: Pick<ChargeApp, 'jobs'>,
  charge: MeetingCharge,
  runAt = reconciliationDue(charge),
): Promise<void> {
  await app.jobs.schedule<ReconcilePayload>(
    RECONCILE_JOB,
    { chargeId: charge.id },
    { runAt, key: charge.idempotencyKey },
  );
}

/** Moves the charge's reconciliation to `runAt` inside the transaction (a webhook's). */
export async function planReconciliationIn(
  tx: ChargeTransaction,
  charge: MeetingCharge,
  runAt: Date,
): Promise<void> {
  await scheduleJob(tx, RECONCILE_JOB, { chargeId: charge.id } satisfies ReconcilePayload, {
    runAt,
    key: charge.idempotencyKey,
  });
}

/** Drops the charge's reconciliation once it is settled for good. */
export async function cancelReconciliation(app: Pick<ChargeApp, 'jobs'>, charge: MeetingCharge) {
  await app.jobs.cancel(RECONCILE_JOB, charge.idempotencyKey);
}
