import { asc, eq } from 'drizzle-orm';
import { type ScheduleDay, type SchedulesSaveSchema, WEEKDAYS } from 'shared-contracts';
import type * as v from 'valibot';
import type { Database } from '../db/client.ts';
import { scheduleItems } from '../db/schema/index.ts';

type ScheduleItems = v.InferOutput<typeof SchedulesSaveSchema>['schedules'];

/** `HH:mm` of a `time` column (`HH:mm:ss`). */
const hhmm = (time: string) => time.slice(0, 5);

/** A schedule item as stored: weekday 0 = monday, times `HH:mm:ss`. */
export interface ScheduleRow {
  weekday: number;
  startTime: string;
  endTime: string;
}

/** Ranges by weekday in minutes of the day, from items ordered by weekday and start. */
export function weekOfRows(rows: ScheduleRow[]): Map<number, { start: number; end: number }[]> {
  const byDay = new Map<number, { start: number; end: number }[]>();
  for (const row of rows) {
    const [sh = 0, sm = 0] = row.startTime.split(':').map(Number);
    const [eh = 0, em = 0] = row.endTime.split(':').map(Number);
    const list = byDay.get(row.weekday) ?? [];
    list.push({ start: sh * 60 + sm, end: eh * 60 + em });
    byDay.set(row.weekday, list);
  }
  return byDay;
}

/** The expert's weekly ranges by weekday (0 = monday), earliest first, in minutes of the day. */
export async function rangesOfWeekday(
  db: Database,
  expertId: number,
): Promise<Map<number, { start: number; end: number }[]>> {
  const rows = await db
    .select()
    .from(scheduleItems)
    .where(eq(scheduleItems.expertId, expertId))
    .orderBy(asc(scheduleItems.weekday), asc(scheduleItems.startTime));
  return weekOfRows(rows);
}

/** The week as the spec loads it: seven days, monday first; a day with items is active. */
export async function loadSchedule(db: Database, expertId: number): Promise<ScheduleDay[]> {
  const rows = await db
    .select()
    .from(scheduleItems)
    .where(eq(scheduleItems.expertId, expertId))
    .orderBy(asc(scheduleItems.weekday), asc(scheduleItems.startTime), asc(scheduleItems.id));
  return WEEKDAYS.map((weekday, index) => {
    const items = rows
      .filter((row) => row.weekday === index)
      .map((row) => ({ id: row.id, start_time: hhmm(row.startTime), end_time: hhmm(row.endTime) }));
    return { id: index, weekday, active: items.length > 0, items };
  });
}

/** Replaces the whole week in one transaction: a failure keeps the week that was saved. */
export async function saveSchedule(db: Database, expertId: number, items: ScheduleItems): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(scheduleItems).where(eq(scheduleItems.expertId, expertId));
    await tx.insert(scheduleItems).values(
      items.map((item) => ({
        expertId,
        weekday: WEEKDAYS.indexOf(item.weekday),
        startTime: item.start_time,
        endTime: item.end_time,
      })),
    );
  });
}
