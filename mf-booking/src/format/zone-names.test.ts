import { describe, expect, it } from 'vitest';
import { currentZoneName, oldZoneName, timeZones } from './zone-names.ts';

const resolved = (zone: string) =>
  new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;

describe('zone names', () => {
  it('renames only zones the runtime lists under an old name, to a name it resolves to that zone', () => {
    const listed = new Set(Intl.supportedValuesOf('timeZone'));
    for (const zone of timeZones()) {
      const old = oldZoneName(zone);
      if (!old) continue;
      expect(listed.has(old)).toBe(true);
      expect(resolved(zone)).toBe(old);
    }
    expect(timeZones()).toContain('Europe/Kyiv');
    expect(timeZones()).not.toContain('Europe/Kiev');
  });

  it('lists a zone given by either name once, by its current name', () => {
    const zones = timeZones(['Asia/Kolkata', 'Asia/Calcutta']);
    expect(zones.filter((zone) => resolved(zone) === 'Asia/Calcutta')).toEqual(['Asia/Kolkata']);
    expect(currentZoneName('Europe/Madrid')).toBe('Europe/Madrid');
  });
});
