import { API_PREFIX, csrfHeaders, paths } from 'shared-contracts';

/**
 * Releases the caller's hold while the page goes away: a keepalive DELETE (the api client's fetch
 * would be cut off with the page), with the cookie and the CSRF header the api client sends (`csrfHeaders`).
 */
export function releaseHoldOnUnload(expertId: number): void {
  void fetch(`${API_PREFIX}/${paths.bookingHold(expertId)}`, {
    method: 'DELETE',
    keepalive: true,
    credentials: 'include',
    headers: { Accept: 'application/json', ...csrfHeaders() },
  }).catch(() => {});
}
