import type { FastifyInstance } from 'fastify';
import type { BookingDays, Locale } from 'shared-contracts';
import { calendarBusyRanges } from '../calendars/busy-read.ts';
import { marketplaceRules } from '../marketplace/rules.ts';
import { rangesOfWeekday } from '../scheduling/schedules.ts';
import { addDays, dayStartInstant, localDateOf } from '../scheduling/zoned-time.ts';
import { othersHolds } from './held.ts';
import { bookableExpert, busyRanges, chosenRate, cutSlots, cutZoneDay, freeSlots } from './slots.ts';

/** Every date (yyyy-MM-dd) of a month `yyyy-MM`. */
function datesOfMonth(month: string): string[] {
  const dates: string[] = [];
  for (let date = `${month}-01`; date.startsWith(month); date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * GET /booking/{id}/days: the expert-local dates of `month` with at least one free slot of the
 * rate for this customer (the availability call's rules), and the first such date from today on
 * within the booking window (the plan's bookable-until, at most `nextAvailableSearchDays` ahead).
 * A bounded number of queries whatever the month: the expert, the plan, the rate, the week, then
 * the live meetings, other customers' holds and the expert's calendar busy times of each span (the month, the window) once; each
 * date is cut in memory.
 */
export async function bookableDays(
  app: Pick<FastifyInstance, 'db' | 'clock'>,
  input: {
    expertId: number;
    customer: { id: number; timezone: string };
    month: string;
    rate: string;
    /** Given: the dates are calendar days of this zone, each with a slot starting on it there. */
    zone?: string | undefined;
    /** A meeting being rescheduled: its own time is free to move into. */
    moving?: number;
  },
  locale: Locale,
): Promise<BookingDays> {
  const now = app.clock();
  const expert = await bookableExpert(app.db, input.expertId, now);
  const rate = await chosenRate(app.db, expert.id, input.rate, locale);
  const week = await rangesOfWeekday(app.db, expert.id);
  const zone = input.zone ?? expert.timezone;
  const today = localDateOf(now, zone);
  const horizon = addDays(today, marketplaceRules.nextAvailableSearchDays);
  const planLast = expert.bookableUntil ? localDateOf(expert.bookableUntil, zone) : null;
  const windowEnd = planLast && planLast < horizon ? planLast : horizon;

  const monthDates = datesOfMonth(input.month).filter(
    (date) => date >= today && (!planLast || date <= planLast),
  );
  const searchDates: string[] = [];
  for (let date = today; date <= windowEnd; date = addDays(date, 1)) searchDates.push(date);

  /** Whether a date has a free slot, for dates inside one span read once (meetings, holds, calendar). */
  const freeIn = async (dates: string[]) => {
    const first = dates[0];
    const last = dates.at(-1);
    if (!first || !last) return () => false;
    // A day's slots lie between its start and the start of the day after (ranges end by 24:00).
    const from = dayStartInstant(first, zone);
    const to = dayStartInstant(addDays(last, 2), zone);
    const busy = await busyRanges(app.db, expert.id, input.customer.id, from, to, input.moving);
    const held = await othersHolds(app.db, expert.id, input.customer.id, from, to, now);
    const calendarBusy = await calendarBusyRanges(app.db, expert.id, from, to);
    return (date: string) =>
      freeSlots(
        input.zone
          ? cutZoneDay(week, expert, rate, date, input.zone, now)
          : cutSlots(week, expert, rate, date, input.customer.timezone, now),
        busy,
        held,
        calendarBusy,
      ).length > 0;
  };
  // Two spans at most (the month asked, and today to the window's end): a bounded number of queries.
  const inMonth = await freeIn(monthDates);
  const inWindow = await freeIn(searchDates);
  return {
    month: input.month,
    days: monthDates.filter(inMonth),
    next_available: searchDates.find(inWindow) ?? null,
  };
}
