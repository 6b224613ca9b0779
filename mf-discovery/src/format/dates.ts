import dayjs from 'dayjs';
import 'dayjs/locale/es';

/** An instant → '5 Mar 2026' / '5 mar 2026'; anything unreadable is shown as given. */
export function formatDay(value: string, locale: string): string {
  const date = dayjs(value);
  if (!date.isValid()) return value;
  return date.locale(locale === 'es' ? 'es' : 'en').format('D MMM YYYY');
}
