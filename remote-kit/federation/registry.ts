import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_FOLDERS, RemoteLoadError, type RemoteName, type RemoteRegistry } from 'shared-contracts';

export const REGISTRY_PATH = '/remotes.json';

/** Keeps the known remote names with a string URL; anything else in the file is ignored. */
export function parseRegistry(body: unknown): RemoteRegistry {
  const registry: RemoteRegistry = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return registry;
  for (const [name, entry] of Object.entries(body)) {
    if (name in REMOTE_FOLDERS && typeof entry === 'string' && entry.trim()) {
      registry[name as RemoteName] = entry;
    }
  }
  return registry;
}

export interface RegistryLoaderOptions {
  fetch?: typeof fetch;
  register?: typeof registerRemotes;
  baseUrl?: () => string;
}

/**
 * Loads the environment's remote registry once and registers every remote with the federation
 * runtime (never a URL fixed at build time). A failed load is not cached: the next call (the error
 * boundary's Retry) asks again.
 */
export function createRegistryLoader(options: RegistryLoaderOptions = {}) {
  let pending: Promise<RemoteRegistry> | null = null;

  async function load(): Promise<RemoteRegistry> {
    const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
    const base = options.baseUrl?.() ?? window.location.href;
    const response = await fetchImpl(REGISTRY_PATH, {
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`GET ${REGISTRY_PATH} answered ${response.status}`);
    const registry = parseRegistry(await response.json());
    const remotes = Object.entries(registry).map(([name, entry]) => ({
      name,
      entry: new URL(entry, base).href,
    }));
    (options.register ?? registerRemotes)(remotes);
    return registry;
  }

  return function ensureRemotes(): Promise<RemoteRegistry> {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw new RemoteLoadError('registry', REGISTRY_PATH, error);
    });
    return pending;
  };
}

export const ensureRemotes = createRegistryLoader();
