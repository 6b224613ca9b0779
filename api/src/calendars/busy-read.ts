import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { calendarBusy } from '../db/schema/index.ts';

/** Busy times of the expert's own calendars (as last synced) touching [from, to), by the GiST index. */
export async function calendarBusyRanges(db: Database, expertId: number, from: Date, to: Date) {
  return db
    .select({ startsAt: calendarBusy.startsAt, endsAt: calendarBusy.endsAt })
    .from(calendarBusy)
    .where(
      and(
        eq(calendarBusy.expertId, expertId),
        sql`${calendarBusy.during} && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`,
      ),
    );
}
