import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// Not the root entry: a runtime plugin runs before shared modules exist, so it bundles its own copy.
import { isRemoteLoadError, RemoteLoadError } from 'shared-contracts/remote-load-error';
import { remoteNeeds } from './shell-remote-needs.ts';

export interface RetryPluginOptions {
  /** Extra attempts after the first failure. */
  retries?: number;
  /** Wait before the given extra attempt (1-based). */
  delayMs?: (attempt: number) => number;
  fetch?: typeof fetch;
  log?: (message: string, error: unknown) => void;
}

/**
 * Federation runtime plugin of the shell: a remote's manifest (fetched) and entry script (a script
 * tag) get a couple more attempts before the load fails; then `errorLoadRemote` reports the failure
 * as a RemoteLoadError, which the route's error boundary shows with a Retry button.
 */
export function createRetryPlugin(options: RetryPluginOptions = {}): ModuleFederationRuntimePlugin {
  const retries = options.retries ?? 2;
  const delayMs = options.delayMs ?? ((attempt: number) => 250 * attempt);
  const log = options.log ?? ((message: string, error: unknown) => console.error(message, error));
  const retryEntry = createEntryRetry(retries, delayMs);

  return {
    name: 'shell-retry-remote-entry',

    async fetch(url, init) {
      const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
      let lastError: unknown;
      for (let attempt = 0; attempt <= retries; attempt++) {
        if (attempt > 0) await sleep(delayMs(attempt));
        try {
          const response = await fetchImpl(url, init);
          if (response.ok) return response;
          lastError = new Error(`GET ${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },

    loadEntryError(args) {
      // The hook's declared result is a promise of the recovered entry's promise.
      return retryEntry(args) as unknown as ReturnType<LoadEntryErrorHook>;
    },

    async errorLoadRemote({ id, error, lifecycle, remote }) {
      const name = remote?.name ?? id.split('/')[0] ?? id;
      log(`[shell] remote ${name} failed (${lifecycle}) for ${id}`, error);
      // Module requests reject with a RemoteLoadError; other lifecycles fall through to the
      // runtime's own error, which ends in the module request's onLoad report.
      if (lifecycle === 'onLoad')
        throw isRemoteLoadError(error) ? error : new RemoteLoadError(name, id, error);
      return undefined;
    },
  };
}

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryErrorHook>[0];

function createEntryRetry(retries: number, delayMs: (attempt: number) => number) {
  return async function retryEntry({
    getRemoteEntry,
    origin,
    remoteInfo,
    globalLoading,
    uniqueKey,
  }: LoadEntryErrorArgs) {
    for (let attempt = 1; attempt <= retries; attempt++) {
      await sleep(delayMs(attempt));
      // The failed load is still registered under this key; a new attempt needs a fresh slot.
      delete globalLoading[uniqueKey];
      try {
        const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports: undefined });
        if (entry) return entry;
      } catch {
        // next attempt
      }
    }
    return undefined;
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** @public Module Federation loads it by path (the shell's `runtimePlugins`). */
export default function shellRetryPlugin(): ModuleFederationRuntimePlugin {
  // Manifests the shell read at start (to choose its shared copies) are not fetched twice.
  return createRetryPlugin({ fetch: (url, init) => remoteNeeds.fetchManifest(String(url), init) });
}
