import type { ApiClient } from '../api-client.ts';
import { type AnyRoute, type RouteAnswer, type RouteInput, routePath } from './route.ts';

type Sent = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  idempotencyKey?: string;
  form?: FormData;
};

/** How the call is sent, beside what the route takes. */
interface CallOptions {
  /** A POST's `Idempotency-Key` (see `idempotentIntent`): the client may then send it again. */
  idempotencyKey?: string;
  /** A multipart POST's fields and files (an upload), sent instead of a JSON body. */
  form?: FormData;
}

/**
 * Calls a declared route through the app's api client: the path built from the params, the query
 * and body as the route declares them; the answer typed from the route's success schema (the api's
 * test runs check every answer against that schema, so the type is the one the api keeps to).
 */
export async function call<R extends AnyRoute>(
  api: ApiClient,
  route: R,
  ...[input]: keyof RouteInput<R> extends never
    ? [input?: RouteInput<R> & CallOptions]
    : [input: RouteInput<R> & CallOptions]
): Promise<RouteAnswer<R>> {
  const { params, query, body, idempotencyKey, form } = (input ?? {}) as Sent;
  const path = routePath(route, params);
  if (form) return (await api.upload(withQuery(path, query), form)) as RouteAnswer<R>;
  // Only what the route takes is passed on (a route without a body sends none).
  const sent = body === undefined ? [] : [body];
  const answer = await (() => {
    switch (route.method) {
      case 'GET':
        return query === undefined ? api.get(path) : api.get(path, query as Parameters<ApiClient['get']>[1]);
      case 'POST':
        return idempotencyKey ? api.post(path, body, { idempotencyKey }) : api.post(path, ...sent);
      case 'PUT':
        return api.put(path, ...sent);
      case 'DELETE':
        return api.delete(path, ...sent);
    }
  })();
  return answer as RouteAnswer<R>;
}

/** A path with its query written out (an upload's, which the client's upload call does not take apart). */
function withQuery(path: string, query: Record<string, unknown> | undefined): string {
  const pairs = Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== null);
  if (pairs.length === 0) return path;
  return `${path}?${new URLSearchParams(pairs.map(([key, value]) => [key, String(value)]))}`;
}
