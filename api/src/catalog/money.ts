/** The database keeps integer cents; the api shows dollars (1999 → 19.99). */
export const centsToDollars = (cents: number) => cents / 100;

/** 19.99 → 1999, rounding away float noise (19.99 * 100 = 1998.9999…). */
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);
