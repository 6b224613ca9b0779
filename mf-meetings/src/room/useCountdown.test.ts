import { describe, expect, it } from 'vitest';
import { formatCountdown } from './useCountdown.ts';

describe('the countdown as shown', () => {
  it('is minutes and seconds, with hours and days when there are any', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(125)).toBe('02:05');
    expect(formatCountdown(3725)).toBe('1:02:05');
    expect(formatCountdown(2 * 86_400 + 3725)).toBe('2d 01:02:05');
  });
});
