import { dateTimeFormat } from './intl-formats.ts';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * A month as the api gives it (`2018-11`, a certification's finish) in the page's language:
 * "Nov 2018", "nov 2018". Anything else is shown as given.
 */
export function formatMonthYear(value: string, locale: string): string {
  const match = MONTH.exec(value);
  if (!match) return value;
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, 1);
  return dateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(at);
}
