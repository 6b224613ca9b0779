import { useMemo } from 'react';
import { preloadRemoteModules } from 'remote-kit/federation';
import { remoteTargetOf } from '../remote-pages/route-remotes.ts';

/** Handlers for a link: hovering or focusing it starts loading the remote its target renders. */
export function usePreloadOnIntent(to: string) {
  return useMemo(() => {
    const target = remoteTargetOf(to);
    if (!target) return {};
    const preload = () => preloadRemoteModules(target.remote, target.modules);
    return { onMouseEnter: preload, onFocus: preload, onTouchStart: preload };
  }, [to]);
}
