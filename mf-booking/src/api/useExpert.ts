import { call, discoveryApi, isWorthRetrying } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';
import { swrKeys } from './keys.ts';

/** The expert being booked: name, rates and the plan that bounds the booking window. */
export function useExpert(id: number) {
  const { api, locale } = useShell();
  return useSWR(
    swrKeys.expert(locale, id),
    async () => (await call(api, discoveryApi.expert, { params: { id } })).data,
    { shouldRetryOnError: isWorthRetrying },
  );
}
