import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Locale, type RateSlug, type TimeSlot, translate } from 'shared-contracts';
import type { Database } from '../db/client.ts';
import { expertProfiles, expertRates, meetings, rates, users } from '../db/schema/index.ts';
import { HttpError, notFound, validationError } from '../http/errors.ts';
import type { SessionCheck } from '../identity/verified-session.ts';
import { marketplaceRules } from '../marketplace/rules.ts';
import { bookableUntil, currentPlanRow, isLiveAt, type PlanRow } from '../plans/current-plan.ts';
import {
  addDays,
  dayStartInstant,
  formatWall,
  localDateOf,
  wallEndInstant,
  wallToInstant,
  weekdayOf,
} from '../scheduling/zoned-time.ts';
import { type DayRead, dayWindow, readDay } from './day-read.ts';

const MINUTE = 60_000;

export interface BookableExpert {
  id: number;
  firstName: string;
  lastName: string;
  timezone: string;
  /** Slots must end by this instant (plan end while active, otherwise trial end); null: no end known. */
  bookableUntil: Date | null;
}

export interface ChosenRate {
  id: number;
  slug: RateSlug;
  name: string;
  minutes: number;
  /** The expert's price for it. */
  priceCents: number;
}

export interface TimeRange {
  startsAt: Date;
  endsAt: Date;
}

/** A slot as computed: instants and the wall times on both sides. */
export interface Slot {
  startsAt: Date;
  endsAt: Date;
  view: TimeSlot;
}

type PlanDates = Pick<PlanRow, 'stripeStatus' | 'endsAt' | 'trialEndsAt'>;
type ExpertRow = NonNullable<DayRead['expert']>;
type RateRow = NonNullable<DayRead['rate']>;

/**
 * The expert as a booking target. 404 when there is no such expert; 409 when the expert's plan
 * is neither active nor trialing (or ended), or the expert turned availability off.
 */
export async function bookableExpert(db: Database, expertId: number, now: Date): Promise<BookableExpert> {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      timezone: users.timezone,
      isExpert: users.isExpert,
      isAvailable: expertProfiles.isAvailable,
    })
    .from(expertProfiles)
    .innerJoin(users, eq(users.id, expertProfiles.userId))
    .where(eq(expertProfiles.userId, expertId));
  return bookableAt(row ?? null, await currentPlanRow(db, expertId), now);
}

/** `bookableExpert`'s checks of a row already read (the expert found and available, its plan live). */
function bookableAt(
  row: ExpertRow | null,
  newestPlan: PlanDates | null | undefined,
  now: Date,
): BookableExpert {
  if (!row?.isExpert) throw notFound();
  if (!row.isAvailable) throw new HttpError(409, 'bookingExpertUnavailable');
  const plan = newestPlan ?? undefined;
  if (!isLiveAt(plan, now)) throw new HttpError(409, 'bookingExpertNotBookable');
  const { id, firstName, lastName, timezone } = row;
  return { id, firstName, lastName, timezone, bookableUntil: bookableUntil(plan) ?? null };
}

/** The rate named by the client (slug or lowercased name) and the expert's price for it; 422 on `rate`. */
export async function chosenRate(
  db: Database,
  expertId: number,
  rate: string,
  locale: Locale,
): Promise<ChosenRate> {
  const [found] = await db
    .select({
      id: rates.id,
      slug: rates.slug,
      name: rates.name,
      minutes: rates.durationMinutes,
      priceCents: expertRates.priceCents,
    })
    .from(rates)
    .leftJoin(expertRates, and(eq(expertRates.rateId, rates.id), eq(expertRates.expertId, expertId)))
    .where(or(eq(rates.slug, rate), eq(sql`lower(${rates.name})`, rate)))
    .limit(1);
  return offeredRate(found, locale);
}

/** `chosenRate`'s checks of a row already read: 422 on `rate` when there is none or the expert has no price. */
function offeredRate(found: RateRow | null | undefined, locale: Locale): ChosenRate {
  if (!found) throw validationError({ rate: [translate('bookingSelectRate', locale)] });
  if (found.priceCents === null)
    throw validationError({ rate: [translate('bookingRateNotOffered', locale)] });
  return { ...found, slug: found.slug as RateSlug, priceCents: found.priceCents };
}

function slotView(startsAt: Date, endsAt: Date, expertZone: string, customerZone: string): TimeSlot {
  return {
    start_time: formatWall(startsAt, expertZone),
    end_time: formatWall(endsAt, expertZone),
    start_time_converted: formatWall(startsAt, customerZone),
    end_time_converted: formatWall(endsAt, customerZone),
    starts_at: startsAt.toISOString(),
    ends_at: endsAt.toISOString(),
  };
}

export type WeeklyRanges = Map<number, { start: number; end: number }[]>;

/**
 * The slots the expert's week offers on `date` (the expert's local date), before live meetings
 * are taken out: cut from each range's start in steps of the rate's length (wall time), each
 * lasting the rate's length in real time and ending inside the range; a start that does not exist
 * (spring-forward gap) is skipped, a repeated one (fall-back) is its first occurrence, and no two
 * slots overlap. A slot starts at least `minimumLeadMinutes` after now and ends by the plan's end.
 * The week is loaded once (the month's days cut every date from one read).
 */
export function cutSlots(
  week: WeeklyRanges,
  expert: BookableExpert,
  rate: ChosenRate,
  date: string,
  customerZone: string,
  now: Date,
): Slot[] {
  const ranges = week.get(weekdayOf(date)) ?? [];
  const earliest = now.getTime() + marketplaceRules.minimumLeadMinutes * MINUTE;
  const slots: Slot[] = [];
  for (const range of ranges) {
    const rangeEnd = wallEndInstant(date, range.end, expert.timezone).getTime();
    let previousEnd = Number.NEGATIVE_INFINITY;
    for (let wall = range.start; wall + rate.minutes <= range.end; wall += rate.minutes) {
      const start = wallToInstant(date, wall, expert.timezone);
      if (!start) continue;
      const startMs = start.getTime();
      const endMs = startMs + rate.minutes * MINUTE;
      if (endMs > rangeEnd || startMs < previousEnd) continue;
      previousEnd = endMs;
      if (startMs < earliest) continue;
      if (expert.bookableUntil && endMs > expert.bookableUntil.getTime()) continue;
      const endsAt = new Date(endMs);
      slots.push({ startsAt: start, endsAt, view: slotView(start, endsAt, expert.timezone, customerZone) });
    }
  }
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/**
 * The slots that start on `date` as a calendar day of `zone` (the customer's chosen zone, given as
 * `timezone` to availability and days): the day [00:00, next 00:00) of `zone` is cut from each
 * expert-local date it touches (`cutSlots`, so every rule of a date holds), keeping the slots whose
 * start lies inside it. The converted times are in `zone`.
 */
export function cutZoneDay(
  week: WeeklyRanges,
  expert: BookableExpert,
  rate: ChosenRate,
  date: string,
  zone: string,
  now: Date,
): Slot[] {
  const from = dayStartInstant(date, zone).getTime();
  const to = dayStartInstant(addDays(date, 1), zone).getTime();
  const slots: Slot[] = [];
  const last = localDateOf(new Date(to - 1), expert.timezone);
  for (let day = localDateOf(new Date(from), expert.timezone); day <= last; day = addDays(day, 1))
    for (const slot of cutSlots(week, expert, rate, day, zone, now)) {
      const at = slot.startsAt.getTime();
      if (at >= from && at < to) slots.push(slot);
    }
  return slots;
}

/**
 * Live meetings (reserved or confirmed) of the expert or of the customer touching [from, to);
 * `moving`: a meeting being rescheduled, whose own time does not count as busy.
 */
export async function busyRanges(
  db: Database,
  expertId: number,
  customerId: number,
  from: Date,
  to: Date,
  moving?: number,
): Promise<TimeRange[]> {
  return db
    .select({ startsAt: meetings.startsAt, endsAt: meetings.endsAt })
    .from(meetings)
    .where(
      and(
        or(eq(meetings.expertId, expertId), eq(meetings.customerId, customerId)),
        inArray(meetings.state, ['reserved', 'confirmed']),
        moving === undefined ? undefined : ne(meetings.id, moving),
        // `during` overlapping: found by the exclusion constraints' GiST indexes, not by a scan
        // of every earlier meeting of the expert or the customer.
        sql`${meetings.during} && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`,
      ),
    );
}

const overlaps = (slot: TimeRange, busy: TimeRange) =>
  slot.startsAt < busy.endsAt && busy.startsAt < slot.endsAt;

/** The slots that no range of any of the lists (meetings, holds, the expert's calendar) overlaps. */
export const freeSlots = (slots: Slot[], ...taken: TimeRange[][]) =>
  slots.filter((slot) => !taken.some((ranges) => ranges.some((range) => overlaps(slot, range))));

/**
 * Why a candidate slot is not free, as the caller is told: another customer's live hold covers it,
 * the expert's own calendar has it busy (since the customer picked it, at the last sync), or a
 * meeting took it.
 */
export function whyNotFree(
  plan: DayPlan,
  slot: TimeRange,
): 'bookingSlotHeld' | 'bookingSlotCalendarBusy' | 'bookingTimeTaken' {
  if (plan.heldByOthers.some((hold) => overlaps(slot, hold))) return 'bookingSlotHeld';
  if (plan.calendarBusy.some((busy) => overlaps(slot, busy))) return 'bookingSlotCalendarBusy';
  return 'bookingTimeTaken';
}

export interface DayPlan {
  expert: BookableExpert;
  rate: ChosenRate;
  /** Every slot of the schedule (lead time and plan end applied). */
  candidates: Slot[];
  /** The candidates that no live meeting of either side and no other customer's live hold overlaps. */
  free: Slot[];
  /** Live holds of other customers on the expert's time (they make a slot unavailable to this customer). */
  heldByOthers: TimeRange[];
  /** Busy times of the expert's own calendars, as last synced. */
  calendarBusy: TimeRange[];
}

/**
 * Everything the availability, preview and booking calls check, for one expert, customer, date and
 * rate. `date` is the expert's local date, unless `zone` is given (availability's `timezone`): then
 * it is a calendar day of `zone`, the slots are those starting on it there, converted to `zone`.
 * One database round trip (`readDay`); the checks and the cutting are done in memory.
 */
export async function planDay(
  app: Pick<FastifyInstance, 'db' | 'clock'>,
  input: {
    expertId: number;
    customer: { id: number; timezone: string };
    date: string;
    rate: string;
    zone?: string | undefined;
    /** A meeting being rescheduled: its own time is free to move into. */
    moving?: number;
    /** The caller's session check, made in the same statement (identity/verified-session.ts). */
    session?: SessionCheck | undefined;
  },
  locale: Locale,
): Promise<DayPlan> {
  const now = app.clock();
  const day = await readDay(app.db, {
    expertId: input.expertId,
    customerId: input.customer.id,
    rate: input.rate,
    ...dayWindow(input.date, input.zone),
    now,
    moving: input.moving,
    session: input.session,
  });
  const expert = bookableAt(day.expert, day.plan, now);
  const rate = offeredRate(day.rate, locale);
  if (expert.bookableUntil) {
    const lastDate = localDateOf(expert.bookableUntil, input.zone ?? expert.timezone);
    if (input.date > lastDate)
      throw validationError({ date: [translate('bookingDateTooLate', locale, { date: lastDate })] });
  }
  const candidates = input.zone
    ? cutZoneDay(day.week, expert, rate, input.date, input.zone, now)
    : cutSlots(day.week, expert, rate, input.date, input.customer.timezone, now);
  const free = freeSlots(candidates, day.busy, day.heldByOthers, day.calendarBusy);
  return { expert, rate, candidates, free, heldByOthers: day.heldByOthers, calendarBusy: day.calendarBusy };
}

/** The slot whose expert-side start is `startTime` (`HH:mm` or `yyyy-MM-dd HH:mm` of `date`). */
export function findSlot(slots: Slot[], date: string, startTime: string): Slot | undefined {
  const wanted = startTime.length === 5 ? `${date} ${startTime}` : startTime.replace('T', ' ');
  return slots.find((slot) => slot.view.start_time === wanted);
}
