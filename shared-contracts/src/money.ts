/** A price as the api gives it (in dollars), in the page's language: "$40.00", "40,00 US$". */
export function formatDollars(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount);
}
