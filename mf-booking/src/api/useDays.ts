import { type BookingDays, paths } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';
import { swrKeys } from './keys.ts';
import { shouldRetry } from './retry.ts';

/**
 * The expert-local dates (yyyy-MM-dd) of `month` (yyyy-MM) with a free hour of the rate for this
 * customer, and the first such date from today on. One call per month shown and rate.
 */
export function useDays(expertId: number, month: string, rate: string) {
  const { api, locale } = useShell();
  return useSWR(
    swrKeys.days(locale, expertId, month, rate),
    async () => (await api.get<BookingDays>(paths.bookingDays(expertId), { month, rate })).data,
    { shouldRetryOnError: shouldRetry, revalidateOnFocus: false },
  );
}
