import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
import {
  SESSION_AS_READ,
  type SessionCheck,
  StaleSession,
  sessionValues,
} from '../identity/verified-session.ts';
import { weekOfRows } from '../scheduling/schedules.ts';
import { addDays, dayStartInstant } from '../scheduling/zoned-time.ts';

const DAY_MS = 24 * 60 * 60_000;

/** An instant as epoch milliseconds in the statement's JSON (no per-driver date parsing). */
const epochMs = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::bigint`);

interface Range {
  startsAt: Date;
  endsAt: Date;
}

/** Everything one booking day needs, as `readDay` answers it. */
export interface DayRead {
  /** The expert's user and profile; null when no expert profile has this id. */
  expert: {
    id: number;
    firstName: string;
    lastName: string;
    timezone: string;
    isExpert: boolean;
    isAvailable: boolean;
  } | null;
  /** The newest subscription row's dates (what `isLiveAt` and `bookableUntil` read); null: none. */
  plan: { stripeStatus: string; endsAt: Date | null; trialEndsAt: Date | null } | null;
  /** The rate named by the client and the expert's price for it (null: not offered); null: no such rate. */
  rate: { id: number; slug: string; name: string; minutes: number; priceCents: number | null } | null;
  week: ReturnType<typeof weekOfRows>;
  /** Live meetings of the expert or of the customer touching the window. */
  busy: Range[];
  /** Live holds of other customers on the expert's time touching the window. */
  heldByOthers: Range[];
  /** Busy times of the expert's own calendars (last synced) touching the window. */
  calendarBusy: Range[];
}

interface DayRow {
  expert: DayRead['expert'];
  plan: { stripeStatus: string; endsAt: number | null; trialEndsAt: number | null } | null;
  rate: DayRead['rate'];
  week: [number, string, string][];
  busy: [number, number][];
  held: [number, number][];
  calendar: [number, number][];
  session_ok: boolean;
}

/** postgres.js parses `json` columns; this keeps the answer the same if a driver hands the text. */
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

const ranges = (pairs: [number, number][]): Range[] =>
  pairs.map(([start, end]) => ({ startsAt: new Date(Number(start)), endsAt: new Date(Number(end)) }));

const dateOrNull = (ms: number | null) => (ms === null ? null : new Date(Number(ms)));

/**
 * The instants a day's slots can touch, known before the expert's zone is read: `date` as the
 * expert's local date lies within a day either side of the same UTC date (no zone is more than 14
 * hours off UTC); as a calendar day of `zone`, its slots start that day and last under a day.
 * Meetings and holds outside the slots never matter, so the window only needs to cover them.
 */
export function dayWindow(date: string, zone: string | undefined): { from: Date; to: Date } {
  if (zone) {
    const nextDay = dayStartInstant(addDays(date, 1), zone).getTime();
    return { from: dayStartInstant(date, zone), to: new Date(nextDay + DAY_MS) };
  }
  const utcStart = dayStartInstant(date, 'UTC').getTime();
  return { from: new Date(utcStart - DAY_MS), to: new Date(utcStart + 2 * DAY_MS) };
}

const value = (name: string) => sql.placeholder(name);
const window = sql`tstzrange(${value('from')}::timestamptz, ${value('to')}::timestamptz, '[)')`;

/** The statement of `readDay`, built once (db/prepared.ts). */
const dayStatement = preparedStatement<{ [K in keyof DayRow]: DayRow[K] | string }, Record<string, unknown>>(
  'booking_day',
  sql`
    SELECT
      (SELECT json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
                                'timezone', u.timezone, 'isExpert', u.is_expert, 'isAvailable', p.is_available)
         FROM expert_profiles p JOIN users u ON u.id = p.user_id
        WHERE p.user_id = ${value('expertId')}::int) AS expert,
      (SELECT json_build_object('stripeStatus', s.stripe_status, 'endsAt', ${epochMs('s.ends_at')},
                                'trialEndsAt', ${epochMs('s.trial_ends_at')})
         FROM subscriptions s
        WHERE s.expert_id = ${value('expertId')}::int
        ORDER BY s.created_at DESC, s.id DESC
        LIMIT 1) AS plan,
      (SELECT json_build_object('id', r.id, 'slug', r.slug, 'name', r.name, 'minutes', r.duration_minutes,
                                'priceCents', er.price_cents)
         FROM rates r LEFT JOIN expert_rates er ON er.rate_id = r.id AND er.expert_id = ${value('expertId')}::int
        WHERE r.slug = ${value('rate')}::text OR lower(r.name) = ${value('rate')}::text
        LIMIT 1) AS rate,
      (SELECT coalesce(json_agg(json_build_array(i.weekday, i.start_time, i.end_time)
                                ORDER BY i.weekday, i.start_time), '[]')
         FROM schedule_items i
        WHERE i.expert_id = ${value('expertId')}::int) AS week,
      (SELECT coalesce(json_agg(json_build_array(${epochMs('m.starts_at')}, ${epochMs('m.ends_at')})), '[]')
         FROM meetings m
        WHERE (m.expert_id = ${value('expertId')}::int OR m.customer_id = ${value('customerId')}::int)
          AND m.state IN ('reserved', 'confirmed')
          AND m.during && ${window}
          AND (${value('moving')}::int IS NULL OR m.id <> ${value('moving')}::int)) AS busy,
      (SELECT coalesce(json_agg(json_build_array(${epochMs('h.starts_at')}, ${epochMs('h.ends_at')})), '[]')
         FROM slot_holds h
        WHERE h.expert_id = ${value('expertId')}::int AND h.customer_id <> ${value('customerId')}::int
          AND h.expires_at > ${value('now')}::timestamptz
          AND h.during && ${window}) AS held,
      (SELECT coalesce(json_agg(json_build_array(${epochMs('c.starts_at')}, ${epochMs('c.ends_at')})), '[]')
         FROM calendar_busy c
        WHERE c.expert_id = ${value('expertId')}::int AND c.during && ${window}) AS calendar,
      ${SESSION_AS_READ} AS session_ok`,
);

/**
 * One statement, one round trip: the expert, the current plan, the rate, the week, and the live
 * meetings and other customers' holds touching [from, to). The meetings are found through the
 * exclusion constraints' GiST indexes (expert or customer, `during` overlapping the window), so the
 * cost follows the window, not the expert's whole history.
 */
export async function readDay(
  db: Database,
  input: {
    expertId: number;
    customerId: number;
    rate: string;
    from: Date;
    to: Date;
    now: Date;
    /** A meeting being rescheduled: its own time does not count as busy. */
    moving?: number | undefined;
    /** The caller's session check (identity/verified-session.ts): StaleSession when it fails. */
    session?: SessionCheck | undefined;
  },
): Promise<DayRead> {
  const result = await dayStatement(db, {
    expertId: input.expertId,
    customerId: input.customerId,
    rate: input.rate,
    from: input.from.toISOString(),
    to: input.to.toISOString(),
    now: input.now.toISOString(),
    moving: input.moving ?? null,
    ...sessionValues(input.session),
  });
  const [row] = result;
  if (!row) throw new Error('day not read');
  if (row.session_ok === false) throw new StaleSession();
  const plan = parsed(row.plan);
  return {
    expert: parsed(row.expert),
    plan: plan && {
      stripeStatus: plan.stripeStatus,
      endsAt: dateOrNull(plan.endsAt),
      trialEndsAt: dateOrNull(plan.trialEndsAt),
    },
    rate: parsed(row.rate),
    week: weekOfRows(
      parsed(row.week).map(([weekday, startTime, endTime]) => ({ weekday, startTime, endTime })),
    ),
    busy: ranges(parsed(row.busy)),
    heldByOthers: ranges(parsed(row.held)),
    calendarBusy: ranges(parsed(row.calendar)),
  };
}
