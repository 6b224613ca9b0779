import { describe, expect, it } from 'vitest';
import {
  checkWeek,
  emptyWeek,
  hasRanges,
  itemOrigins,
  newRange,
  padTime,
  scheduleItems,
  weekOf,
} from './week.ts';

describe('the week model', () => {
  it('loads days with items as active and the others off with no ranges', () => {
    const week = weekOf([
      {
        id: 0,
        weekday: 'monday',
        active: true,
        items: [{ id: 1, start_time: '09:00:00', end_time: '12:00' }],
      },
      { id: 1, weekday: 'tuesday', active: false, items: [] },
    ]);
    expect(week.monday.active).toBe(true);
    expect(week.monday.ranges.map(({ start, end }) => [start, end])).toEqual([['09:00', '12:00']]);
    expect(week.tuesday).toEqual({ active: false, ranges: [] });
    expect(week.sunday).toEqual({ active: false, ranges: [] });
  });

  it('sends every range of the active days in weekday order, and knows where each came from', () => {
    const week = emptyWeek();
    week.wednesday = { active: true, ranges: [newRange('15:00', '18:00')] };
    week.monday = { active: true, ranges: [newRange('09:00', '12:00'), newRange('13:00', '14:00')] };
    week.friday = { active: false, ranges: [newRange('09:00', '10:00')] };
    expect(scheduleItems(week)).toEqual([
      { weekday: 'monday', start_time: '09:00', end_time: '12:00' },
      { weekday: 'monday', start_time: '13:00', end_time: '14:00' },
      { weekday: 'wednesday', start_time: '15:00', end_time: '18:00' },
    ]);
    expect(itemOrigins(week)[2]).toEqual({ weekday: 'wednesday', index: 0 });
    expect(hasRanges(week)).toBe(true);
    expect(hasRanges(emptyWeek())).toBe(false);
  });

  it('checks each range: complete 24-hour times, end after start, no overlap within the day', () => {
    const week = emptyWeek();
    week.monday = {
      active: true,
      ranges: [
        newRange('09:00', '12:00'),
        newRange('11:30', '13:00'),
        newRange('14:00', '13:00'),
        newRange('24:00', ''),
      ],
    };
    expect(checkWeek(week)).toEqual({
      'monday.1': 'scheduleOverlap',
      'monday.2': 'scheduleEndBeforeStart',
      'monday.3': 'scheduleInvalidTime',
    });
  });

  it("pads on blur: '5' is 05:00, '9:3' is 09:30; anything else stays as typed", () => {
    expect(padTime('5')).toBe('05:00');
    expect(padTime('9:3')).toBe('09:30');
    expect(padTime('17:45')).toBe('17:45');
    expect(padTime('ab')).toBe('ab');
  });
});
