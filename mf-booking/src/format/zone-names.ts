import { isTimeZone } from './dates.ts';

/**
 * Zones ICU (and so Chromium's `Intl.supportedValuesOf`) still lists under an old IANA name, with
 * the name IANA gives them today: every name of the tz database's zone.tab that ICU resolves to
 * another one (tzdata 2025c, ICU 78).
 */
const CURRENT_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

const OLD_NAMES: ReadonlyMap<string, string> = new Map(
  Object.entries(CURRENT_NAMES).map(([old, current]) => [current, old]),
);

/** 'Asia/Calcutta' → 'Asia/Kolkata'; a zone never renamed (or whose new name the browser lacks) as it is. */
export function currentZoneName(zone: string): string {
  const current = CURRENT_NAMES[zone];
  return current && isTimeZone(current) ? current : zone;
}

/** 'Asia/Kolkata' → 'Asia/Calcutta', the name ICU lists it under; undefined for a zone never renamed. */
export function oldZoneName(zone: string): string | undefined {
  return OLD_NAMES.get(zone);
}

/** Every IANA zone of the browser (and `extra`, e.g. a profile's), each once, by its current name. */
export function timeZones(extra: string[] = []): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return [...new Set([...known, 'UTC', ...extra.filter(isTimeZone)].map(currentZoneName))].sort();
}
