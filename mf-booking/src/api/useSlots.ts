import type { SlotSource } from 'shared-contracts';
import { isWorthRetrying } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';
import { slotsRequest } from './slotSource.ts';

/**
 * The free hours of the source (the booking's rate, or a meeting's move) starting on one date of
 * `zone` (the chosen zone), converted to it. A failed load shows the api's first field message as
 * a toast (spec §8 'Slot loading failure').
 */
export function useSlots(
  source: SlotSource | null,
  date: string | null,
  zone: string | null,
  options: { quiet?: boolean } = {},
) {
  const { api, locale, notify } = useShell();
  const request = source && date && zone ? slotsRequest(source, locale, date, zone) : null;
  return useSWR(request?.key ?? null, async () => request?.load(api), {
    shouldRetryOnError: isWorthRetrying,
    // A second reader of the same hours (the checkout finding its slot) neither asks again nor toasts.
    ...(options.quiet
      ? { revalidateIfStale: false, revalidateOnFocus: false }
      : { onError: (error: Error) => notify.error(error.message) }),
  });
}
