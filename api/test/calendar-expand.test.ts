import { describe, expect, it } from 'vitest';
import { busyRangesOf } from '../src/calendars/expand.ts';

const MADRID = `BEGIN:VTIMEZONE
TZID:Europe/Madrid
BEGIN:DAYLIGHT
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
TZNAME:CEST
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
TZNAME:CET
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE`;

const calendar = (...parts: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...parts, 'END:VCALENDAR'].join('\r\n');

const iso = (ranges: { startsAt: Date; endsAt: Date }[]) =>
  ranges.map((range) => [range.startsAt.toISOString(), range.endsAt.toISOString()]);

const window = { from: new Date('2026-11-01T00:00:00Z'), to: new Date('2027-01-01T00:00:00Z') };

describe('busy times of a calendar object', () => {
  it('expands a weekly series in its own zone, skipping EXDATE and using a moved instance', () => {
    const ics = calendar(
      MADRID,
      'BEGIN:VEVENT',
      'UID:dentist',
      'DTSTAMP:20261101T000000Z',
      'DTSTART;TZID=Europe/Madrid:20261102T100000',
      'DTEND;TZID=Europe/Madrid:20261102T110000',
      'RRULE:FREQ=WEEKLY;COUNT=4',
      'EXDATE;TZID=Europe/Madrid:20261109T100000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:dentist',
      'DTSTAMP:20261101T000000Z',
      'RECURRENCE-ID;TZID=Europe/Madrid:20261116T100000',
      'DTSTART;TZID=Europe/Madrid:20261117T150000',
      'DTEND;TZID=Europe/Madrid:20261117T160000',
      'END:VEVENT',
    );
    expect(iso(busyRangesOf(ics, window.from, window.to, 'America/New_York'))).toEqual([
      ['2026-11-02T09:00:00.000Z', '2026-11-02T10:00:00.000Z'],
      ['2026-11-17T14:00:00.000Z', '2026-11-17T15:00:00.000Z'],
      ['2026-11-23T09:00:00.000Z', '2026-11-23T10:00:00.000Z'],
    ]);
  });

  it('keeps the wall time across a DST change of the event zone', () => {
    const ics = calendar(
      MADRID,
      'BEGIN:VEVENT',
      'UID:weekly',
      'DTSTAMP:20261001T000000Z',
      'DTSTART;TZID=Europe/Madrid:20261019T100000',
      'DTEND;TZID=Europe/Madrid:20261019T110000',
      'RRULE:FREQ=WEEKLY;COUNT=2',
      'END:VEVENT',
    );
    const from = new Date('2026-10-01T00:00:00Z');
    expect(iso(busyRangesOf(ics, from, window.to, 'Europe/Madrid'))).toEqual([
      ['2026-10-19T08:00:00.000Z', '2026-10-19T09:00:00.000Z'],
      ['2026-10-26T09:00:00.000Z', '2026-10-26T10:00:00.000Z'],
    ]);
  });

  it("takes all-day and multi-day events as whole days of the expert's zone", () => {
    const ics = calendar(
      'BEGIN:VEVENT',
      'UID:holiday',
      'DTSTAMP:20261101T000000Z',
      'DTSTART;VALUE=DATE:20261208',
      'DTEND;VALUE=DATE:20261211',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:one-day',
      'DTSTAMP:20261101T000000Z',
      'DTSTART;VALUE=DATE:20261224',
      'END:VEVENT',
    );
    expect(iso(busyRangesOf(ics, window.from, window.to, 'Europe/Madrid'))).toEqual([
      ['2026-12-07T23:00:00.000Z', '2026-12-10T23:00:00.000Z'],
      ['2026-12-23T23:00:00.000Z', '2026-12-24T23:00:00.000Z'],
    ]);
  });

  it('reads an undefined TZID as the IANA zone and a floating time as the expert wall clock', () => {
    const ics = calendar(
      'BEGIN:VEVENT',
      'UID:tokyo',
      'DTSTAMP:20261101T000000Z',
      'DTSTART;TZID=Asia/Tokyo:20261203T090000',
      'DTEND;TZID=Asia/Tokyo:20261203T100000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:floating',
      'DTSTAMP:20261101T000000Z',
      'DTSTART:20261204T090000',
      'DURATION:PT30M',
      'END:VEVENT',
    );
    expect(iso(busyRangesOf(ics, window.from, window.to, 'America/Mexico_City'))).toEqual([
      ['2026-12-03T00:00:00.000Z', '2026-12-03T01:00:00.000Z'],
      ['2026-12-04T15:00:00.000Z', '2026-12-04T15:30:00.000Z'],
    ]);
  });

  it('leaves out transparent and cancelled events, cancelled instances and those outside the window', () => {
    const ics = calendar(
      'BEGIN:VEVENT',
      'UID:free',
      'DTSTAMP:20261101T000000Z',
      'DTSTART:20261203T090000Z',
      'DTEND:20261203T100000Z',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:called-off',
      'DTSTAMP:20261101T000000Z',
      'DTSTART:20261203T110000Z',
      'DTEND:20261203T120000Z',
      'STATUS:CANCELLED',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:daily',
      'DTSTAMP:20261101T000000Z',
      'DTSTART:20261230T080000Z',
      'DTEND:20261230T083000Z',
      'RRULE:FREQ=DAILY',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:daily',
      'DTSTAMP:20261101T000000Z',
      'RECURRENCE-ID:20261231T080000Z',
      'DTSTART:20261231T080000Z',
      'DTEND:20261231T083000Z',
      'STATUS:CANCELLED',
      'END:VEVENT',
    );
    expect(iso(busyRangesOf(ics, window.from, window.to, 'UTC'))).toEqual([
      ['2026-12-30T08:00:00.000Z', '2026-12-30T08:30:00.000Z'],
    ]);
  });

  it('stops an endless fine-grained rule instead of walking it for ever', () => {
    const ics = calendar(
      'BEGIN:VEVENT',
      'UID:minutely',
      'DTSTAMP:20261101T000000Z',
      'DTSTART:20200101T000000Z',
      'DURATION:PT1M',
      'RRULE:FREQ=MINUTELY',
      'END:VEVENT',
    );
    expect(busyRangesOf(ics, window.from, window.to, 'UTC')).toEqual([]);
  });
});
