import { describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../i18n/catalogs.ts';
import { greetingFor } from './greeting.ts';

async function greetingAt(hour: number, locale: 'en' | 'es') {
  await activateLocale(locale);
  return i18n._(greetingFor(hour));
}

describe('greeting by hour (breaks at 12 and 17)', () => {
  it.each([
    [0, 'Good Morning'],
    [11, 'Good Morning'],
    [12, 'Good Afternoon'],
    [17, 'Good Afternoon'],
    [18, 'Good Evening'],
    [23, 'Good Evening'],
  ])('at %i h says "%s" in English', async (hour, expected) => {
    expect(await greetingAt(hour, 'en')).toBe(expected);
  });

  it.each([
    [9, 'Buenos días'],
    [15, 'Buenas tardes'],
    [21, 'Buenas noches'],
  ])('at %i h says "%s" in Spanish', async (hour, expected) => {
    expect(await greetingAt(hour, 'es')).toBe(expected);
  });
});
