import type { ReactElement } from 'react';
import type { Params, PathParam } from 'react-router-dom';
import type { Area, ExposedModule, RemoteName } from 'shared-contracts';
import type { Page } from 'shared-contracts/pages';
import type { ComponentExpose, RemotePropsOf } from 'shared-contracts/react';
import { RemoteRoute } from '../federation/RemoteRoute.tsx';

interface RemotePageDefinition<Pattern extends string, R extends RemoteName, K extends ComponentExpose<R>> {
  page: Page<Pattern>;
  area: Area;
  /** The module's props for the path's params and query; null when they name no page (not found). */
  props(params: Params<PathParam<Pattern>>, search: URLSearchParams): RemotePropsOf<R, K> | null;
}

/** One remote route of the table, its remote, module and props checked by `remotePage()`. */
export interface RemotePage {
  readonly path: string;
  readonly area: Area;
  readonly remote: RemoteName;
  readonly module: ExposedModule<RemoteName>;
  /** The module's props, or null when the params name no page. */
  props(params: Params, search: URLSearchParams): unknown;
  /** The remote module with its props, or null when the params name no page. */
  render(params: Params, search: URLSearchParams): ReactElement | null;
}

/** `remotePage(remote, module)({ page, area, props })`: the remote and module fix the props' type. */
export function remotePage<R extends RemoteName, K extends ComponentExpose<R>>(remote: R, module: K) {
  return <Pattern extends string>(definition: RemotePageDefinition<Pattern, R, K>): RemotePage =>
    remotePageOf(remote, module, definition);
}

function remotePageOf<Pattern extends string, R extends RemoteName, K extends ComponentExpose<R>>(
  remote: R,
  module: K,
  definition: RemotePageDefinition<Pattern, R, K>,
): RemotePage {
  const { page, area } = definition;
  // The router matched `page.pattern`, so the params are that pattern's.
  const props = (params: Params, search: URLSearchParams) =>
    definition.props(params as Params<PathParam<Pattern>>, search);
  return {
    path: page.pattern,
    area,
    remote,
    // A component module is one of the remote's exposed modules.
    module: module as string as ExposedModule<RemoteName>,
    props,
    render(params, search) {
      const remoteProps = props(params, search);
      return remoteProps && <RemoteRoute remote={remote} module={module} props={remoteProps} />;
    },
  };
}
