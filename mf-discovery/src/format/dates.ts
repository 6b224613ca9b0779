import dayjs from 'dayjs';
import 'dayjs/locale/es';

/** 'yyyy-MM' (or a full date) → 'Mar 2024' / 'mar 2024'; anything unreadable is shown as given. */
export function formatMonthYear(value: string, locale: string): string {
  const date = dayjs(/^\d{4}-\d{2}$/.test(value) ? `${value}-01` : value);
  if (!date.isValid()) return value;
  return date.locale(locale === 'es' ? 'es' : 'en').format('MMM YYYY');
}

/** An instant → '5 Mar 2026' / '5 mar 2026'; anything unreadable is shown as given. */
export function formatDay(value: string, locale: string): string {
  const date = dayjs(value);
  if (!date.isValid()) return value;
  return date.locale(locale === 'es' ? 'es' : 'en').format('D MMM YYYY');
}
