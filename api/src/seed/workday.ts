import { addDays, localDateOf, wallEndInstant, weekdayOf } from '../scheduling/zoned-time.ts';

/**
 * `hour`:00 in `zone` on the date `days` days from `now`'s date there; a Saturday or Sunday moves
 * to the working day further from today (earlier for a past day, later for a coming one), so
 * seeded meetings keep to office days whatever day the seed runs.
 */
export function workdayAt(now: Date, days: number, hour: number, zone: string): Date {
  const step = days < 0 ? -1 : 1;
  let date = addDays(localDateOf(now, zone), days);
  while (weekdayOf(date) >= 5) date = addDays(date, step);
  return wallEndInstant(date, hour * 60, zone);
}
