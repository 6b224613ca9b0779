import { matchRoutes } from 'react-router-dom';
import type { ExposedModule, RemoteName } from 'shared-contracts';
import { REMOTE_PAGES } from './route-table.ts';

export interface RemoteTarget<R extends RemoteName = RemoteName> {
  remote: R;
  modules: ExposedModule<R>[];
}

// Ranked like the router ranks them: `/experts/search` wins over `/experts/:id`.
const REMOTE_ROUTES = REMOTE_PAGES.map((page) => ({ path: page.path, page }));

/** Which remote module a shell path renders, so links to it can preload it on intent. */
export function remoteTargetOf(path: string): RemoteTarget | null {
  const url = new URL(path, 'http://shell');
  const match = matchRoutes(REMOTE_ROUTES, url.pathname)?.at(-1);
  if (!match) return null;
  const { page } = match.route;
  // Invalid params render the not-found page (or a shell page such as /experts/login): no remote.
  if (page.props(match.params, url.searchParams) === null) return null;
  return { remote: page.remote, modules: [page.module] };
}
