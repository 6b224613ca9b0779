import { createApiClient, type Locale } from 'shared-contracts';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = { status?: number; body: unknown };
type Handler = (request: FakeRequest) => Answer | Promise<Answer>;

/**
 * An api client on the real createApiClient whose fetch answers from a route table (method + path
 * under /api/v1), recording every call.
 */
export function fakeApi(routes: Record<string, Handler>, locale: Locale = 'en') {
  const calls: FakeRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: FakeRequest = {
      method: request.method,
      path: url.pathname.replace(/^\/api\/v1\//, ''),
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    const answer = handler ? await handler(call) : { status: 404, body: { message: 'Not found.' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  // Node's Request needs absolute URLs (a browser resolves against the page).
  const api = createApiClient({
    baseUrl: window.location.origin,
    fetch: fetch as typeof globalThis.fetch,
    locale: () => locale,
  });
  return { api, calls };
}

export const ok = (data: unknown, message?: string): Answer => ({
  body: { data, ...(message ? { message } : {}) },
});
