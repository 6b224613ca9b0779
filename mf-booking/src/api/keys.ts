import type { Locale } from 'shared-contracts';

/** SWR keys. Answers carry translated names and messages, so every key holds the locale. */
export const swrKeys = {
  expert: (locale: Locale, id: number) => ['booking/expert', locale, id] as const,
  slots: (locale: Locale, id: number, date: string, rate: string) =>
    ['booking/slots', locale, id, date, rate] as const,
  days: (locale: Locale, id: number, month: string, rate: string) =>
    ['booking/days', locale, id, month, rate] as const,
  quote: (locale: Locale, id: number, date: string, rate: string, hour: string) =>
    ['booking/quote', locale, id, date, rate, hour] as const,
};
