import { formatLongDate } from 'shared-contracts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a notification came: relative within a week ('5 minutes ago', 'hace 2 días'), else the
 * spec's long date ('PPP': 'November 2, 2026' / '2 de noviembre de 2026') in `timeZone`.
 */
export function notificationTime(at: string, now: Date, locale: string, timeZone?: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  const ago = Math.max(0, now.getTime() - date.getTime());
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (ago < MINUTE) return relative.format(0, 'second');
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return formatLongDate(date, locale, timeZone);
}
