import { call, feedbackApi, isWorthRetrying } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';
import { swrKeys } from './keys.ts';

/** The expert's rating figures (public): average, count and the count of each star. */
export function useFeedbackStats(expertId: number) {
  const { api } = useShell();
  return useSWR(
    swrKeys.feedbackStats(expertId),
    async () => (await call(api, feedbackApi.stats, { params: { id: expertId } })).data,
    { shouldRetryOnError: isWorthRetrying },
  );
}
