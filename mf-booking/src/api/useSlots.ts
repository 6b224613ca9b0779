import { paths, type TimeSlot } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';
import { apiDate } from '../format/dates.ts';
import { swrKeys } from './keys.ts';
import { shouldRetry } from './retry.ts';

/**
 * The free hours starting on one date of `zone` (the chosen zone) for one rate, converted to it. A failed load shows the api's first field message as
 * a toast (spec §8 'Slot loading failure').
 */
export function useSlots(
  expertId: number,
  date: string | null,
  rate: string | null,
  zone: string | null,
  options: { quiet?: boolean } = {},
) {
  const { api, locale, notify } = useShell();
  return useSWR(
    date && rate && zone ? swrKeys.slots(locale, expertId, date, rate, zone) : null,
    async () =>
      (
        await api.get<TimeSlot[]>(paths.bookingAvailability(expertId), {
          date: apiDate(date ?? ''),
          rate,
          timezone: zone,
        })
      ).data,
    {
      shouldRetryOnError: shouldRetry,
      // A second reader of the same hours (the checkout finding its slot) neither asks again nor toasts.
      ...(options.quiet
        ? { revalidateIfStale: false, revalidateOnFocus: false }
        : { onError: (error: Error) => notify.error(error.message) }),
    },
  );
}
