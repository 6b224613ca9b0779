import { and, eq } from 'drizzle-orm';
import { type MeetingCharge, meetingCharges } from '../db/schema/index.ts';
import type { ChargeApp, ChargeTransaction } from './purpose.ts';
import { nextLook, planReconciliationIn } from './schedule.ts';
import { refundOwed } from './transitions.ts';

/**
 * In the caller's transaction (a cancellation, a no-show): every paid charge of the meeting (the
 * booking and its extensions) is marked `refunding` with `reason` and its reconciliation planned.
 * The change and the debt to the customer commit together: whatever happens after the commit,
 * reconciliation makes the refund (same key on every try, so the money goes back once).
 */
export async function owePaidCharges(
  tx: ChargeTransaction,
  meetingId: number,
  reason: string,
  now: Date,
): Promise<MeetingCharge[]> {
  const owed = await tx
    .update(meetingCharges)
    .set({ status: 'refunding', failureMessage: reason, updatedAt: now })
    .where(and(eq(meetingCharges.meetingId, meetingId), eq(meetingCharges.status, 'succeeded')))
    .returning();
  for (const charge of owed) await planReconciliationIn(tx, charge, nextLook(now));
  return owed;
}

/** Refunds what `owePaidCharges` marked, now; a failure is logged and left to reconciliation. */
export async function refundOwedCharges(app: ChargeApp, charges: MeetingCharge[]): Promise<void> {
  for (const charge of charges) await refundOwed(app, charge, { message: charge.failureMessage ?? '' });
}
