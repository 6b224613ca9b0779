import { type Cache, type Middleware, unstable_serialize } from 'swr';
import type { PageData } from './page-data.ts';

/**
 * How long data read by the server is shown without asking the api again: the time a guest page
 * may be kept by a cache in front of the renderers (its `s-maxage`). Older data is shown and
 * revalidated.
 */
export const SERVER_DATA_FRESH_MS = 60_000;

/**
 * SWR's cache for a page the server rendered, holding the server's answers: hydration reads them
 * as loaded data (what the server rendered), not as a fallback still to be fetched.
 */
export function serverDataCache(data: PageData): Cache {
  // Loaded, so not `isLoading` while SWR revalidates older data.
  return new Map(Object.entries(data.swr).map(([key, answer]) => [key, { data: answer, isLoading: false }]));
}

/**
 * The browser's side of the hand-over: a hook whose key the server read does not fetch it again
 * while it is fresh (older, SWR shows it and revalidates); every other key, and every later change
 * of key, is SWR's as usual.
 */
export function serverDataMiddleware(data: PageData, now: () => number = Date.now): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const serialized = key ? unstable_serialize(key) : '';
    const fresh = now() - data.renderedAt < SERVER_DATA_FRESH_MS;
    const skipFetch = fresh && serialized !== '' && Object.hasOwn(data.swr, serialized);
    return useSWRNext(key, fetcher, skipFetch ? { ...config, revalidateOnMount: false } : config);
  };
}
