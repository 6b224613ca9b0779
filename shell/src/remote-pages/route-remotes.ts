import { matchRoutes } from 'react-router-dom';
import type { ExposedModule, RemoteName } from 'shared-contracts';
import { pages } from 'shared-contracts/pages';
import { REMOTE_PAGES } from './route-table.ts';

export interface RemoteTarget<R extends RemoteName = RemoteName> {
  remote: R;
  modules: ExposedModule<R>[];
}

/**
 * Shell pages that show remotes' widgets (the homes' meetings and posts strips): links to them
 * preload those widgets on intent, as links to a remote page preload its module. Looked up before
 * the remote pages, whose `/experts/:id` would otherwise take `/experts/app`.
 */
const SHELL_PAGE_WIDGETS: readonly { path: string; targets: RemoteTarget[] }[] = [
  {
    path: pages.customer.home.pattern,
    targets: [
      { remote: 'mf_meetings', modules: ['./TodayMeetings', './SoonMeetings'] },
      { remote: 'mf_discovery', modules: ['./PostsStrip'] },
    ],
  },
  {
    path: pages.expert.home.pattern,
    targets: [
      { remote: 'mf_meetings', modules: ['./TodayMeetings'] },
      { remote: 'mf_expert_studio', modules: ['./OpenPosts'] },
    ],
  },
];

// Ranked like the router ranks them: `/experts/search` wins over `/experts/:id`.
const REMOTE_ROUTES = REMOTE_PAGES.map((page) => ({ path: page.path, page }));

/** Which remote modules a shell path renders, so links to it can preload them on intent. */
export function remoteTargetsOf(path: string): RemoteTarget[] {
  const url = new URL(path, 'http://shell');
  const shellPage = SHELL_PAGE_WIDGETS.find((widgets) => widgets.path === url.pathname);
  if (shellPage) return shellPage.targets;
  const match = matchRoutes(REMOTE_ROUTES, url.pathname)?.at(-1);
  if (!match) return [];
  const { page } = match.route;
  // Invalid params render the not-found page (or a shell page such as /experts/login): no remote.
  if (page.props(match.params, url.searchParams) === null) return [];
  return [{ remote: page.remote, modules: [page.module] }];
}
