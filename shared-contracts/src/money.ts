import { numberFormat } from './intl-formats.ts';

/** A price as the api gives it (in dollars), in the page's language: "$40.00", "40,00 US$". */
export function formatDollars(amount: number, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount);
}
