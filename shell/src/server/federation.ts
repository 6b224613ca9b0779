import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteRequest } from 'remote-kit/federation';
import { RemoteLoadError, type RemoteName } from 'shared-contracts';
import type { PageRenderRequest } from 'shared-contracts/page-render';

const registered = new Map<string, string>();

/**
 * Points the server's federation at the registry's versions of this request. A remote whose entry
 * changed (a release, a rollback) is registered again with `force`, which drops the old version's
 * container: the next load runs the new one, without a restart.
 */
export function pointAtServerEntries(entries: PageRenderRequest['serverEntries']): void {
  const added: { name: string; entry: string }[] = [];
  const changed: { name: string; entry: string }[] = [];
  for (const [name, entry] of Object.entries(entries)) {
    const known = registered.get(name);
    if (known === entry) continue;
    (known === undefined ? added : changed).push({ name, entry });
    registered.set(name, entry);
  }
  if (added.length > 0) registerRemotes(added);
  if (changed.length > 0) registerRemotes(changed, { force: true });
}

/** Thrown when a remote does not load within the render's budget. */
class RemoteBudgetError extends Error {}

/** One exposed module through the server's federation, or a `RemoteLoadError` within `budgetMs`. */
export async function loadServerModule(
  remote: RemoteName,
  module: string,
  budgetMs: number,
): Promise<unknown> {
  const request = remoteRequest(remote, module);
  if (!registered.has(remote)) throw new RemoteLoadError(remote, request, new Error('not in the registry'));
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new RemoteBudgetError(`${request} did not load within ${budgetMs} ms`)),
      budgetMs,
    );
  });
  try {
    const loaded = await Promise.race([loadRemote(request), budget]);
    if (!loaded) throw new RemoteLoadError(remote, request);
    return loaded;
  } catch (error) {
    throw error instanceof RemoteLoadError ? error : new RemoteLoadError(remote, request, error);
  } finally {
    clearTimeout(timer);
  }
}
