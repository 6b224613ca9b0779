import dayjs from 'dayjs';
import 'dayjs/locale/es';
import localizedFormat from 'dayjs/plugin/localizedFormat';

dayjs.extend(localizedFormat);

/**
 * The spec's 'PPP' for a single date (date-fns: 'April 29th, 2023') as dayjs writes a long date in
 * each language: 'April 29, 2023' / '29 de abril de 2023'.
 */
export function formatLongDate(date: string, locale: string): string {
  const day = dayjs(date);
  return day.isValid() ? day.locale(locale === 'es' ? 'es' : 'en').format('LL') : date;
}

/** yyyy-MM-dd of today on this device (spec §9: the format of today's meetings). */
export function today(): string {
  return dayjs().format('YYYY-MM-DD');
}
