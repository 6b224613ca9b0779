import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { type LoadRemote, preloadRemoteView } from 'shared-contracts/react';
import { remoteTargetsOf } from '../remote-pages/route-remotes.ts';
import { ROUTES } from './routes.tsx';
import { preloadShellPage } from './shell-pages.tsx';

/**
 * Loads the lazy modules a page renders (its shell page's chunk, its remotes' modules with their
 * catalogs), so that a server-rendered page hydrates in one pass. A part still loading while the
 * page hydrates would stay server HTML that any update (a catalog merged, the session read) turns
 * into a client render: the page would empty and fill again, and a click on it would be lost.
 */
export async function preloadPage(path: string, loadRemote: LoadRemote): Promise<void> {
  const { pathname } = new URL(path, 'http://shell');
  const shellPages = (matchRoutes(ROUTES, pathname) ?? []).map(({ route }) =>
    preloadShellPage(isValidElement(route.element) ? route.element.type : undefined),
  );
  const remoteViews = remoteTargetsOf(path).flatMap(({ remote, modules }) =>
    modules.map((module) => preloadRemoteView(loadRemote, remote, module)),
  );
  await Promise.all([...shellPages, ...remoteViews]);
}
