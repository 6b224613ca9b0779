import { useMemo } from 'react';
import { preloadRemoteModules } from 'remote-kit/federation';
import { remoteTargetsOf } from '../remote-pages/route-remotes.ts';

/** Handlers for a link: hovering or focusing it starts loading the remote its target renders. */
export function usePreloadOnIntent(to: string) {
  return useMemo(() => {
    const targets = remoteTargetsOf(to);
    if (targets.length === 0) return {};
    const preload = () => {
      for (const target of targets) preloadRemoteModules(target.remote, target.modules);
    };
    return { onMouseEnter: preload, onFocus: preload, onTouchStart: preload };
  }, [to]);
}
