import { type ComponentType, type JSX, lazy, Suspense, useMemo, useRef, useState } from 'react';
import type { ComponentModule, ExposedModule, RemoteModules, RemoteName } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { PageLoader } from '../components/PageLoader.tsx';
import { mergeRemoteCatalog } from '../i18n/catalogs.ts';
import { loadRemoteModule } from './load-remote.ts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { RemoteLoadError } from './remote-load-error.ts';

/** Exposed modules of a remote that are React components (not catalogs). */
export type ComponentExpose<R extends RemoteName> = {
  [K in ExposedModule<R>]: RemoteModules[R][K] extends ComponentModule<infer _P> ? K : never;
}[ExposedModule<R>];

export type RemotePropsOf<R extends RemoteName, K extends ExposedModule<R>> =
  RemoteModules[R][K] extends ComponentModule<infer P> ? P : never;

interface RemoteRouteProps<R extends RemoteName, K extends ComponentExpose<R>> {
  remote: R;
  module: K;
  props: RemotePropsOf<R, K>;
}

/**
 * Renders one remote module as a route: loaded lazily with the remote's catalog for the current
 * language merged first, behind an error boundary whose Retry starts a new load.
 */
export function RemoteRoute<R extends RemoteName, K extends ComponentExpose<R>>({
  remote,
  module,
  props,
}: RemoteRouteProps<R, K>) {
  const { locale } = useShell();
  const localeRef = useRef(locale);
  localeRef.current = locale;
  const [attempt, setAttempt] = useState(0);

  const Remote = useMemo(() => {
    void attempt;
    return lazy(async () => {
      const [loaded] = await Promise.all([
        loadRemoteModule(remote, module),
        mergeRemoteCatalog(remote, localeRef.current),
      ]);
      const component = (loaded as Partial<ComponentModule<RemotePropsOf<R, K>>>).default;
      if (typeof component !== 'function' && typeof component !== 'object') {
        throw new RemoteLoadError(remote, module, new Error('the module has no default component'));
      }
      return { default: component as ComponentType<RemotePropsOf<R, K>> };
    });
  }, [remote, module, attempt]);

  return (
    <RemoteErrorBoundary onRetry={() => setAttempt((count) => count + 1)}>
      <Suspense fallback={<PageLoader />}>
        <Remote {...(props as RemotePropsOf<R, K> & JSX.IntrinsicAttributes)} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
