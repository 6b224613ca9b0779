import { call, feedbackApi, isWorthRetrying } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';
import { swrKeys } from './keys.ts';

/**
 * One page of the expert's reviews, newest first. The api answers only signed-in users: pass
 * `enabled` false for guests and nothing is asked.
 */
export function useExpertFeedbacks(expertId: number, page: number, perPage: number, enabled = true) {
  const { api } = useShell();
  return useSWR(
    enabled ? swrKeys.feedbacks(expertId, page, perPage) : null,
    () =>
      call(api, feedbackApi.expertReviews, { params: { id: expertId }, query: { page, per_page: perPage } }),
    { keepPreviousData: true, shouldRetryOnError: isWorthRetrying },
  );
}
