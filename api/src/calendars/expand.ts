import ICAL from 'ical.js';
import { isIanaZone } from 'shared-contracts';
import { dayStartInstant, wallEndInstant } from '../scheduling/zoned-time.ts';

export interface BusyRange {
  startsAt: Date;
  endsAt: Date;
}

/**
 * Occurrences walked per series before giving up. A series is walked from its first start, so a
 * daily event begun 30 years ago takes ~11,000 steps; a rule like FREQ=MINUTELY without an end would
 * otherwise be walked for ever (reaching this cap takes about half a second).
 */
const MAX_OCCURRENCES = 20_000;

const dateOf = (time: ICAL.Time) =>
  `${time.year}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;

/**
 * The instant of an iCalendar time. A date (all-day) starts at that day's midnight in the expert's
 * zone; a UTC time or one whose zone the object defines (VTIMEZONE) converts by that definition; a
 * time whose TZID the object does not define is read as that IANA zone when it is one (iCloud and
 * others leave the definition out), and a floating time as the expert's wall clock.
 */
function instantOf(time: ICAL.Time, tzid: string | undefined, expertZone: string): Date {
  if (time.isDate) return dayStartInstant(dateOf(time), expertZone);
  const zone = time.zone;
  if (zone && zone !== ICAL.Timezone.localTimezone && (zone.tzid === 'UTC' || zone.component))
    return time.toJSDate();
  const wallZone = tzid && isIanaZone(tzid) ? tzid : expertZone;
  return wallEndInstant(dateOf(time), time.hour * 60 + time.minute, wallZone);
}

/** An event (or a moved instance) that takes no time: transparent, cancelled. */
function isFree(component: ICAL.Component): boolean {
  const transparency = component.getFirstPropertyValue('transp');
  const status = component.getFirstPropertyValue('status');
  return (
    String(transparency ?? '').toUpperCase() === 'TRANSPARENT' ||
    String(status ?? '').toUpperCase() === 'CANCELLED'
  );
}

const tzidOf = (component: ICAL.Component, property: 'dtstart' | 'dtend') => {
  const value = component.getFirstProperty(property)?.getParameter('tzid');
  return typeof value === 'string' ? value : undefined;
};

/** The busy range of one occurrence; an all-day event without an end lasts its day. */
function rangeOf(
  item: ICAL.Component,
  start: ICAL.Time,
  end: ICAL.Time | undefined,
  expertZone: string,
): BusyRange {
  const startsAt = instantOf(start, tzidOf(item, 'dtstart'), expertZone);
  if (!end || end.compare(start) <= 0) {
    if (!start.isDate) return { startsAt, endsAt: startsAt };
    const next = start.clone();
    next.day += 1;
    return { startsAt, endsAt: instantOf(next, undefined, expertZone) };
  }
  return { startsAt, endsAt: instantOf(end, tzidOf(item, 'dtend') ?? tzidOf(item, 'dtstart'), expertZone) };
}

/**
 * The busy ranges of one calendar object (its VEVENTs: a recurring series with its exceptions —
 * EXDATE, moved or cancelled instances — or single events) that touch [from, to). Transparent and
 * cancelled events take no time; an empty range (no end) is left out.
 */
export function busyRangesOf(
  ics: string,
  from: Date,
  to: Date,
  expertZone: string,
  /** Events to leave out by UID (the meetings this api wrote: their time is busy as a meeting already). */
  skipUid: (uid: string) => boolean = () => false,
): BusyRange[] {
  const root = new ICAL.Component(ICAL.parse(ics));
  const events = root.getAllSubcomponents('vevent');
  const masters = new Map<string, ICAL.Component>();
  const exceptions: ICAL.Component[] = [];
  for (const event of events) {
    const uid = String(event.getFirstPropertyValue('uid') ?? '');
    if (skipUid(uid)) continue;
    if (event.hasProperty('recurrence-id')) exceptions.push(event);
    else masters.set(uid, event);
  }
  const ranges: BusyRange[] = [];
  const keep = (item: ICAL.Component, start: ICAL.Time, end: ICAL.Time | undefined) => {
    if (isFree(item)) return;
    const range = rangeOf(item, start, end, expertZone);
    if (range.startsAt < range.endsAt && range.startsAt < to && range.endsAt > from) ranges.push(range);
  };
  for (const [uid, master] of masters) {
    const event = new ICAL.Event(master);
    const own = exceptions.filter(
      (exception) => String(exception.getFirstPropertyValue('uid') ?? '') === uid,
    );
    for (const exception of own) event.relateException(exception);
    if (!event.isRecurring()) {
      keep(master, event.startDate, event.endDate);
      continue;
    }
    const occurrences = event.iterator();
    for (let seen = 0; seen < MAX_OCCURRENCES; seen += 1) {
      const next = occurrences.next();
      if (!next) break;
      const details = event.getOccurrenceDetails(next);
      // A series walked past the window: only a moved instance could still land inside it, and
      // those are looked at below, from their own components.
      if (
        instantOf(next, tzidOf(master, 'dtstart'), expertZone) >= to &&
        !details.item.isRecurrenceException()
      )
        break;
      if (details.item.isRecurrenceException()) continue;
      keep(master, details.startDate, details.endDate);
    }
  }
  // Moved (or cancelled) instances, kept from their own start and end, whether or not their series
  // is in this object; a cancelled one is free.
  for (const exception of exceptions) {
    const event = new ICAL.Event(exception);
    keep(exception, event.startDate, event.endDate);
  }
  return ranges.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
