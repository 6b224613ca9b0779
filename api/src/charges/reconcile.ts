import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type MeetingCharge, meetingCharges } from '../db/schema/index.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { FoundCharge } from '../payments/gateway.ts';
import { awaitsAuthentication, settleAuthentication } from './authentication.ts';
import type { ChargeApp, ChargeKind, ChargeOutcome, ChargePurpose } from './purpose.ts';
import { chargeById, payerOf } from './rows.ts';
import {
  nextLook,
  planReconciliation,
  RECONCILE_JOB,
  type ReconcilePayload,
  reconciliationDue,
} from './schedule.ts';
import { settleAsFound, settleCharge } from './settle.ts';
import { failCharge, refundCharge } from './transitions.ts';

type Purposes = Map<ChargeKind, ChargePurpose>;

/** The purposes of each app's queue: booking and meetings each register theirs. */
const purposesByQueue = new WeakMap<JobQueue, Purposes>();

/**
 * Registers a domain's purpose. The first registration defines the reconciliation job and, at
 * start, plans it again for every charge still open (a crash may have lost it).
 */
export function defineChargePurpose(
  app: ChargeApp & Pick<FastifyInstance, 'addHook'>,
  purpose: ChargePurpose,
) {
  let purposes = purposesByQueue.get(app.jobs);
  if (!purposes) {
    const registered: Purposes = new Map();
    purposes = registered;
    purposesByQueue.set(app.jobs, registered);
    app.jobs.define<ReconcilePayload>(RECONCILE_JOB, (payload) =>
      reconcileCharge(app, registered, payload.chargeId),
    );
    app.addHook('onReady', async () => {
      await sweepOpenCharges(app);
    });
  }
  purposes.set(purpose.kind, purpose);
}

async function sweepOpenCharges(app: ChargeApp): Promise<void> {
  const open = await app.db
    .select()
    .from(meetingCharges)
    .where(inArray(meetingCharges.status, ['pending', 'refunding']));
  for (const charge of open) await planReconciliation(app, charge);
}

/**
 * The reconciliation job: after the grace, a charge still pending is looked up at the provider and
 * settled by what became of it; a refund still owed is tried again; a paid charge whose follow-up
 * failed is followed up again. Whatever stays open is looked at again later.
 */
async function reconcileCharge(app: ChargeApp, purposes: Purposes, chargeId: number): Promise<void> {
  const charge = await chargeById(app.db, chargeId);
  if (!charge) return;
  const purpose = purposes.get(charge.kind as ChargeKind);
  if (!purpose) throw new Error(`no charge purpose for ${charge.kind}`);
  const now = app.clock();
  if (charge.status === 'succeeded') {
    await purpose.applied(charge);
    return;
  }
  if (awaitsAuthentication(charge)) {
    // Run at the deadline, or earlier when a webhook says the payment moved.
    const expired = now >= reconciliationDue(charge);
    const outcome = await settleAuthentication(app, purpose, charge, {
      atCheckout: false,
      ...(expired && { cancel: 'expired' as const }),
    });
    if (outcome.status === 'requires_action') await planReconciliation(app, charge);
    if (outcome.status === 'pending' || outcome.status === 'refunding')
      await planReconciliation(app, charge, nextLook(now));
    return;
  }
  if (charge.status === 'pending' && now < reconciliationDue(charge)) {
    await planReconciliation(app, charge);
    return;
  }
  let outcome: ChargeOutcome;
  if (charge.status === 'refunding') outcome = await refundCharge(app, purpose, charge);
  else if (charge.status === 'pending')
    outcome = await settleUnknown(app, purpose, charge, await purpose.isLate(charge, now));
  else return;
  if (outcome.status === 'pending' || outcome.status === 'refunding')
    await planReconciliation(app, charge, nextLook(now));
}

/**
 * A pending charge whose answer was never recorded: the provider is asked for it by the metadata
 * it carries. Found, it is settled by its outcome; never made, it is made now or lets go.
 */
async function settleUnknown(
  app: ChargeApp,
  purpose: ChargePurpose,
  charge: MeetingCharge,
  late: boolean,
): Promise<ChargeOutcome> {
  const customerId = await payerOf(app.db, charge.meetingId);
  let found: FoundCharge | undefined;
  try {
    found = customerId
      ? await app.gateway.findCharge(customerId, purpose.describe(charge).metadata)
      : undefined;
  } catch (error) {
    app.log.error({ err: error, charge: charge.id }, 'charge lookup failed; reconciliation retries it');
    return { status: 'pending' };
  }
  if (found) return settleAsFound(app, purpose, charge, found, late);
  if (late || !purpose.chargeWhenNeverMade) return failCharge(app, purpose, charge, { reason: 'lapsed' });
  return settleCharge(app, purpose, charge);
}
