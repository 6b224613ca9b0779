import { API_PREFIX, type ApiClient, bookingApi, call, csrfHeaders, routePath } from 'shared-contracts';

/** Releases the caller's hold on the expert's time; a failure leaves it to expire on its own. */
export async function releaseHeldTime(api: ApiClient, expertId: number): Promise<void> {
  await call(api, bookingApi.release, { params: { id: expertId } }).catch(() => undefined);
}

/**
 * Releases the caller's hold while the page goes away: a keepalive DELETE (the api client's fetch
 * would be cut off with the page), with the cookie and the CSRF header the api client sends (`csrfHeaders`).
 */
export function releaseHoldOnUnload(expertId: number): void {
  void fetch(`${API_PREFIX}/${routePath(bookingApi.release, { id: expertId })}`, {
    method: 'DELETE',
    keepalive: true,
    credentials: 'include',
    headers: { Accept: 'application/json', ...csrfHeaders() },
  }).catch(() => {});
}
