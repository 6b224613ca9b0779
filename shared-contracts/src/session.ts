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

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
