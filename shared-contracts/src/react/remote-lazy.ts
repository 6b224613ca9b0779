import type { ComponentType, LazyExoticComponent } from 'react';
import { RemoteLoadError } from '../remote-load-error.ts';
import type { ComponentModule } from '../remotes.ts';
import { loadedLazy } from './loaded-lazy.ts';
import type { LoadRemote } from './shell-context.tsx';

type RemoteComponent = ComponentType<Record<string, unknown>>;
type LazyRemote = LazyExoticComponent<RemoteComponent>;
type LoadAny = (remote: string, module: string) => Promise<unknown>;

interface Loader {
  /** One lazy component per remote, module and attempt. */
  views: Map<string, LazyRemote>;
  /** Components already loaded (by a view or ahead of the page's hydration), by remote and module. */
  loaded: Map<string, RemoteComponent>;
}

/**
 * One lazy component per loader, remote, module and attempt, kept outside React until its view
 * is gone: a render that suspends before it commits (the router renders the next page in a
 * transition) keeps no hook state, and a lazy made anew by each such render would start its load
 * again, hundreds of times, holding the navigation until React gave up. The next mount after the
 * view is gone renders at once what was loaded, and Retry asks for the next attempt.
 */
const loaders = new WeakMap<LoadRemote, Loader>();

function loaderOf(loadRemote: LoadRemote): Loader {
  let loader = loaders.get(loadRemote);
  if (!loader) {
    loader = { views: new Map(), loaded: new Map() };
    loaders.set(loadRemote, loader);
  }
  return loader;
}

const moduleKey = (remote: string, module: string) => `${remote}\u0000${module}`;
const viewKey = (remote: string, module: string, attempt: number) =>
  `${moduleKey(remote, module)}\u0000${attempt}`;

async function loadComponent(
  loadRemote: LoadRemote,
  remote: string,
  module: string,
): Promise<RemoteComponent> {
  const loaded = await (loadRemote as LoadAny)(remote, module);
  const component = (loaded as Partial<ComponentModule<Record<string, unknown>>>).default;
  if (typeof component !== 'function' && typeof component !== 'object') {
    throw new RemoteLoadError(remote, module, new Error('the module has no default component'));
  }
  loaderOf(loadRemote).loaded.set(moduleKey(remote, module), component as RemoteComponent);
  return component as RemoteComponent;
}

export function remoteLazy(
  loadRemote: LoadRemote,
  remote: string,
  module: string,
  attempt: number,
): LazyRemote {
  const { views, loaded } = loaderOf(loadRemote);
  const key = viewKey(remote, module, attempt);
  let view = views.get(key);
  if (!view) {
    view = loadedLazy(
      () => loadComponent(loadRemote, remote, module),
      loaded.get(moduleKey(remote, module)),
    ).Component;
    views.set(key, view);
  }
  return view;
}

/** Loads a remote's component ahead of its view (a server-rendered page's, before hydration). */
export async function preloadRemoteView(
  loadRemote: LoadRemote,
  remote: string,
  module: string,
): Promise<void> {
  await loadComponent(loadRemote, remote, module);
}

/** The view is gone: its next mount makes a new lazy (rendered at once when its module loaded). */
export function forgetRemote(loadRemote: LoadRemote, remote: string, module: string, attempt: number): void {
  loaderOf(loadRemote).views.delete(viewKey(remote, module, attempt));
}
