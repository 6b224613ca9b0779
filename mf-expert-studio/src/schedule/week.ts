import { type MessageKey, type ScheduleDay, WEEKDAYS, type Weekday } from 'shared-contracts';

/** One start–end range of a day as the editor holds it (HH:mm, '' while not typed). */
export interface Range {
  /** Stable while the expert edits (list keys). */
  id: number;
  start: string;
  end: string;
}

let lastRangeId = 0;

/** A range to fill in, or one loaded. */
export function newRange(start = '', end = ''): Range {
  lastRangeId += 1;
  return { id: lastRangeId, start, end };
}

export interface DayPlan {
  active: boolean;
  ranges: Range[];
}

export type Week = Record<Weekday, DayPlan>;

/** What is wrong with each range, as shown: `<weekday>.<index>` → message. */
export type WeekProblems = Partial<Record<string, string>>;

/** A broken rule of each range: `<weekday>.<index>` → message key. */
export type WeekRuleBreaks = Partial<Record<string, MessageKey>>;

export const rangeKey = (weekday: Weekday, index: number) => `${weekday}.${index}`;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The week as loaded: days with items are active; the others start off with no ranges (spec §4). */
export function weekOf(days: ScheduleDay[]): Week {
  const week = emptyWeek();
  for (const day of days) {
    const ranges = day.items.map((item) => newRange(item.start_time.slice(0, 5), item.end_time.slice(0, 5)));
    week[day.weekday] = { active: ranges.length > 0, ranges };
  }
  return week;
}

export function emptyWeek(): Week {
  return Object.fromEntries(
    WEEKDAYS.map((weekday) => [weekday, { active: false, ranges: [] }]),
  ) as unknown as Week;
}

/** The PUT list: every range of every active day, in weekday order (the api's error indexes follow it). */
export function scheduleItems(week: Week) {
  return WEEKDAYS.flatMap((weekday) =>
    week[weekday].active
      ? week[weekday].ranges.map((range) => ({ weekday, start_time: range.start, end_time: range.end }))
      : [],
  );
}

/** Where each PUT item came from, so the api's `schedules.<index>.<field>` errors land on their range. */
export function itemOrigins(week: Week): { weekday: Weekday; index: number }[] {
  return WEEKDAYS.flatMap((weekday) =>
    week[weekday].active ? week[weekday].ranges.map((_, index) => ({ weekday, index })) : [],
  );
}

/** The rules the api applies, checked before sending: complete 24-hour times, end after start, no overlap. */
export function checkWeek(week: Week): WeekRuleBreaks {
  const problems: WeekRuleBreaks = {};
  for (const weekday of WEEKDAYS) {
    const { active, ranges } = week[weekday];
    if (!active) continue;
    ranges.forEach((range, index) => {
      const key = rangeKey(weekday, index);
      if (!HHMM.test(range.start) || !HHMM.test(range.end)) problems[key] = 'scheduleInvalidTime';
      else if (range.start >= range.end) problems[key] = 'scheduleEndBeforeStart';
      else if (
        ranges.some(
          (other, at) =>
            at < index && other.start < range.end && range.start < other.end && HHMM.test(other.start),
        )
      )
        problems[key] = 'scheduleOverlap';
    });
  }
  return problems;
}

/** Whether the week holds a time range at all (the schedule is saved only then, spec §5). */
export function hasRanges(week: Week): boolean {
  return scheduleItems(week).length > 0;
}

/** Pads what was typed into HH:mm ('5' → '05:00', '9:3' → '09:30'); leaves anything else as typed. */
export function padTime(typed: string): string {
  const match = /^(\d{1,2})(?::(\d{0,2}))?$/.exec(typed.trim());
  if (!match) return typed.trim();
  const hours = match[1] ?? '';
  const minutes = (match[2] ?? '').padEnd(2, '0');
  return `${hours.padStart(2, '0')}:${minutes}`;
}
