import { bookingApi, call } from 'shared-contracts';
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
 * final (the flow goes back to the first step). Not asked when `enabled` is false (a payment of
 * this slot already waits for the bank).
 */
export function useQuote(expertId: number, { date, rate, hour }: QuoteRequest, enabled = true) {
  const { api, locale } = useShell();
  const zone = useBookingZone();
  return useSWR(
    enabled ? swrKeys.quote(locale, expertId, date, rate, hour, zone) : null,
    async () =>
      (
        await call(api, bookingApi.preview, {
          params: { id: expertId },
          query: { date: apiDate(date), rate, start_time: hour, ...(zone ? { timezone: zone } : {}) },
        })
      ).data,
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}
