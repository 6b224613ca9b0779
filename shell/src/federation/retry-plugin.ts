import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { integrityOf, releasePins } from 'remote-kit/federation/release-pins';
// Not the root entry: a runtime plugin runs before shared modules exist, so it bundles its own copy.
import { isRemoteLoadError, RemoteLoadError } from 'shared-contracts/remote-load-error';
import { createReleaseFallback, type FallbackEvent, type FederationHost } from './release-fallback.ts';
import { remoteNeeds } from './shell-remote-needs.ts';

export interface RetryPluginOptions {
  /** Extra attempts after the first failure. */
  retries?: number;
  /** Wait before the given extra attempt (1-based). */
  delayMs?: (attempt: number) => number;
  fetch?: typeof fetch;
  log?: (message: string, error: unknown) => void;
  /** The registry's SRI hash of a file (a manifest, an entry): the browser refuses other bytes. */
  integrityOf?: (url: string) => string | undefined;
  /** Loads a failed remote's default version instead (release-fallback.ts). */
  fallback?: ReturnType<typeof createReleaseFallback>;
}

/**
 * Federation runtime plugin of the shell: a remote's manifest (fetched) and entry script (a script
 * tag) are checked against the registry's hashes and get a couple more attempts before the load
 * fails; then a remote off its default version loads its default instead, and otherwise
 * `errorLoadRemote` reports the failure as a RemoteLoadError, which the route's error boundary
 * shows with a Retry button.
 */
export function createRetryPlugin(options: RetryPluginOptions = {}): ModuleFederationRuntimePlugin {
  const retries = options.retries ?? 2;
  const delayMs = options.delayMs ?? ((attempt: number) => 250 * attempt);
  const log = options.log ?? ((message: string, error: unknown) => console.error(message, error));
  const retryEntry = createEntryRetry(retries, delayMs);

  return {
    name: 'shell-retry-remote-entry',

    async fetch(url, requestInit) {
      const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
      const integrity = options.integrityOf?.(url);
      const init = integrity ? { ...requestInit, integrity } : requestInit;
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

    createScript({ url, attrs }) {
      const integrity = options.integrityOf?.(url);
      if (!integrity || typeof document === 'undefined') return undefined;
      const script = document.createElement('script');
      for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value));
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },

    loadEntryError(args) {
      // The hook's declared result is a promise of the recovered entry's promise.
      return retryEntry(args) as unknown as ReturnType<LoadEntryErrorHook>;
    },

    async errorLoadRemote({ id, error, lifecycle, remote, origin }) {
      const name = remote?.name ?? id.split('/')[0] ?? id;
      // Module requests reject with a RemoteLoadError; other lifecycles fall through to the
      // runtime's own error, which ends in the module request's onLoad report.
      if (lifecycle !== 'onLoad') return undefined;
      const recovered = await options.fallback
        ?.recover(name, id, origin as unknown as FederationHost)
        .catch(() => undefined);
      if (recovered !== undefined) return recovered;
      log(`[shell] remote ${name} failed (${lifecycle}) for ${id}`, error);
      throw isRemoteLoadError(error) ? error : new RemoteLoadError(name, id, error);
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

/** Tells the api, without the visitor's session, that a remote fell back (api: POST /client-events). */
function reportFallback(event: FallbackEvent): void {
  void fetch('/api/v1/client-events', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(event),
    credentials: 'omit',
    keepalive: true,
  }).catch(() => undefined);
}

/** @public Module Federation loads it by path (the shell's `runtimePlugins`). */
export default function shellRetryPlugin(): ModuleFederationRuntimePlugin {
  return createRetryPlugin({
    // Manifests the shell read at start (to choose its shared copies) are not fetched twice.
    fetch: (url, init) => remoteNeeds.fetchManifest(String(url), init),
    integrityOf: (url) => integrityOf(url),
    fallback: createReleaseFallback({ pins: releasePins, report: reportFallback }),
  });
}
