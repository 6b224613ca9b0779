import { type BookingDays, paths } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';
import { swrKeys } from './keys.ts';
import { shouldRetry } from './retry.ts';

/**
 * The dates (yyyy-MM-dd, calendar days of `zone`) of `month` (yyyy-MM) with a free hour of the rate
 * starting on them there for this customer, and the first such date from today on. One call per
 * month shown, rate and zone; none while the zone is unknown.
 */
export function useDays(expertId: number, month: string, rate: string, zone: string | null) {
  const { api, locale } = useShell();
  return useSWR(
    zone ? swrKeys.days(locale, expertId, month, rate, zone) : null,
    async () =>
      (await api.get<BookingDays>(paths.bookingDays(expertId), { month, rate, timezone: zone ?? undefined }))
        .data,
    { shouldRetryOnError: shouldRetry, revalidateOnFocus: false },
  );
}
