import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_FOLDERS, RemoteLoadError, type RemoteName, type RemoteRegistry } from 'shared-contracts';
import { createRegistryRead, REGISTRY_PATH, readRegistry } from './registry-read.ts';

export { REGISTRY_PATH } from './registry-read.ts';

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
  /** Reads the registry with this instead of the page's one read (shared with the shell's start). */
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
  const read = options.fetch ? createRegistryRead(options.fetch) : readRegistry;

  async function load(): Promise<RemoteRegistry> {
    const base = options.baseUrl?.() ?? window.location.href;
    const registry = parseRegistry(await read());
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
