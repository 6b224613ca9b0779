import { describe, expect, it } from 'vitest';
import {
  formatWall,
  offsetMinutes,
  wallEndInstant,
  wallInstants,
  wallToInstant,
  weekdayOf,
} from '../src/scheduling/zoned-time.ts';

const at = (hh: number, mm = 0) => hh * 60 + mm;

describe('zoned time (wall time ↔ instant)', () => {
  it('reads offsets from the tz database, half hours included', () => {
    expect(offsetMinutes(new Date('2027-01-15T12:00:00Z'), 'Europe/Madrid')).toBe(60);
    expect(offsetMinutes(new Date('2027-07-15T12:00:00Z'), 'Europe/Madrid')).toBe(120);
    expect(offsetMinutes(new Date('2027-07-15T12:00:00Z'), 'Australia/Lord_Howe')).toBe(630);
    expect(offsetMinutes(new Date('2027-01-15T12:00:00Z'), 'Australia/Lord_Howe')).toBe(660);
    expect(offsetMinutes(new Date('2027-01-15T12:00:00Z'), 'America/New_York')).toBe(-300);
  });

  it('maps an ordinary wall time to its one instant', () => {
    expect(wallToInstant('2027-06-01', at(9), 'Europe/Madrid')?.toISOString()).toBe(
      '2027-06-01T07:00:00.000Z',
    );
    expect(wallToInstant('2027-12-01', at(9, 30), 'America/New_York')?.toISOString()).toBe(
      '2027-12-01T14:30:00.000Z',
    );
  });

  it('answers no instant inside a spring-forward gap', () => {
    // New York 2027-03-14: 02:00 → 03:00.
    expect(wallInstants('2027-03-14', at(2, 30), 'America/New_York')).toEqual([]);
    expect(wallToInstant('2027-03-14', at(3), 'America/New_York')?.toISOString()).toBe(
      '2027-03-14T07:00:00.000Z',
    );
    // Madrid 2027-03-28: 02:00 → 03:00.
    expect(wallToInstant('2027-03-28', at(2), 'Europe/Madrid')).toBeNull();
    // Lord Howe 2027-10-03: 02:00 → 02:30 (a 30-minute shift).
    expect(wallToInstant('2027-10-03', at(2, 15), 'Australia/Lord_Howe')).toBeNull();
    expect(wallToInstant('2027-10-03', at(2, 30), 'Australia/Lord_Howe')?.toISOString()).toBe(
      '2027-10-02T15:30:00.000Z',
    );
  });

  it('answers both instants of a repeated wall time, the first one chosen', () => {
    // New York 2027-11-07: 02:00 EDT → 01:00 EST, so 01:30 happens twice.
    const twice = wallInstants('2027-11-07', at(1, 30), 'America/New_York').map((d) => d.toISOString());
    expect(twice).toEqual(['2027-11-07T05:30:00.000Z', '2027-11-07T06:30:00.000Z']);
    expect(wallToInstant('2027-11-07', at(1, 30), 'America/New_York')?.toISOString()).toBe(
      '2027-11-07T05:30:00.000Z',
    );
    // Lord Howe 2027-04-04: 02:00 (+11) → 01:30 (+10:30): 01:30–01:59 twice, 30 minutes apart.
    const lordHowe = wallInstants('2027-04-04', at(1, 45), 'Australia/Lord_Howe').map((d) => d.toISOString());
    expect(lordHowe).toEqual(['2027-04-03T14:45:00.000Z', '2027-04-03T15:15:00.000Z']);
  });

  it('ends a range that ends inside a gap at the jump', () => {
    expect(wallEndInstant('2027-03-14', at(2, 30), 'America/New_York').toISOString()).toBe(
      '2027-03-14T07:00:00.000Z',
    );
  });

  it('formats instants as wall times of any zone and finds weekdays (0 = monday)', () => {
    const instant = new Date('2027-03-14T07:00:00Z');
    expect(formatWall(instant, 'America/New_York')).toBe('2027-03-14 03:00');
    expect(formatWall(instant, 'Europe/Madrid')).toBe('2027-03-14 08:00');
    expect(formatWall(instant, 'Asia/Kolkata')).toBe('2027-03-14 12:30');
    expect(weekdayOf('2027-03-14')).toBe(6);
    expect(weekdayOf('2027-03-15')).toBe(0);
  });
});
