import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { RemoteLoadError } from '../remote-load-error.ts';
import type { ComponentModule } from '../remotes.ts';
import type { LoadRemote } from './shell-context.tsx';

type LazyRemote = LazyExoticComponent<ComponentType<Record<string, unknown>>>;
type LoadAny = (remote: string, module: string) => Promise<unknown>;

/**
 * One lazy component per loader, remote, module and attempt, kept outside React until its view
 * is gone: a render that suspends before it commits (the router renders the next page in a
 * transition) keeps no hook state, and a lazy made anew by each such render would start its load
 * again, hundreds of times, holding the navigation until React gave up. The next mount after the
 * view is gone loads again (the federation runtime keeps what it loaded), and Retry asks for the
 * next attempt.
 */
const cache = new WeakMap<LoadRemote, Map<string, LazyRemote>>();

function entriesOf(loadRemote: LoadRemote): Map<string, LazyRemote> {
  let byKey = cache.get(loadRemote);
  if (!byKey) {
    byKey = new Map();
    cache.set(loadRemote, byKey);
  }
  return byKey;
}

const keyOf = (remote: string, module: string, attempt: number) => `${remote}\u0000${module}\u0000${attempt}`;

async function loadComponent(loadRemote: LoadRemote, remote: string, module: string) {
  const loaded = await (loadRemote as LoadAny)(remote, module);
  const component = (loaded as Partial<ComponentModule<Record<string, unknown>>>).default;
  if (typeof component !== 'function' && typeof component !== 'object') {
    throw new RemoteLoadError(remote, module, new Error('the module has no default component'));
  }
  return { default: component as ComponentType<Record<string, unknown>> };
}

export function remoteLazy(
  loadRemote: LoadRemote,
  remote: string,
  module: string,
  attempt: number,
): LazyRemote {
  const byKey = entriesOf(loadRemote);
  const key = keyOf(remote, module, attempt);
  let component = byKey.get(key);
  if (!component) {
    component = lazy(() => loadComponent(loadRemote, remote, module));
    byKey.set(key, component);
  }
  return component;
}

/** The view is gone: its next mount loads the module again. */
export function forgetRemote(loadRemote: LoadRemote, remote: string, module: string, attempt: number): void {
  entriesOf(loadRemote).delete(keyOf(remote, module, attempt));
}
