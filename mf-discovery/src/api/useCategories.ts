import { type Category, isWorthRetrying, paths } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';
import { swrKeys } from './keys.ts';

export function useCategories() {
  const { api, locale } = useShell();
  return useSWR(
    swrKeys.categories(locale),
    async () => {
      const body = await api.get<Category[]>(paths.categories);
      return Array.isArray(body.data) ? body.data : [];
    },
    { shouldRetryOnError: isWorthRetrying },
  );
}
