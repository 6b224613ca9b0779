import type { TimeZoneOption } from 'shared-contracts';
import { loadGeoPackage } from './geo.ts';

let zones: TimeZoneOption[] | undefined;

const canonical = (zone: string) => {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

/**
 * Every IANA zone the runtime can convert (`Intl.supportedValuesOf`), plus UTC. ICU lists some
 * zones under their old names (Asia/Calcutta); where the geo package names the same zone by its
 * current IANA name (Asia/Kolkata) and does not use the old one, the current name is shown.
 */
export async function listTimeZones(): Promise<TimeZoneOption[]> {
  if (zones) return zones;
  const names = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  const { Country } = await loadGeoPackage();
  const current = new Set(
    Country.getAllCountries().flatMap((c) => (c.timezones ?? []).map((z) => z.zoneName)),
  );
  for (const name of current) {
    const old = canonical(name);
    if (old && old !== name && names.has(old) && !current.has(old)) {
      names.delete(old);
      names.add(name);
    }
  }
  zones = [...names].sort().map((code) => ({ code }));
  return zones;
}
