import { eq, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { expertProfiles, scheduleItems, seedMarkers } from '../db/schema/index.ts';

const MARKER = 'demo-schedules';

/** Weekday 0 = monday. Working hours in each expert's own time zone. */
const WEEKDAYS = [0, 1, 2, 3, 4];
const RANGES = [
  { startTime: '09:00', endTime: '13:00' },
  { startTime: '15:00', endTime: '19:00' },
];
const SATURDAY = { weekday: 5, startTime: '10:00', endTime: '14:00' };

/**
 * Gives every demo expert without a schedule a working week (so the demo can be booked), once per
 * database: databases seeded before schedules existed get it on their next start.
 */
export async function seedDemoSchedules(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seedMarkers).values({ key: MARKER }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    const experts = await tx
      .select({ id: expertProfiles.userId })
      .from(expertProfiles)
      .where(
        notExists(
          tx
            .select({ one: sql`1` })
            .from(scheduleItems)
            .where(eq(scheduleItems.expertId, expertProfiles.userId)),
        ),
      );
    const rows = experts.flatMap(({ id }) => [
      ...WEEKDAYS.flatMap((weekday) => RANGES.map((range) => ({ expertId: id, weekday, ...range }))),
      // Every third expert also works on Saturday mornings.
      ...(id % 3 === 0 ? [{ expertId: id, ...SATURDAY }] : []),
    ]);
    if (rows.length > 0) await tx.insert(scheduleItems).values(rows);
    return true;
  });
}
