import { call, discoveryApi, isWorthRetrying } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';
import { type ExpertQuery, toApiQuery } from '../search/expertQuery.ts';
import { swrKeys } from './keys.ts';

export function useExperts(query: ExpertQuery) {
  const { api, locale } = useShell();
  return useSWR(
    swrKeys.experts(locale, query),
    () => call(api, discoveryApi.searchExperts, { query: toApiQuery(query) }),
    { keepPreviousData: true, shouldRetryOnError: isWorthRetrying },
  );
}
