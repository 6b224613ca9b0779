import { matchPath } from 'react-router-dom';
import { pages } from 'shared-contracts/pages';

/**
 * The public pages whose only parts that act are the frame's (the header's menu, the footer's
 * legal dialogs and language switch): the rest reads and links, so the browser hydrates those
 * parts alone (the shell's islands build) and never loads the app there.
 */
const ISLANDS_PAGES = [pages.home.pattern, pages.terms.pattern, pages.privacy.pattern];

export function hydratesAsIslands(pathname: string): boolean {
  return ISLANDS_PAGES.some((pattern) => matchPath(pattern, pathname) !== null);
}
