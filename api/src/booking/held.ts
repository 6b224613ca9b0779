import { and, eq, gt, lt, lte, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { expertProfiles, slotHolds } from '../db/schema/index.ts';

export type BookingTransaction = Transaction;
type Reader = Database | BookingTransaction;

/**
 * Live holds (not expired at `now`) of customers other than `customerId` on the expert's time
 * touching [from, to). An expired hold is ignored here whether or not the sweep removed it yet.
 */
export async function othersHolds(
  db: Reader,
  expertId: number,
  customerId: number,
  from: Date,
  to: Date,
  now: Date,
): Promise<{ startsAt: Date; endsAt: Date }[]> {
  return db
    .select({ startsAt: slotHolds.startsAt, endsAt: slotHolds.endsAt })
    .from(slotHolds)
    .where(
      and(
        eq(slotHolds.expertId, expertId),
        ne(slotHolds.customerId, customerId),
        gt(slotHolds.expiresAt, now),
        lt(slotHolds.startsAt, to),
        gt(slotHolds.endsAt, from),
      ),
    );
}

/**
 * Takes the expert's row lock for the rest of the transaction: a hold and a booking of the same
 * expert (on any api instance) are decided one after the other, so each sees what the other wrote.
 */
export async function lockExpertTime(tx: BookingTransaction, expertId: number): Promise<void> {
  await tx
    .select({ id: expertProfiles.userId })
    .from(expertProfiles)
    .where(eq(expertProfiles.userId, expertId))
    .for('update');
}

/** Deletes the holds expired at `now`; answers how many. */
export async function sweepExpiredHolds(db: Reader, now: Date): Promise<number> {
  const gone = await db
    .delete(slotHolds)
    .where(lte(slotHolds.expiresAt, now))
    .returning({ id: slotHolds.id });
  return gone.length;
}
