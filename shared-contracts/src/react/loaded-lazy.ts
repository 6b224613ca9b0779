import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type Loaded<P> = { default: ComponentType<P> };

/**
 * A thenable that calls back at once. React's `lazy` reads a module given this way in the same
 * render, where a promise (even a settled one) would suspend it for a turn: a page hydrated after
 * its modules were preloaded keeps its server HTML and never shows a fallback.
 */
function settled<P>(loaded: Loaded<P>): Promise<Loaded<P>> {
  // biome-ignore lint/suspicious/noThenProperty: a thenable that settles at once is the point.
  const thenable = { then: (onFulfilled: (value: Loaded<P>) => unknown) => onFulfilled(loaded) };
  // `lazy` only calls `then`; its type asks for a whole Promise.
  return thenable as unknown as Promise<Loaded<P>>;
}

/**
 * `lazy` whose module can be loaded ahead (`preload`), or is known already (`known`); once loaded, it
 * renders without suspending.
 */
export function loadedLazy<P>(
  load: () => Promise<ComponentType<P>>,
  known?: ComponentType<P>,
): {
  Component: LazyExoticComponent<ComponentType<P>>;
  preload(): Promise<ComponentType<P>>;
} {
  let loaded = known;
  let pending: Promise<ComponentType<P>> | undefined;
  function preload(): Promise<ComponentType<P>> {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed load is tried again by the next render or preload.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  }
  const Component = lazy(() =>
    loaded ? settled({ default: loaded }) : preload().then((component) => ({ default: component })),
  );
  return { Component, preload };
}
