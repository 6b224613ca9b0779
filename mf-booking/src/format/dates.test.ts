import { describe, expect, it } from 'vitest';
import { utcOffset } from './dates.ts';

describe('utcOffset', () => {
  it('writes whole, half and quarter hours on both sides of UTC', () => {
    const at = new Date('2026-01-15T12:00:00Z');
    expect(utcOffset('Asia/Kolkata', at)).toBe('UTC+05:30');
    expect(utcOffset('Asia/Kathmandu', at)).toBe('UTC+05:45');
    expect(utcOffset('America/Sao_Paulo', at)).toBe('UTC−03:00');
    expect(utcOffset('America/St_Johns', at)).toBe('UTC−03:30');
    expect(utcOffset('UTC', at)).toBe('UTC+00:00');
    expect(utcOffset('Africa/Abidjan', at)).toBe('UTC+00:00');
  });

  it('follows daylight saving time at the instant asked, with one formatter kept per zone', () => {
    expect(utcOffset('Europe/Madrid', new Date('2026-01-15T12:00:00Z'))).toBe('UTC+01:00');
    expect(utcOffset('Europe/Madrid', new Date('2026-07-15T12:00:00Z'))).toBe('UTC+02:00');
    // The spring change in Madrid: 01:00 UTC on 29 March 2026.
    expect(utcOffset('Europe/Madrid', new Date('2026-03-29T00:59:00Z'))).toBe('UTC+01:00');
    expect(utcOffset('Europe/Madrid', new Date('2026-03-29T01:00:00Z'))).toBe('UTC+02:00');
    expect(utcOffset('Australia/Sydney', new Date('2026-01-15T12:00:00Z'))).toBe('UTC+11:00');
  });
});
