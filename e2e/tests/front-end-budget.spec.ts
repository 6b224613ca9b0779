// Issue 16: the compressed JavaScript and CSS of each main route's first load stay within the byte
// budgets of e2e/bench/budgets.ts. Bytes only: times are the bench's (npm run bench -w e2e).
import { expect, test } from '@playwright/test';
import { KB, SHIPPED_BYTE_BUDGETS } from '../bench/budgets.ts';
import { anExpert } from './support/booking.ts';
import {
  COMPRESSED,
  MAIN_ROUTES,
  measureFirstLoad,
  signedInState,
  type Visitor,
} from './support/main-routes.ts';

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

test('each main route loads within its compressed byte budget', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('no baseURL');
  const expertId = await anExpert(request);
  const states = new Map<Visitor, Awaited<ReturnType<typeof signedInState>>>();
  for (const route of MAIN_ROUTES) {
    const path = route.path(expertId);
    let storageState = states.get(route.visitor);
    if (!storageState) {
      storageState = await signedInState(browser, baseURL, route.visitor);
      states.set(route.visitor, storageState);
    }
    // A context per route: an empty cache, as a first visit.
    const context = await browser.newContext({ baseURL, storageState, extraHTTPHeaders: COMPRESSED });
    const load = await measureFirstLoad(context, path);
    await context.close();
    const budget = SHIPPED_BYTE_BUDGETS[route.name];
    expect(load.landedOn, `${route.name}: ${path} opened another page`).toBe(path);
    expect(load.jsBytes, `${route.name}: no script loaded`).toBeGreaterThan(0);
    expect
      .soft(load.jsBytes, `${route.name} (${path}): JS ${kb(load.jsBytes)} over ${kb(budget.jsBytes)}`)
      .toBeLessThanOrEqual(budget.jsBytes);
    expect
      .soft(load.cssBytes, `${route.name} (${path}): CSS ${kb(load.cssBytes)} over ${kb(budget.cssBytes)}`)
      .toBeLessThanOrEqual(budget.cssBytes);
  }
});
