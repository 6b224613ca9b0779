import { Skeleton, Stack } from '@mantine/core';
import { type ComponentType, type JSX, type ReactNode, Suspense, useEffect, useState } from 'react';
import { translate } from '../messages.ts';
import type { ComponentModule, ExposedModule, RemoteModules, RemoteName } from '../remotes.ts';
import { RemoteBoundary } from './remote-boundary.tsx';
import type { RemoteFailureVariant } from './remote-failure.tsx';
import { forgetRemote, remoteLazy } from './remote-lazy.ts';
import { useShell } from './shell-context.tsx';

/** Exposed modules of a remote that are React components (not catalogs). */
export type ComponentExpose<R extends RemoteName> = {
  [K in ExposedModule<R>]: RemoteModules[R][K] extends ComponentModule<infer _P> ? K : never;
}[ExposedModule<R>];

export type RemotePropsOf<R extends RemoteName, K extends ExposedModule<R>> =
  RemoteModules[R][K] extends ComponentModule<infer P> ? P : never;

export interface RemoteViewProps<R extends RemoteName, K extends ComponentExpose<R>> {
  remote: R;
  module: K;
  props: RemotePropsOf<R, K>;
}

interface RemoteViewOptions {
  variant: RemoteFailureVariant;
  /** Shown while the remote loads. */
  loading: ReactNode;
}

/**
 * One remote module on the page, loaded lazily through the shell's `loadRemote` (its catalog
 * merged first), behind a boundary whose Retry starts a new load. The shell's routes and every
 * widget (the shell's or another remote's) go through it.
 */
export function RemoteView<R extends RemoteName, K extends ComponentExpose<R>>({
  remote,
  module,
  props,
  variant,
  loading,
}: RemoteViewProps<R, K> & RemoteViewOptions) {
  const { loadRemote } = useShell();
  const [attempt, setAttempt] = useState(0);

  const Remote = remoteLazy(loadRemote, remote, module, attempt) as unknown as ComponentType<
    RemotePropsOf<R, K>
  >;
  useEffect(
    () => () => forgetRemote(loadRemote, remote, module, attempt),
    [loadRemote, remote, module, attempt],
  );

  return (
    <RemoteBoundary variant={variant} onRetry={() => setAttempt((count) => count + 1)}>
      <Suspense fallback={loading}>
        <Remote {...(props as RemotePropsOf<R, K> & JSX.IntrinsicAttributes)} />
      </Suspense>
    </RemoteBoundary>
  );
}

/**
 * Another remote's widget inside this screen (checkout → `mf_payments`' `./CardPicker`), typed by
 * `RemoteModules`: a skeleton while it loads, and when its remote is down a Retry in its place
 * while the rest of the screen keeps working.
 */
export function RemoteWidget<R extends RemoteName, K extends ComponentExpose<R>>({
  loading,
  ...view
}: RemoteViewProps<R, K> & { loading?: ReactNode }) {
  return <RemoteView {...view} variant="widget" loading={loading ?? <WidgetSkeleton />} />;
}

function WidgetSkeleton() {
  const { locale } = useShell();
  return (
    <Stack gap="xs" role="status" aria-label={translate('remoteLoading', locale)}>
      <Skeleton height={16} width="40%" />
      <Skeleton height={48} />
      <Skeleton height={48} />
    </Stack>
  );
}
