import { type ExpertSummary, isWorthRetrying, paths } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';
import { type ExpertQuery, toApiQuery } from '../search/expertQuery.ts';
import { swrKeys } from './keys.ts';

export function useExperts(query: ExpertQuery) {
  const { api, locale } = useShell();
  return useSWR(
    swrKeys.experts(locale, query),
    () => api.list<ExpertSummary>(paths.experts, toApiQuery(query)),
    { keepPreviousData: true, shouldRetryOnError: isWorthRetrying },
  );
}
