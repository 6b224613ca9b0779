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

export function hydratesAsIslands(pathname: string): boolean {
  if (ISLANDS_PAGES.some((pattern) => matchPath(pattern, pathname) !== null)) return true;
  // An expert's page: /experts/7, not /experts/login nor /experts/search.
  const expert = matchPath(pages.guest.expert.pattern, pathname);
  return /^[1-9]\d*$/.test(expert?.params.id ?? '');
}
