/**
 * Wall times in an IANA time zone ↔ UTC instants, with Intl only (the tz database of Node's ICU).
 *
 * - A wall time inside a spring-forward gap does not exist: `wallToInstant` answers null.
 * - A wall time repeated by a fall-back is ambiguous: the FIRST occurrence (the earlier instant)
 *   is answered.
 * Zones with half-hour shifts (Australia/Lord_Howe) and any offset work the same way: the offsets
 * on both sides of the moment are read from the tz database, never assumed.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let found = formatters.get(zone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, found);
  }
  return found;
}

/** The wall clock of `instant` in `zone`. */
interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * Wall clocks already read, by zone then instant: `formatToParts` is the costliest step of a day's
 * slots (a quarter of an availability request's CPU), and the same instants (slot starts on the
 * quarter hour) come back request after request. Exact, not an offset assumed between two reads.
 */
const wallClocks = new Map<string, Map<number, WallClock>>();
const WALL_CLOCKS_PER_ZONE = 50_000;

/** The wall clock of `instant` in `zone`, shared with every caller: read it, never change it. */
function wallClockOf(instant: Date, zone: string): Readonly<WallClock> {
  const time = instant.getTime();
  let wall = wallClocks.get(zone)?.get(time);
  if (!wall) {
    // Read first: a zone Intl does not know throws here and is never kept.
    wall = readWallClock(instant, zone);
    const known = wallClocks.get(zone) ?? new Map<number, WallClock>();
    if (known.size >= WALL_CLOCKS_PER_ZONE) known.clear();
    known.set(time, wall);
    wallClocks.set(zone, known);
  }
  return wall;
}

function readWallClock(instant: Date, zone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Offset of `zone` from UTC at `instant`, in minutes (Madrid in winter: 60). */
export function offsetMinutes(instant: Date, zone: string): number {
  const wall = wallClockOf(instant, zone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - whole) / MINUTE);
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** `yyyy-MM-dd` of a local date. */
function formatDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** `HH:mm` of minutes since midnight. */
function formatMinutes(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Parses `yyyy-MM-dd`. */
function parseDate(date: string): { year: number; month: number; day: number } {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  return { year, month, day };
}

/** 0 = monday … 6 = sunday, of a calendar date (no zone involved). */
export function weekdayOf(date: string): number {
  const { year, month, day } = parseDate(date);
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

/** The calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const { year, month, day } = parseDate(date);
  const next = new Date(Date.UTC(year, month - 1, day) + days * DAY);
  return formatDate(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/**
 * Every instant whose wall clock in `zone` is `date` at `minutes` past midnight, earliest first:
 * none in a gap, two in a fall-back overlap, one otherwise.
 */
export function wallInstants(date: string, minutes: number, zone: string): Date[] {
  const { year, month, day } = parseDate(date);
  const midnight = Date.UTC(year, month - 1, day);
  const naive = midnight + minutes * MINUTE;
  const offsets = offsetsAround(midnight, zone);
  const found: number[] = [];
  for (const offset of offsets) {
    const candidate = naive - offset * MINUTE;
    const wall = wallClockOf(new Date(candidate), zone);
    const back = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
    if (back === naive && !found.includes(candidate)) found.push(candidate);
  }
  return found.sort((a, b) => a - b).map((time) => new Date(time));
}

/**
 * The offsets `zone` has from two days before the calendar day starting at `midnight` (UTC ms of
 * that date) to two days after, read once per day and zone: every offset a wall time of that day
 * (or a little either side) can be at, so each of its instants is among the candidates that
 * `wallInstants` then checks one by one.
 */
function offsetsAround(midnight: number, zone: string): number[] {
  const key = `${zone} ${midnight}`;
  let offsets = dayOffsets.get(key);
  if (!offsets) {
    offsets = [
      ...new Set([
        offsetMinutes(new Date(midnight - 2 * DAY), zone),
        offsetMinutes(new Date(midnight - DAY), zone),
        offsetMinutes(new Date(midnight), zone),
        offsetMinutes(new Date(midnight + DAY), zone),
        offsetMinutes(new Date(midnight + 2 * DAY), zone),
      ]),
    ];
    if (dayOffsets.size >= WALL_CLOCKS_PER_ZONE) dayOffsets.clear();
    dayOffsets.set(key, offsets);
  }
  return offsets;
}
const dayOffsets = new Map<string, number[]>();

/** The instant of a wall time: null when it does not exist (gap), the first occurrence when repeated. */
export function wallToInstant(date: string, minutes: number, zone: string): Date | null {
  return wallInstants(date, minutes, zone)[0] ?? null;
}

/**
 * The instant a range ending at this wall time ends: the first occurrence when repeated; inside
 * a gap, the moment the gap starts (the clock jumped, so the range cannot run later than that).
 */
export function wallEndInstant(date: string, minutes: number, zone: string): Date {
  const exact = wallToInstant(date, minutes, zone);
  if (exact) return exact;
  // Walk back to the last wall minute before the gap: its instant + 1 minute is the jump.
  for (let back = 1; back <= 24 * 60; back += 1) {
    const before = wallToInstant(date, minutes - back, zone);
    if (before) return new Date(before.getTime() + MINUTE);
  }
  throw new Error(`no instant near ${date} ${formatMinutes(minutes)} in ${zone}`);
}

/** Wall times already written, by zone then instant: a day's slots write four each, request after request. */
const formattedWalls = new Map<string, Map<number, string>>();

/** `yyyy-MM-dd HH:mm` of an instant in a zone. */
export function formatWall(instant: Date, zone: string): string {
  const time = instant.getTime();
  let known = formattedWalls.get(zone);
  const written = known?.get(time);
  if (written !== undefined) return written;
  const wall = wallClockOf(instant, zone);
  const text = `${formatDate(wall.year, wall.month, wall.day)} ${pad(wall.hour)}:${pad(wall.minute)}`;
  if (!known) {
    known = new Map();
    formattedWalls.set(zone, known);
  }
  if (known.size >= WALL_CLOCKS_PER_ZONE) known.clear();
  known.set(time, text);
  return text;
}

/** `yyyy-MM-dd` of an instant in a zone. */
export function localDateOf(instant: Date, zone: string): string {
  return formatWall(instant, zone).slice(0, 10);
}

/** `yyyy-MM-dd` and `HH:mm` of an instant in a zone; UTC's when the zone is unknown to ICU. */
export function wallDateTime(instant: Date, zone: string): { date: string; time: string } {
  let wall: string;
  try {
    wall = formatWall(instant, zone);
  } catch {
    wall = formatWall(instant, 'UTC');
  }
  return { date: wall.slice(0, 10), time: wall.slice(11) };
}

/** The instant a calendar day begins in a zone (after the gap, where midnight does not exist). */
export function dayStartInstant(date: string, zone: string): Date {
  return wallEndInstant(date, 0, zone);
}
