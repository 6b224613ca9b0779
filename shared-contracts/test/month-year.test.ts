import { describe, expect, it } from 'vitest';
import { formatMonthYear } from '../src/month-year.ts';

describe('formatMonthYear', () => {
  it('writes the api’s month in the page’s language, the same month in every time zone', () => {
    expect(formatMonthYear('2018-11', 'en')).toBe('Nov 2018');
    expect(formatMonthYear('2018-11', 'es')).toBe('nov 2018');
    expect(formatMonthYear('2019-01', 'en')).toBe('Jan 2019');
  });

  it('shows what it cannot read as given', () => {
    for (const value of ['2018-13', '2018-1', 'soon', '']) expect(formatMonthYear(value, 'en')).toBe(value);
  });
});
