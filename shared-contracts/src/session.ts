import { readCookie } from './cookie-read.ts';

export { readCookie };

/** Names of the session cookies (spec §6). authToken is HttpOnly: set and cleared by the api. */
export const COOKIE = {
  authToken: 'authToken',
  userType: 'userType',
  isAccountExpert: 'isAccountExpert',
  csrf: 'csrfToken',
  locale: 'locale',
} as const;

/** Header that carries the CSRF token on cookie-authenticated unsafe calls (double-submit cookie). */
export const CSRF_HEADER = 'x-csrf-token';

/**
 * The CSRF header of a cookie-authenticated unsafe call: the csrf cookie's value, or nothing
 * outside a browser or before sign-in. The api client sends it; so does any keepalive `fetch` that
 * must outlive the page (releasing a hold on `pagehide`).
 */
export function csrfHeaders(
  cookieHeader: string | undefined = typeof document === 'undefined' ? undefined : document.cookie,
): Record<string, string> {
  const csrf = cookieHeader === undefined ? undefined : readCookie(cookieHeader, COOKIE.csrf);
  return csrf ? { [CSRF_HEADER]: csrf } : {};
}
