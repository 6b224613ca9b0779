import { paths, type TimeSlot } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';
import { apiDate } from '../format/dates.ts';
import { swrKeys } from './keys.ts';
import { shouldRetry } from './retry.ts';

/**
 * The free hours of one date for one rate. A failed load shows the api's first field message as
 * a toast (spec §8 'Slot loading failure').
 */
export function useSlots(expertId: number, date: string | null, rate: string | null) {
  const { api, locale, notify } = useShell();
  return useSWR(
    date && rate ? swrKeys.slots(locale, expertId, date, rate) : null,
    async () =>
      (await api.get<TimeSlot[]>(paths.bookingAvailability(expertId), { date: apiDate(date ?? ''), rate }))
        .data,
    {
      shouldRetryOnError: shouldRetry,
      onError: (error: Error) => notify.error(error.message),
    },
  );
}
