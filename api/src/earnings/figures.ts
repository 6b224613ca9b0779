import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { fundsRequests, meetings } from '../db/schema/index.ts';

type Reader = Pick<Database, 'select' | 'execute'>;

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * What a meeting earns the expert: its rate price plus the rate prices of its paid extensions.
 * Qualified by hand: Drizzle leaves columns unqualified in a one-table select.
 */
export const earnedCents = sql<number>`(${meetings.priceCents} + coalesce((select sum(mc.price_cents) from meeting_charges as mc where mc.meeting_id = "meetings"."id" and mc.kind = 'extension' and mc.status = 'succeeded'), 0))::int`;

/** Finished at `now`: paid (confirmed) and ended, or finished early. */
const finishedAt = (now: Date) =>
  sql`(${meetings.finishedAt} is not null or ${meetings.endsAt} <= ${iso(now)})`;

/**
 * The meetings that earn the expert at `now`: taken place (finished, or the customer's no-show),
 * or cancelled by the customer too late for a refund. Refunds are all or nothing (rules.ts), so a
 * meeting with any refund (cancelled in time, cancelled by the expert, the expert's no-show) earns
 * nothing and no longer counts.
 */
const earningMeeting = (now: Date) =>
  sql`(${meetings.refundedCents} = 0 and ((${meetings.state} = 'confirmed' and ${finishedAt(now)}) or ${meetings.state} = 'cancelled'))`;

/**
 * overall = rate prices (with paid extensions) of the expert's earning meetings (`earningMeeting`);
 * available = overall − funds requested or paid out. Cents.
 */
export async function earningsOf(db: Reader, expertId: number, now: Date) {
  const [[earned], [requested]] = await Promise.all([
    db
      .select({ cents: sql<number>`coalesce(sum(${earnedCents}), 0)::bigint` })
      .from(meetings)
      .where(and(eq(meetings.expertId, expertId), earningMeeting(now))),
    db
      .select({ cents: sql<number>`coalesce(sum(${fundsRequests.amountCents}), 0)::bigint` })
      .from(fundsRequests)
      .where(and(eq(fundsRequests.expertId, expertId), inArray(fundsRequests.status, ['requested', 'paid']))),
  ]);
  const overall = Number(earned?.cents ?? 0);
  const taken = Number(requested?.cents ?? 0);
  return { overallCents: overall, availableCents: Math.max(0, overall - taken) };
}
