import { and, eq, sql } from 'drizzle-orm';
import { isExclusionViolation } from '../db/client.ts';
import { preparedStatement, tableRow } from '../db/prepared.ts';
import { jobs, type MeetingCharge, meetingCharges } from '../db/schema/index.ts';
import { refusalMessageKey } from '../payments/refusals.ts';
import { ourMessage } from './failure-message.ts';
import { refundKey } from './keys.ts';
import type { ChargeApp, ChargeOutcome, ChargePurpose, ChargeTransaction, OurFailure } from './purpose.ts';
import { chargeById } from './rows.ts';
import { cancelReconciliation, RECONCILE_JOB } from './schedule.ts';

export type ChargeFailure =
  | { reason: 'declined'; message: string; code: string | undefined; declineCode?: string | undefined }
  | { reason: OurFailure };

/** The message stored for a failure: the provider's words, or the purpose's own. */
function failureMessage(purpose: ChargePurpose, failure: ChargeFailure): string {
  const authentication = purpose.onSessionAuthentication?.failures;
  switch (failure.reason) {
    case 'declined': {
      const key = refusalMessageKey(failure.code, failure.declineCode);
      return key ? ourMessage(key) : failure.message;
    }
    case 'card-missing':
      return purpose.failures.cardMissing;
    case 'lapsed':
      return purpose.failures.lapsed;
    case 'authentication-failed':
      return authentication?.failed ?? purpose.failures.authenticationRequired;
    case 'authentication-cancelled':
      return authentication?.cancelled ?? purpose.failures.authenticationRequired;
    case 'authentication-expired':
      return authentication?.expired ?? purpose.failures.authenticationRequired;
    default:
      return purpose.failures.authenticationRequired;
  }
}

class NotApplied extends Error {}

/** The outcome a charge already settled (by an earlier or concurrent attempt) stands at. */
export async function outcomeOf(app: ChargeApp, chargeId: number): Promise<ChargeOutcome> {
  const charge = await chargeById(app.db, chargeId);
  switch (charge?.status) {
    case 'succeeded':
      return { status: 'succeeded', charge };
    case 'refunded':
    case 'refunding':
    case 'pending':
      return { status: charge.status };
    default:
      return { status: 'failed', reason: 'earlier' };
  }
}

/**
 * Not charged: the row failed with why, and what the charge held let go, in one transaction.
 * `atCheckout`: refused while the customer is there (a request of theirs), not in the background.
 */
export async function failCharge(
  app: ChargeApp,
  purpose: ChargePurpose,
  charge: MeetingCharge,
  failure: ChargeFailure,
  options: { paymentIntentId?: string; atCheckout?: boolean } = {},
): Promise<ChargeOutcome> {
  const message = failureMessage(purpose, failure);
  const { paymentIntentId, atCheckout = false } = options;
  await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(meetingCharges)
      .set({
        status: 'failed',
        failureMessage: message.slice(0, 2000),
        ...(paymentIntentId && { paymentIntentId }),
        updatedAt: app.clock(),
      })
      .where(and(eq(meetingCharges.id, charge.id), eq(meetingCharges.status, 'pending')))
      .returning();
    if (row) await purpose.undo(tx, row, { atCheckout });
  });
  await cancelReconciliation(app, charge);
  return { status: 'failed', ...failure };
}

const value = (name: string) => sql.placeholder(name);
const chargeOf = tableRow(meetingCharges);

/** The pending charge marked succeeded (none when it is no longer pending); `reconciliation`: its job dropped too. */
const claimStatement = (name: string, reconciliation: boolean) => {
  const statement = preparedStatement<Record<string, unknown>, Record<string, unknown>>(
    name,
    sql`${reconciliation ? sql`WITH reconciliation AS (DELETE FROM ${jobs} WHERE ${jobs.name} = ${value('job')}::text AND ${jobs.key} = ${value('key')}::text RETURNING id) ` : sql``}
      UPDATE ${meetingCharges} SET status = 'succeeded', payment_intent_id = ${value('paymentIntentId')}::text,
        updated_at = ${value('at')}::timestamptz
      WHERE ${meetingCharges.id} = ${value('id')}::int AND ${meetingCharges.status} = 'pending'
      RETURNING *`,
  );
  return async (tx: ChargeTransaction, values: Record<string, unknown>) =>
    (await statement(tx, values)).map(chargeOf);
};
const claim = claimStatement('charge_claim', false);
const claimDroppingReconciliation = claimStatement('charge_claim_planned', true);

/**
 * Charged: recorded as succeeded and applied in one transaction, then followed up. When it can no
 * longer apply (the purpose refuses, an exclusion constraint), the charge is refunded.
 */
export async function takeCharge(
  app: ChargeApp,
  purpose: ChargePurpose,
  charge: MeetingCharge,
  paymentIntentId: string,
): Promise<ChargeOutcome> {
  let taken: MeetingCharge | 'elsewhere' | 'refused';
  try {
    taken = await app.db.transaction(async (tx) => {
      // Nothing to reconcile once this commits, when what follows is planned in it.
      const [claimed] = await (purpose.plansWhatFollows ? claimDroppingReconciliation : claim)(tx, {
        id: charge.id,
        paymentIntentId,
        at: app.clock().toISOString(),
        job: RECONCILE_JOB,
        key: charge.idempotencyKey,
      });
      if (!claimed) return 'elsewhere' as const;
      if (!(await purpose.apply(tx, claimed))) throw new NotApplied();
      return claimed;
    });
  } catch (error) {
    if (!(error instanceof NotApplied) && !isExclusionViolation(error)) throw error;
    taken = 'refused';
  }
  if (taken === 'elsewhere') return outcomeOf(app, charge.id);
  if (taken === 'refused') return refundTaken(app, purpose, charge, paymentIntentId);
  if (purpose.plansWhatFollows) await purpose.applied(taken);
  else await followUp(app, purpose, taken);
  return { status: 'succeeded', charge: taken };
}

/** The effects of a succeeded charge outside the database; on failure its reconciliation retries them. */
async function followUp(app: ChargeApp, purpose: ChargePurpose, charge: MeetingCharge) {
  try {
    await purpose.applied(charge);
  } catch (error) {
    app.log.error({ err: error, charge: charge.id }, 'follow-up of a paid charge failed; retried later');
    return;
  }
  await cancelReconciliation(app, charge);
}

/** A charge made that cannot take effect: marked `refunding` with its payment, then refunded. */
export async function refundTaken(
  app: ChargeApp,
  purpose: ChargePurpose,
  charge: MeetingCharge,
  paymentIntentId: string,
): Promise<ChargeOutcome> {
  // Recorded first, so a crash before the refund leaves a row that says what was charged.
  const [refunding] = await app.db
    .update(meetingCharges)
    .set({ status: 'refunding', paymentIntentId, updatedAt: app.clock() })
    .where(and(eq(meetingCharges.id, charge.id), eq(meetingCharges.status, 'pending')))
    .returning();
  if (!refunding) return outcomeOf(app, charge.id);
  return refundCharge(app, purpose, refunding);
}

/** Refunds a `refunding` charge (same key on every try); a failure leaves it for reconciliation. */
export async function refundCharge(
  app: ChargeApp,
  purpose: ChargePurpose,
  charge: MeetingCharge,
): Promise<ChargeOutcome> {
  return refundOwed(app, charge, {
    message: purpose.failures.lapsed,
    undo: (tx, row) => purpose.undo(tx, row, { atCheckout: false }),
  });
}

/**
 * The refund of a `refunding` charge at the provider, then the row `refunded` (keeping the reason
 * already stored, else `message`) with `undo` in that transaction. A charge refunded because its
 * meeting was cancelled has nothing to undo.
 */
export async function refundOwed(
  app: ChargeApp,
  charge: MeetingCharge,
  after: { message: string; undo?: (tx: ChargeTransaction, row: MeetingCharge) => Promise<void> },
): Promise<ChargeOutcome> {
  if (!charge.paymentIntentId) throw new Error(`charge ${charge.id} has no payment to refund`);
  try {
    await app.gateway.refund({
      paymentIntentId: charge.paymentIntentId,
      reverseTransfer: charge.destination !== null,
      idempotencyKey: refundKey(charge.idempotencyKey),
    });
  } catch (error) {
    app.log.error({ err: error, charge: charge.id }, 'refund failed; reconciliation retries it');
    return { status: 'refunding' };
  }
  await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(meetingCharges)
      .set({
        status: 'refunded',
        failureMessage: sql`coalesce(${meetingCharges.failureMessage}, ${after.message})`,
        updatedAt: app.clock(),
      })
      .where(and(eq(meetingCharges.id, charge.id), eq(meetingCharges.status, 'refunding')))
      .returning();
    if (row) await after.undo?.(tx, row);
  });
  await cancelReconciliation(app, charge);
  return { status: 'refunded' };
}
