import { use } from 'react';
import { ApiError } from 'shared-contracts';
import { type Middleware, unstable_serialize } from 'swr';

type Settled = { state: 'done'; data: unknown } | { state: 'failed'; error: unknown };

interface Entry {
  /** Resolves once the read has settled; then says so (`status`), so `use` reads it at once. */
  promise: Promise<void>;
  settled?: Settled;
}

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
    const entry: Entry = { promise: Promise.resolve() };
    const settle = (settled: Settled) => {
      entry.settled = settled;
      Object.assign(entry.promise, { status: 'fulfilled', value: undefined });
    };
    entry.promise = Promise.resolve()
      .then(fetch)
      .then(
        (data) => settle({ state: 'done', data }),
        (error: unknown) => settle({ state: 'failed', error }),
      );
    entries.set(serialized, entry);
    return entry;
  }

  const middleware: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const serialized = key ? unstable_serialize(key) : '';
    if (serialized && fetcher) {
      const resolvedKey: unknown = typeof key === 'function' ? key() : key;
      const entry = read(serialized, () => fetcher(resolvedKey as never));
      // Suspends the render until the answer is in. Called for every key, read or not: React
      // replays a suspended component by the order of its `use` calls, and one skipped for a key
      // already in would hand the next key the answer of the one before (its data left out).
      use(entry.promise);
    }
    const settled = entries.get(serialized)?.settled;
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
      for (const [key, { settled }] of entries) if (settled?.state === 'done') answers[key] = settled.data;
      return answers;
    },
    /** The api answered "not found" to a read the page needed (an expert that does not exist). */
    notFound(): boolean {
      for (const { settled } of entries.values()) {
        if (settled?.state === 'failed' && settled.error instanceof ApiError && settled.error.status === 404)
          return true;
      }
      return false;
    },
  };
}
