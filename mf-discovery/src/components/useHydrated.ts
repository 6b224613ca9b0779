import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in HTML rendered on the server (and while React hydrates it), true once JavaScript runs
 * the page: what needs JavaScript (a dialog) renders then, and a no-JavaScript stand-in before.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
