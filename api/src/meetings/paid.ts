import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { meetingCharges } from '../db/schema/index.ts';

/** What the customer paid for the meeting so far, in cents: the booking and paid extensions, fees included. */
export async function paidCents(app: Pick<FastifyInstance, 'db'>, meetingId: number): Promise<number> {
  const [row] = await app.db
    .select({
      cents: sql<string>`coalesce(sum(${meetingCharges.priceCents} + ${meetingCharges.feeCents}), 0)`,
    })
    .from(meetingCharges)
    .where(and(eq(meetingCharges.meetingId, meetingId), eq(meetingCharges.status, 'succeeded')));
  return Number(row?.cents ?? 0);
}
