import { call, POSTS_PER_PAGE, postApi } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';
import { swrKeys } from './keys.ts';

/** Open posts (not expired) in the expert's categories, newest first: the first page (10). */
export function useOpenPosts() {
  const { api, locale } = useShell();
  return useSWR(swrKeys.openPosts(locale), () =>
    call(api, postApi.forExpert, { query: { page: 1, per_page: POSTS_PER_PAGE } }),
  );
}
