import { matchPath } from 'react-router-dom';
import { pages } from 'shared-contracts/pages';

/**
 * The public pages whose only parts that act are the frame's (the header's menu, the footer's
 * legal dialogs and language switch) and the form of a login, password or sign-up page: the rest
 * reads, links and searches with a plain GET form (the search's filter dialog is one of its
 * fields, opened by the browser), so the browser hydrates those parts alone (the shell's islands
 * build) and never loads the app there.
 */
const ISLANDS_PAGES = [
  pages.home.pattern,
  pages.terms.pattern,
  pages.privacy.pattern,
  pages.guest.categories.pattern,
  pages.guest.expertSearch.pattern,
  pages.customer.login.pattern,
  pages.expert.login.pattern,
  pages.forgotPassword.pattern,
  pages.resetPassword.pattern,
  // Its first step signs the customer in: the islands share that session (island-session.ts).
  pages.signUp.pattern,
];

/**
 * Whether a public page hydrates as islands, from its path and query (`/experts/get-started?x`).
 */
export function hydratesAsIslands(path: string): boolean {
  const { pathname, searchParams } = new URL(path, 'http://page');
  if (ISLANDS_PAGES.some((pattern) => matchPath(pattern, pathname) !== null)) return true;
  // A guest's step 1 of the experts' sign-up is the shell's island; back from a social provider
  // (`?provider=`), the page is mf-expert-studio's wizard, which the app hydrates.
  if (matchPath(pages.expert.signUp.pattern, pathname)) return !searchParams.has('provider');
  // An expert's page: /experts/7, not /experts/login nor /experts/search.
  const expert = matchPath(pages.guest.expert.pattern, pathname);
  return /^[1-9]\d*$/.test(expert?.params.id ?? '');
}
