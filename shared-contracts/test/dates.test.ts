import { describe, expect, it } from 'vitest';
import { formatLongDate, formatLongDateTime, formatLongDay } from '../src/dates.ts';

describe('one date style', () => {
  it('writes an instant as a long date in the zone asked, in English and Spanish', () => {
    const at = '2026-11-30T23:30:00Z';
    expect(formatLongDate(at, 'en', 'UTC')).toBe('November 30, 2026');
    expect(formatLongDate(at, 'es', 'UTC')).toBe('30 de noviembre de 2026');
    expect(formatLongDate(at, 'en', 'Asia/Tokyo')).toBe('December 1, 2026');
    expect(formatLongDate('not a date', 'en')).toBe('');
  });

  it('adds a 24-hour time', () => {
    expect(formatLongDateTime('2026-11-30T14:05:00Z', 'en', 'UTC')).toBe('November 30, 2026 at 14:05');
    expect(formatLongDateTime('2026-11-30T14:05:00Z', 'es', 'UTC')).toBe(
      '30 de noviembre de 2026 a las 14:05',
    );
  });

  it('writes a calendar day the same in every zone, and anything else as given', () => {
    expect(formatLongDay('2026-01-01', 'en')).toBe('January 1, 2026');
    expect(formatLongDay('2026-01-01', 'es')).toBe('1 de enero de 2026');
    expect(formatLongDay('2026-13-45', 'en')).toBe('2026-13-45');
    expect(formatLongDay('soon', 'en')).toBe('soon');
  });
});
