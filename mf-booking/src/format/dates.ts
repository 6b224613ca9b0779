import dayjs from 'dayjs';
import 'dayjs/locale/es';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { ExpertSubscription } from 'shared-contracts';

dayjs.extend(localizedFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The spec's 'PPP' (date-fns: 'April 29th, 2023') as dayjs writes a long date in each language:
 * 'April 29, 2023' / '29 de abril de 2023'.
 */
export const LONG_DATE = 'LL';

/** yyyy-MM-dd (the URL's and the date picker's) → yyyy-MM-d, as the spec sends booking dates. */
export function apiDate(date: string): string {
  const day = dayjs(date);
  return day.isValid() ? day.format('YYYY-MM-D') : date;
}

export function formatLongDate(date: string, locale: string): string {
  return dayjs(date)
    .locale(locale === 'es' ? 'es' : 'en')
    .format(LONG_DATE);
}

/** 'yyyy-MM-dd HH:mm' → 'HH:mm'. */
export function hourOf(wall: string): string {
  return wall.slice(11, 16);
}

/** 'yyyy-MM-dd HH:mm' → 'yyyy-MM-dd'. */
export function dayOf(wall: string): string {
  return wall.slice(0, 10);
}

/** A valid yyyy-MM-dd, else null (a URL may hold anything). */
export function readDate(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  return dayjs(value).isValid() ? value : null;
}

/** True for an IANA zone name this browser knows (a URL may hold anything). */
export function isTimeZone(zone: string | null | undefined): zone is string {
  if (!zone || zone.length > 64 || !(zone.includes('/') || zone === 'UTC')) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The browser's own zone: the default when the profile's cannot be read. */
export function browserZone(): string {
  const zone = dayjs.tz.guess();
  return isTimeZone(zone) ? zone : 'UTC';
}

/** One offset formatter per zone, kept: building one is what costs, and the zone select labels ≈ 420 zones. */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** 'UTC+05:30' / 'UTC−03:00' / 'UTC+00:00': a zone's offset at an instant. */
export function utcOffset(zone: string, at: Date): string {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormats.set(zone, format);
  }
  // 'GMT-03:00', or 'GMT' alone at a zero offset.
  const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const offset = name === 'GMT' ? '+00:00' : name.slice('GMT'.length);
  return `UTC${offset.replace('-', '−')}`;
}

/** yyyy-MM-dd of today in a zone. */
export function todayIn(zone: string): string {
  return dayjs().tz(zone).format('YYYY-MM-DD');
}

/**
 * The last bookable date (spec §2): the plan's end when the plan is active, else the trial's end;
 * (else its period end, as the api reckons it); undefined when the plan names no end.
 */
export function bookableUntil(subscription: ExpertSubscription | null, zone?: string): string | undefined {
  if (!subscription) return undefined;
  const end =
    subscription.stripe_status === 'active'
      ? subscription.ends_at
      : (subscription.trial_ends_at ?? subscription.ends_at);
  if (!end) return undefined;
  return (zone ? dayjs(end).tz(zone) : dayjs(end)).format('YYYY-MM-DD');
}
