import { use } from 'react';
import { ApiError } from 'shared-contracts';
import { type Middleware, unstable_serialize } from 'swr';

type Entry =
  | { state: 'pending'; promise: Promise<void> }
  | { state: 'done'; data: unknown }
  | { state: 'failed'; error: unknown };

/**
 * The data of one server render: every SWR hook the page renders has its answer fetched here
 * (the render waits for it, as for a lazy module), and is rendered with it. What was fetched goes
 * to the browser (`PageData.swr`); a failed read is rendered as loading, and the browser asks
 * again.
 */
export function createRenderData() {
  const entries = new Map<string, Entry>();

  function read(serialized: string, fetch: () => unknown): Entry {
    const known = entries.get(serialized);
    if (known) return known;
    const promise = Promise.resolve()
      .then(fetch)
      .then(
        (data) => void entries.set(serialized, { state: 'done', data }),
        (error: unknown) => void entries.set(serialized, { state: 'failed', error }),
      );
    const entry: Entry = { state: 'pending', promise };
    entries.set(serialized, entry);
    return entry;
  }

  const middleware: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const serialized = key ? unstable_serialize(key) : '';
    if (serialized && fetcher) {
      const resolvedKey: unknown = typeof key === 'function' ? key() : key;
      const entry = read(serialized, () => fetcher(resolvedKey as never));
      // Suspends the render until the answer is in (`use` may be called conditionally).
      if (entry.state === 'pending') use(entry.promise);
    }
    const settled = entries.get(serialized);
    return useSWRNext(
      key,
      fetcher,
      settled?.state === 'done'
        ? {
            ...config,
            // The answer of this key's own fetcher, as loaded data (the browser's cache holds it).
            fallbackData: settled.data as typeof config.fallbackData,
            revalidateOnMount: false,
          }
        : config,
    );
  };

  return {
    middleware,
    /** What the page was rendered with, by SWR key. */
    answers(): Record<string, unknown> {
      const answers: Record<string, unknown> = {};
      for (const [key, entry] of entries) if (entry.state === 'done') answers[key] = entry.data;
      return answers;
    },
    /** The api answered "not found" to a read the page needed (an expert that does not exist). */
    notFound(): boolean {
      for (const entry of entries.values()) {
        if (entry.state === 'failed' && entry.error instanceof ApiError && entry.error.status === 404)
          return true;
      }
      return false;
    },
  };
}
