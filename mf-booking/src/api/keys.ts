import type { Locale, UserType } from 'shared-contracts';

/** SWR keys. Answers carry translated names and messages, so every key holds the locale. */
export const swrKeys = {
  expert: (locale: Locale, id: number) => ['booking/expert', locale, id] as const,
  /** `date` is a day of `zone` (the chosen zone, see bookingSearch.ts). */
  slots: (locale: Locale, id: number, date: string, rate: string, zone: string) =>
    ['booking/slots', locale, id, date, rate, zone] as const,
  days: (locale: Locale, id: number, month: string, rate: string, zone: string) =>
    ['booking/days', locale, id, month, rate, zone] as const,
  /** The free hours a meeting may move to, on `date` (a day of `zone`). */
  rescheduleSlots: (locale: Locale, meetingId: number, date: string, zone: string) =>
    ['booking/reschedule-slots', locale, meetingId, date, zone] as const,
  rescheduleDays: (locale: Locale, meetingId: number, month: string, zone: string) =>
    ['booking/reschedule-days', locale, meetingId, month, zone] as const,
  /** `date` and `hour` are the expert's; the converted times are in `zone`. */
  quote: (locale: Locale, id: number, date: string, rate: string, hour: string, zone: string | null) =>
    ['booking/quote', locale, id, date, rate, hour, zone] as const,
  /** The viewer's profile zone, as a customer or an expert (not translated: no locale). */
  profileZone: (userId: number, side: UserType) => ['booking/profile-zone', userId, side] as const,
};
