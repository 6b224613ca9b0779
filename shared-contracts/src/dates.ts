import { dateTimeFormat } from './intl-formats.ts';

/**
 * The one style of a date on every screen, the spec's 'PPP' as the page's language writes it:
 * 'November 30, 2026' / '30 de noviembre de 2026'.
 */
const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long' };

/** An instant's day in `timeZone` (undefined: the browser's); '' when unreadable. */
export function formatLongDate(at: string | Date, locale: string, timeZone?: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(locale, { ...LONG_DATE, timeZone }).format(date);
}

/** An instant's day and 24-hour time (spec): 'November 30, 2026 at 14:05'; '' when unreadable. */
export function formatLongDateTime(at: string | Date, locale: string, timeZone?: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(locale, { ...LONG_DATE, timeStyle: 'short', hourCycle: 'h23', timeZone }).format(
    date,
  );
}

/** A calendar day (yyyy-MM-dd) as a long date, the same in every zone; as given when unreadable. */
export function formatLongDay(day: string, locale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return formatLongDate(`${day}T12:00:00Z`, locale, 'UTC') || day;
}
