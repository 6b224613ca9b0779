import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { type AnyRoute, API_PREFIX, type RouteAnswer, type RouteInput, routePath } from 'shared-contracts';

type Sent = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/**
 * Calls a route declared in shared-contracts as a test's browser-less client does, expecting its
 * success: the answer typed from the route's schema (the api, started for e2e, records any answer
 * that breaks it; csp-and-answers.check.ts fails the run on one).
 */
export async function callRoute<R extends AnyRoute>(
  request: APIRequestContext,
  route: R,
  input: RouteInput<R> = {} as RouteInput<R>,
  headers: Record<string, string> = {},
): Promise<RouteAnswer<R>> {
  const { params, query, body } = input as Sent;
  const sentQuery = Object.fromEntries(
    Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== null),
  ) as Record<string, string | number | boolean>;
  const answer = await request.fetch(`${API_PREFIX}/${routePath(route, params)}`, {
    method: route.method,
    params: sentQuery,
    headers,
    ...(body === undefined ? {} : { data: body }),
  });
  expect(answer.ok(), `${route.method} ${route.path}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as RouteAnswer<R>;
}
