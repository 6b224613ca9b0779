import { lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
import { expertProfiles, slotHolds } from '../db/schema/index.ts';

export type BookingTransaction = Transaction;
type Reader = Database | BookingTransaction;

const value = (name: string) => sql.placeholder(name);

const othersHoldsStatement = preparedStatement<{ startsAt: Date; endsAt: Date }, Record<string, unknown>>(
  'booking_others_holds',
  sql`SELECT ${slotHolds.startsAt} AS "startsAt", ${slotHolds.endsAt} AS "endsAt" FROM ${slotHolds}
    WHERE ${slotHolds.expertId} = ${value('expertId')}::int AND ${slotHolds.customerId} <> ${value('customerId')}::int
      AND ${slotHolds.expiresAt} > ${value('now')}::timestamptz
      AND ${slotHolds.startsAt} < ${value('to')}::timestamptz AND ${slotHolds.endsAt} > ${value('from')}::timestamptz`,
);

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
  const rows = await othersHoldsStatement(db, {
    expertId,
    customerId,
    now: now.toISOString(),
    from: from.toISOString(),
    to: to.toISOString(),
  });
  // Drivers hand timestamps as Date objects or as text.
  return rows.map((row) => ({ startsAt: new Date(row.startsAt), endsAt: new Date(row.endsAt) }));
}

const lockStatement = preparedStatement<unknown, { expertId: number }>(
  'booking_lock_expert',
  sql`SELECT 1 FROM ${expertProfiles} WHERE ${expertProfiles.userId} = ${value('expertId')}::int FOR UPDATE`,
);

/**
 * Takes the expert's row lock for the rest of the transaction: a hold and a booking of the same
 * expert (on any api instance) are decided one after the other, so each sees what the other wrote.
 */
export async function lockExpertTime(tx: BookingTransaction, expertId: number): Promise<void> {
  await lockStatement(tx, { expertId });
}

/** Deletes the holds expired at `now`; answers how many. */
export async function sweepExpiredHolds(db: Reader, now: Date): Promise<number> {
  const gone = await db
    .delete(slotHolds)
    .where(lte(slotHolds.expiresAt, now))
    .returning({ id: slotHolds.id });
  return gone.length;
}
