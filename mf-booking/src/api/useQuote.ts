import { type BookingQuote, paths } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';
import { apiDate } from '../format/dates.ts';
import { swrKeys } from './keys.ts';
import { useBookingZone } from './zone.ts';

export interface QuoteRequest {
  /** The expert's local date of the slot. */
  date: string;
  rate: string;
  /** The slot's start, HH:mm in the expert's zone. */
  hour: string;
}

/**
 * The price quote of the chosen slot, its converted times in the booking's zone; a failure is
 * final (the flow goes back to the first step).
 */
export function useQuote(expertId: number, { date, rate, hour }: QuoteRequest) {
  const { api, locale } = useShell();
  const zone = useBookingZone();
  return useSWR(
    swrKeys.quote(locale, expertId, date, rate, hour, zone),
    async () =>
      (
        await api.get<BookingQuote>(paths.bookingPreview(expertId), {
          date: apiDate(date),
          rate,
          start_time: hour,
          ...(zone ? { timezone: zone } : {}),
        })
      ).data,
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}
