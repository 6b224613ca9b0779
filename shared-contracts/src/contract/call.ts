import type { ApiClient } from '../api-client.ts';
import { type AnyRoute, type RouteAnswer, type RouteInput, routePath } from './route.ts';

type Sent = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/**
 * Calls a declared route through the app's api client: the path built from the params, the query
 * and body as the route declares them; the answer typed from the route's success schema (the api's
 * test runs check every answer against that schema, so the type is the one the api keeps to).
 */
export async function call<R extends AnyRoute>(
  api: ApiClient,
  route: R,
  ...[input]: keyof RouteInput<R> extends never ? [input?: RouteInput<R>] : [input: RouteInput<R>]
): Promise<RouteAnswer<R>> {
  const { params, query, body } = (input ?? {}) as Sent;
  const path = routePath(route, params);
  // Only what the route takes is passed on (a route without a body sends none).
  const sent = body === undefined ? [] : [body];
  const answer = await (() => {
    switch (route.method) {
      case 'GET':
        return api.get(path, query as Parameters<ApiClient['get']>[1]);
      case 'POST':
        return api.post(path, ...sent);
      case 'PUT':
        return api.put(path, ...sent);
      case 'DELETE':
        return api.delete(path, ...sent);
    }
  })();
  return answer as RouteAnswer<R>;
}
