import { API_PREFIX, COOKIE, CSRF_HEADER, paths, readCookie } from 'shared-contracts';

/**
 * Releases the caller's hold while the page goes away: a keepalive DELETE (the api client's fetch
 * would be cut off with the page), with the cookie and the CSRF header the api client sends.
 */
export function releaseHoldOnUnload(expertId: number): void {
  const csrf = typeof document === 'undefined' ? undefined : readCookie(document.cookie, COOKIE.csrf);
  void fetch(`${API_PREFIX}/${paths.bookingHold(expertId)}`, {
    method: 'DELETE',
    keepalive: true,
    credentials: 'include',
    headers: { Accept: 'application/json', ...(csrf ? { [CSRF_HEADER]: csrf } : {}) },
  }).catch(() => {});
}
