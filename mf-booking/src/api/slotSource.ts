import type { Locale, SlotSource } from 'shared-contracts';
import { paths } from 'shared-contracts';
import { apiDate } from '../format/dates.ts';
import { swrKeys } from './keys.ts';

type Query = Record<string, string>;

/** The free days of `month` (yyyy-MM) in `zone`: the booking's (with its rate) or a meeting's move. */
export function daysRequest(source: SlotSource, locale: Locale, month: string, zone: string) {
  if (source.kind === 'booking')
    return {
      key: swrKeys.days(locale, source.expertId, month, source.rate, zone),
      path: paths.bookingDays(source.expertId),
      query: { month, rate: source.rate, timezone: zone } as Query,
    };
  return {
    key: swrKeys.rescheduleDays(locale, source.meetingId, month, zone),
    path: paths.meetRescheduleDays(source.meetingId),
    query: { month, timezone: zone } as Query,
  };
}

/** The free hours starting on `date` (a day of `zone`): the booking's (with its rate) or a meeting's move. */
export function slotsRequest(source: SlotSource, locale: Locale, date: string, zone: string) {
  if (source.kind === 'booking')
    return {
      key: swrKeys.slots(locale, source.expertId, date, source.rate, zone),
      path: paths.bookingAvailability(source.expertId),
      query: { date: apiDate(date), rate: source.rate, timezone: zone } as Query,
    };
  return {
    key: swrKeys.rescheduleSlots(locale, source.meetingId, date, zone),
    path: paths.meetRescheduleAvailability(source.meetingId),
    query: { date: apiDate(date), timezone: zone } as Query,
  };
}
