import { matchRoutes } from 'react-router-dom';
import type { ExposedModule, RemoteName } from 'shared-contracts';
import { pages } from 'shared-contracts/pages';
import { REMOTE_PAGES } from './route-table.ts';

export interface RemoteTarget<R extends RemoteName = RemoteName> {
  remote: R;
  modules: ExposedModule<R>[];
}

/**
 * Shell pages that show remotes' widgets (the customer home's meetings strips): links to them
 * preload those widgets on intent, as links to a remote page preload its module.
 */
const SHELL_PAGE_WIDGETS: readonly { path: string; target: RemoteTarget }[] = [
  {
    path: pages.customer.home.pattern,
    target: { remote: 'mf_meetings', modules: ['./TodayMeetings', './SoonMeetings'] },
  },
  { path: pages.expert.home.pattern, target: { remote: 'mf_meetings', modules: ['./TodayMeetings'] } },
];

// Ranked like the router ranks them: `/experts/search` wins over `/experts/:id`.
const REMOTE_ROUTES = REMOTE_PAGES.map((page) => ({ path: page.path, page }));

/** Which remote modules a shell path renders, so links to it can preload them on intent. */
export function remoteTargetOf(path: string): RemoteTarget | null {
  const url = new URL(path, 'http://shell');
  const match = matchRoutes(REMOTE_ROUTES, url.pathname)?.at(-1);
  if (!match) return SHELL_PAGE_WIDGETS.find((shellPage) => shellPage.path === url.pathname)?.target ?? null;
  const { page } = match.route;
  // Invalid params render the not-found page (or a shell page such as /experts/login): no remote.
  if (page.props(match.params, url.searchParams) === null) return null;
  return { remote: page.remote, modules: [page.module] };
}
