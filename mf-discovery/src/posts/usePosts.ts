import { call, isWorthRetrying, postApi } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import useSWR from 'swr';

/** SWR keys of the customer's posts; every list of them starts with `discovery/posts`. */
const postKeys = {
  list: (locale: string, page: number, perPage: number) =>
    ['discovery/posts', locale, page, perPage] as const,
  post: (locale: string, id: number) => ['discovery/posts/one', locale, id] as const,
  answers: (locale: string, id: number) => ['discovery/posts/answers', locale, id] as const,
};

/** Whether an SWR key is one of the posts' (to refresh them all after a change). */
export const isPostKey = (key: unknown) =>
  Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('discovery/posts');

/** The signed-in customer's posts, newest first. */
export function usePosts(page: number, perPage: number) {
  const { api, locale } = useShell();
  return useSWR(
    postKeys.list(locale, page, perPage),
    () =>
      call(api, postApi.list, { query: { page, per_page: perPage, order_by: 'created_at', order: 'desc' } }),
    { shouldRetryOnError: isWorthRetrying, keepPreviousData: true },
  );
}

export function usePost(id: number) {
  const { api, locale } = useShell();
  return useSWR(
    id > 0 ? postKeys.post(locale, id) : null,
    async () => (await call(api, postApi.post, { params: { id } })).data,
    { shouldRetryOnError: isWorthRetrying },
  );
}

/** Every answer of a post, oldest first (a post takes answers for a week: one page of 100 holds them). */
export function usePostAnswers(id: number) {
  const { api, locale } = useShell();
  return useSWR(
    id > 0 ? postKeys.answers(locale, id) : null,
    async () =>
      (
        await call(api, postApi.answers, {
          params: { id },
          query: { per_page: 100, order_by: 'created_at', order: 'asc' },
        })
      ).data,
    { shouldRetryOnError: isWorthRetrying },
  );
}
