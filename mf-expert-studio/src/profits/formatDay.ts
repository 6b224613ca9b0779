import { dateTimeFormat } from 'shared-contracts';

/** yyyy-MM-dd (the expert's calendar day) as a date of the page's language. */
export function formatDay(date: string, locale: string) {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}
