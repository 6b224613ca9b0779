import type { SlotSource } from 'shared-contracts';
import { isWorthRetrying } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';
import { daysRequest } from './slotSource.ts';

/**
 * The dates (yyyy-MM-dd, calendar days of `zone`) of `month` (yyyy-MM) with a free hour of the
 * source (the booking's rate, or a meeting's move) starting on them there for this viewer, and the
 * first such date from today on. One call per month shown, source and zone; none while the zone is
 * unknown.
 */
export function useDays(source: SlotSource, month: string, zone: string | null) {
  const { api, locale } = useShell();
  const request = zone ? daysRequest(source, locale, month, zone) : null;
  return useSWR(request?.key ?? null, async () => request?.load(api), {
    shouldRetryOnError: isWorthRetrying,
    revalidateOnFocus: false,
  });
}
