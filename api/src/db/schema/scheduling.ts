import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, smallint, time } from 'drizzle-orm/pg-core';
import { expertRef } from './experts.ts';

/**
 * An expert's weekly availability: wall-clock ranges in the expert's IANA time zone
 * (weekday 0 = monday … 6 = sunday). Slots are cut from these per date, so DST is applied per day.
 */
export const scheduleItems = pgTable(
  'schedule_items',
  {
    id: serial('id').primaryKey(),
    expertId: expertRef(),
    weekday: smallint('weekday').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (table) => [
    index('schedule_items_expert').on(table.expertId, table.weekday, table.startTime),
    check('schedule_items_weekday', sql`${table.weekday} between 0 and 6`),
    check('schedule_items_range', sql`${table.startTime} < ${table.endTime}`),
  ],
);
