import { call, discoveryApi, isWorthRetrying } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';
import { swrKeys } from './keys.ts';

/** A valid id is fetched; anything else is answered as not found without a call. */
export function useExpert(id: number) {
  const { api, locale } = useShell();
  const valid = Number.isInteger(id) && id > 0;
  return useSWR(
    valid ? swrKeys.expert(locale, id) : null,
    async () => (await call(api, discoveryApi.expert, { params: { id } })).data,
    { shouldRetryOnError: isWorthRetrying },
  );
}
