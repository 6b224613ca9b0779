import { call, catalogApi, isWorthRetrying } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';
import { swrKeys } from './keys.ts';

export function useCategories() {
  const { api, locale } = useShell();
  return useSWR(swrKeys.categories(locale), async () => (await call(api, catalogApi.categories)).data, {
    shouldRetryOnError: isWorthRetrying,
  });
}
