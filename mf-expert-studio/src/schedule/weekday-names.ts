import type { Locale, Weekday } from 'shared-contracts';
import { dateTimeFormat } from 'shared-contracts';

/** The weekday's name in the page's language (2024-01-01 was a Monday). */
export function weekdayName(weekday: Weekday, index: number, locale: Locale): string {
  const name = dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + index)),
  );
  return name.charAt(0).toUpperCase() + name.slice(1) || weekday;
}
