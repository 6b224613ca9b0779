import { type Expert, isWorthRetrying, paths } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';
import { swrKeys } from './keys.ts';
import { normalizeExpert } from './normalizeExpert.ts';

/** A valid id is fetched; anything else is answered as not found without a call. */
export function useExpert(id: number) {
  const { api, locale } = useShell();
  const valid = Number.isInteger(id) && id > 0;
  return useSWR(
    valid ? swrKeys.expert(locale, id) : null,
    async () => {
      const body = await api.get<Expert>(paths.expert(id));
      return normalizeExpert(body.data);
    },
    { shouldRetryOnError: isWorthRetrying },
  );
}
