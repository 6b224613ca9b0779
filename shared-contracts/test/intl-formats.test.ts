import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from '../src/intl-formats.ts';

describe('kept Intl formatters', () => {
  it('makes one formatter per locale and options, and formats as Intl does', () => {
    const rating = numberFormat('es', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    expect(numberFormat('es', { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe(rating);
    expect(numberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 })).not.toBe(rating);
    expect(rating.format(4.85)).toBe(
      new Intl.NumberFormat('es', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(4.85),
    );

    const day = dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(day);
    expect(dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' })).not.toBe(day);
    expect(day.format(new Date(Date.UTC(2026, 10, 27)))).toBe('Nov 27, 2026');
  });
});
