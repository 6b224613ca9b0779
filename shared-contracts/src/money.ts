import { numberFormat } from './intl-formats.ts';

/** The currency of every price the api gives (ISO 4217). */
export const PRICE_CURRENCY = 'USD';

/** A price as the api gives it (in dollars), in the page's language: "$40.00", "40,00 US$". */
export function formatDollars(amount: number, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency: PRICE_CURRENCY }).format(amount);
}
