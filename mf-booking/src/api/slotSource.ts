import {
  type ApiClient,
  type BookingDays,
  bookingApi,
  call,
  type Locale,
  meetingApi,
  type SlotSource,
  type TimeSlot,
} from 'shared-contracts';
import { apiDate } from '../format/dates.ts';
import { swrKeys } from './keys.ts';

/** A read of the source's free time: its SWR key, and how to ask the api for it. */
interface SourceRequest<T> {
  key: readonly unknown[];
  load(api: ApiClient): Promise<T>;
}

/** The free days of `month` (yyyy-MM) in `zone`: the booking's (with its rate) or a meeting's move. */
export function daysRequest(
  source: SlotSource,
  locale: Locale,
  month: string,
  zone: string,
): SourceRequest<BookingDays> {
  if (source.kind === 'booking')
    return {
      key: swrKeys.days(locale, source.expertId, month, source.rate, zone),
      load: async (api) =>
        (
          await call(api, bookingApi.days, {
            params: { id: source.expertId },
            query: { month, rate: source.rate, timezone: zone },
          })
        ).data,
    };
  return {
    key: swrKeys.rescheduleDays(locale, source.meetingId, month, zone),
    load: async (api) =>
      (
        await call(api, meetingApi.rescheduleDays, {
          params: { id: source.meetingId },
          query: { month, timezone: zone },
        })
      ).data,
  };
}

/** The free hours starting on `date` (a day of `zone`): the booking's (with its rate) or a meeting's move. */
export function slotsRequest(
  source: SlotSource,
  locale: Locale,
  date: string,
  zone: string,
): SourceRequest<TimeSlot[]> {
  if (source.kind === 'booking')
    return {
      key: swrKeys.slots(locale, source.expertId, date, source.rate, zone),
      load: async (api) =>
        (
          await call(api, bookingApi.availability, {
            params: { id: source.expertId },
            query: { date: apiDate(date), rate: source.rate, timezone: zone },
          })
        ).data,
    };
  return {
    key: swrKeys.rescheduleSlots(locale, source.meetingId, date, zone),
    load: async (api) =>
      (
        await call(api, meetingApi.rescheduleAvailability, {
          params: { id: source.meetingId },
          query: { date: apiDate(date), timezone: zone },
        })
      ).data,
  };
}
