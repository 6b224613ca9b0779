import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { planAuthentications } from '../db/schema/index.ts';

export type PendingAuthentication = typeof planAuthentications.$inferSelect;
type Closed = 'succeeded' | 'failed' | 'cancelled';

/** Stripe lets an incomplete subscription lapse 23 hours after it was made. */
export const INCOMPLETE_LIFETIME_MS = 23 * 3_600_000;

/** The expert's plan whose first payment waits for their bank, if any (at most one). */
export async function pendingOf(db: Database, expertId: number): Promise<PendingAuthentication | undefined> {
  const [row] = await db
    .select()
    .from(planAuthentications)
    .where(and(eq(planAuthentications.expertId, expertId), eq(planAuthentications.status, 'pending')));
  return row;
}

/** The expert's newest plan that waited for the bank, whatever became of it. */
export async function latestOf(db: Database, expertId: number): Promise<PendingAuthentication | undefined> {
  const [row] = await db
    .select()
    .from(planAuthentications)
    .where(eq(planAuthentications.expertId, expertId))
    .orderBy(desc(planAuthentications.id))
    .limit(1);
  return row;
}

/**
 * Records the plan waiting for the bank. A double submit made the same provider subscription (same
 * idempotency key) and finds the row the first one wrote; undefined when another plan of the expert
 * was recorded waiting meanwhile (a concurrent submit of another plan or card).
 */
export async function recordPending(
  db: Database,
  input: Omit<typeof planAuthentications.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>,
): Promise<PendingAuthentication | undefined> {
  await db.insert(planAuthentications).values(input).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(planAuthentications)
    .where(eq(planAuthentications.stripeSubscriptionId, input.stripeSubscriptionId));
  return row;
}

/** Settles the row once: false when another request settled it first. */
export async function closePending(db: Database, id: number, status: Closed): Promise<boolean> {
  const closed = await db
    .update(planAuthentications)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(planAuthentications.id, id), eq(planAuthentications.status, 'pending')))
    .returning({ id: planAuthentications.id });
  return closed.length > 0;
}

/** How many plans of the expert ever waited for the bank: a new attempt gets a new idempotency key. */
export async function attemptsOf(db: Database, expertId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(planAuthentications)
    .where(eq(planAuthentications.expertId, expertId));
  return row?.value ?? 0;
}
