import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { type ExposedModule, RemoteLoadError, type RemoteModules, type RemoteName } from 'shared-contracts';
import { ensureRemotes } from './registry.ts';

/** `mf_discovery` + `./ExpertSearch` → `mf_discovery/ExpertSearch`. */
export function remoteRequest(remote: RemoteName, module: string): string {
  return `${remote}/${module.replace(/^\.\//, '')}`;
}

export async function loadRemoteModule<R extends RemoteName, M extends ExposedModule<R>>(
  remote: R,
  module: M,
): Promise<RemoteModules[R][M]> {
  const registry = await ensureRemotes();
  const request = remoteRequest(remote, module);
  if (!registry[remote]) throw new RemoteLoadError(remote, request, new Error('not in /remotes.json'));
  const loaded = await loadRemote<RemoteModules[R][M]>(request);
  if (!loaded) throw new RemoteLoadError(remote, request);
  return loaded;
}

const preloaded = new Set<string>();

/** Starts fetching a remote's entry and the given modules' chunks (on hover/focus of a link). */
export function preloadRemoteModules<R extends RemoteName>(remote: R, modules: ExposedModule<R>[]): void {
  const key = remoteRequest(remote, modules.join(','));
  if (preloaded.has(key)) return;
  preloaded.add(key);
  ensureRemotes()
    .then((registry) => {
      if (!registry[remote]) throw new Error(`${remote} is not in /remotes.json`);
      return preloadRemote([{ nameOrAlias: remote, exposes: modules, resourceCategory: 'sync' }]);
    })
    .catch(() => {
      // A failed preload is only a missed head start; the route load reports real failures.
      preloaded.delete(key);
    });
}
