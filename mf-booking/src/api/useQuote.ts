import { type BookingQuote, paths } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';
import { apiDate } from '../format/dates.ts';
import { swrKeys } from './keys.ts';

export interface QuoteRequest {
  date: string;
  rate: string;
  /** The slot's start, HH:mm in the expert's zone. */
  hour: string;
}

/** The price quote of the chosen slot; a failure is final (the flow goes back to the first step). */
export function useQuote(expertId: number, { date, rate, hour }: QuoteRequest) {
  const { api, locale } = useShell();
  return useSWR(
    swrKeys.quote(locale, expertId, date, rate, hour),
    async () =>
      (
        await api.get<BookingQuote>(paths.bookingPreview(expertId), {
          date: apiDate(date),
          rate,
          start_time: hour,
        })
      ).data,
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}
