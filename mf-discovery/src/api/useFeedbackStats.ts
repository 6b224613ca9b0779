import { type FeedbackStats, isWorthRetrying, paths } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';
import { swrKeys } from './keys.ts';

/** The expert's rating figures (public): average, count and the count of each star. */
export function useFeedbackStats(expertId: number) {
  const { api } = useShell();
  return useSWR(
    swrKeys.feedbackStats(expertId),
    async () => (await api.get<FeedbackStats>(paths.expertFeedbackStats(expertId))).data,
    { shouldRetryOnError: isWorthRetrying },
  );
}
