// Runs inside a federation runtime plugin, before any shared module exists: no imports of shared
// packages (shared-contracts, React, Mantine) here.
import { createRegistryRead, REGISTRY_PATH, readRegistry } from 'remote-kit/federation/registry-read';
import { integrityOf, releasePins } from 'remote-kit/federation/release-pins';

/** Names of a shared package that a remote uses; `'all'` when its build did not say. */
export type PackageUse = ReadonlySet<string> | 'all';

export interface RemoteManifest {
  /** Container name (the registry key). */
  remote: string;
  /** Its `mf-manifest.json`, parsed. */
  manifest: unknown;
}

export interface RemoteNeedsOptions {
  /** Reads the registry and manifests with this; the registry otherwise through the page's one read. */
  fetch?: typeof fetch;
  baseUrl?: () => string;
  /** Give up (and say "unknown") after this long; the caller then assumes the worst. */
  timeoutMs?: number;
}

/**
 * What the registered remotes use of the shared packages, read from their manifests, which the
 * shell would fetch anyway when it loads each remote. The manifests are fetched once: `fetchManifest`
 * hands each one to the federation runtime when it asks for it, instead of a second request.
 */
export function createRemoteNeeds(options: RemoteNeedsOptions = {}) {
  const fetchImpl = (...args: Parameters<typeof fetch>) =>
    (options.fetch ?? globalThis.fetch.bind(globalThis))(...args);
  const readRegistryBody = options.fetch ? createRegistryRead(options.fetch) : readRegistry;
  const timeoutMs = options.timeoutMs ?? 4000;
  const prefetched = new Map<string, Promise<string>>();
  let pending: Promise<RemoteManifest[] | null> | null = null;

  /** A manifest, checked against the registry's hash; kept for the runtime's own fetch of it. */
  async function manifestAt(url: string): Promise<unknown> {
    const integrity = integrityOf(url);
    const text = fetchImpl(url, integrity ? { integrity } : undefined).then((answer) => {
      if (!answer.ok) throw new Error(`GET ${url} answered ${answer.status}`);
      return answer.text();
    });
    prefetched.set(url, text);
    return JSON.parse(await text) as unknown;
  }

  async function readAll(): Promise<RemoteManifest[]> {
    const base = options.baseUrl?.() ?? window.location.href;
    const registry = await readRegistryBody();
    if (!registry || typeof registry !== 'object') throw new Error(`${REGISTRY_PATH} is not an object`);
    const entries = Object.entries(registry).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    return Promise.all(
      entries.map(async ([remote, entry]) => {
        try {
          return { remote, manifest: await manifestAt(new URL(entry, base).href) };
        } catch (error) {
          // A version that cannot be read falls back to its default (release-fallback.ts): its
          // needs are the default's.
          const fallback = releasePins().fallbacks[remote];
          if (!fallback) throw error;
          return { remote, manifest: await manifestAt(new URL(fallback.url, base).href) };
        }
      }),
    );
  }

  return {
    /** Every remote's manifest, or null when the registry or a manifest could not be read in time. */
    manifests(): Promise<RemoteManifest[] | null> {
      pending ??= withTimeout(readAll(), timeoutMs).catch(() => null);
      return pending;
    },

    /** The federation runtime's manifest fetch: a prefetched manifest once, then the network. */
    async fetchManifest(url: string, init?: RequestInit): Promise<Response> {
      const text = prefetched.get(url);
      if (text) {
        prefetched.delete(url);
        try {
          return new Response(await text, { headers: { 'Content-Type': 'application/json' } });
        } catch {
          // the prefetch failed: ask again below
        }
      }
      return fetchImpl(url, init);
    },
  };
}

/** What a remote's manifest says it uses of `pkg`: nothing when it does not share it. */
export function packageUse(manifest: unknown, pkg: string): PackageUse {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return 'all';
  const entry = shared.find((item: { name?: unknown }) => item?.name === pkg) as
    | { usedExports?: unknown }
    | undefined;
  if (!entry) return new Set();
  const used = entry.usedExports;
  if (!Array.isArray(used) || used.some((name) => typeof name !== 'string')) return 'all';
  return new Set(used as string[]);
}

/** The remotes that need names of `pkg` that `available` lacks, with those names. */
export function unmetNeeds(
  manifests: readonly RemoteManifest[],
  pkg: string,
  available: readonly string[],
): Array<{ remote: string; missing: string[] | 'all' }> {
  const have = new Set(available);
  const unmet: Array<{ remote: string; missing: string[] | 'all' }> = [];
  for (const { remote, manifest } of manifests) {
    const use = packageUse(manifest, pkg);
    if (use === 'all') unmet.push({ remote, missing: 'all' });
    else {
      const missing = [...use].filter((name) => !have.has(name));
      if (missing.length > 0) unmet.push({ remote, missing });
    }
  }
  return unmet;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
