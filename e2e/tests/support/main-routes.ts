// The product's main routes as a visitor first opens them (empty cache), and what that first load
// costs: the compressed JavaScript and CSS bytes and the requests. The front-end bench prints them;
// the byte-budget suite holds them to e2e/bench/budgets.ts.
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import { signUp } from './customers.ts';
import { actAndHydrate } from './hydration.ts';
import { signInDemoExpertByApi } from './meetings.ts';

export type Visitor = 'guest' | 'customer' | 'expert';

export interface MainRoute {
  /** The row's name in the bench's table and the budgets file. */
  readonly name: string;
  readonly visitor: Visitor;
  /** The path opened; `expertId` is the demo expert's. */
  path(expertId: number): string;
}

export const MAIN_ROUTES = [
  { name: 'guest search', visitor: 'guest', path: () => '/experts/search' },
  { name: 'guest expert page', visitor: 'guest', path: (id: number) => `/experts/${id}` },
  { name: 'customer home', visitor: 'customer', path: () => '/customer/app' },
  { name: 'customer expert page', visitor: 'customer', path: (id: number) => `/customer/app/experts/${id}` },
  { name: 'booking', visitor: 'customer', path: (id: number) => `/customer/app/experts/${id}/booking` },
  { name: 'customer meetings', visitor: 'customer', path: () => '/customer/app/meetings' },
  { name: 'expert studio home', visitor: 'expert', path: () => '/experts/app' },
] as const satisfies readonly MainRoute[];

export type RouteName = (typeof MAIN_ROUTES)[number]['name'];

/**
 * What a browser that takes brotli asks for. Chromium offers `br` to secure origins only, and the
 * runner is plain http on localhost: without this header it would send the gzip copies.
 */
export const COMPRESSED = { 'accept-encoding': 'br, gzip' };

/** The cookies of `visitor` signed in (a new customer, or the demo expert), for fresh contexts. */
export async function signedInState(
  browser: Browser,
  baseURL: string,
  visitor: Visitor,
): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const context = await browser.newContext({ baseURL });
  try {
    if (visitor !== 'guest') {
      const page = await context.newPage();
      if (visitor === 'customer') await signUp(page);
      else await signInDemoExpertByApi(page);
    }
    return await context.storageState();
  } finally {
    await context.close();
  }
}

export interface FirstLoad {
  /** The path the page ended on (a sign-in page if the visitor was not let in). */
  landedOn: string;
  /**
   * Response bodies as transferred (compressed), of scripts and of stylesheets, once the visitor
   * has first acted (a server-rendered page loads its app then).
   */
  jsBytes: number;
  cssBytes: number;
  /** The scripts' bytes before the visitor acts: what a server-rendered page costs to read. */
  jsBeforeActBytes: number;
  /** Every request the page made until the network was idle (websockets aside). */
  requests: number;
  /** The page's language as drawn (`<html lang>`). */
  lang: string;
}

async function bodyBytes(request: Request): Promise<number> {
  return (await request.sizes()).responseBodySize;
}

/** Nothing on the page still loading: the shell drawn, and no loader or skeleton left. */
const BUSY = '[aria-busy="true"], .mantine-Loader-root, .mantine-Skeleton-root';
const QUIET_MS = 500;
const SETTLE_TIMEOUT_MS = 30_000;

/**
 * Opens `path` in a new page of `context` (give it an empty cache), acts once as a visitor would
 * (the pointer moves), and waits until it is drawn and the network has been quiet for half a
 * second: the shell, the remotes it loads for the route and their data. (`networkidle` alone may come while a busy CPU still runs the shell's scripts, before
 * they ask for the route's remote.)
 */
export async function measureFirstLoad(context: BrowserContext, path: string): Promise<FirstLoad> {
  const page: Page = await context.newPage();
  const sized: Promise<{ type: string; bytes: number }>[] = [];
  const inFlight = new Set<Request>();
  let requests = 0;
  let lastActivity = Date.now();
  const settled = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', (request) => {
    requests += 1;
    inFlight.add(request);
    lastActivity = Date.now();
  });
  page.on('requestfailed', settled);
  page.on('requestfinished', (request) => {
    settled(request);
    sized.push(bodyBytes(request).then((bytes) => ({ type: request.resourceType(), bytes })));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const beforeAct = await Promise.all(sized);
  await actAndHydrate(page, SETTLE_TIMEOUT_MS);
  await page.waitForFunction(
    (busy) => (document.getElementById('root')?.childElementCount ?? 0) > 0 && !document.querySelector(busy),
    BUSY,
    { timeout: SETTLE_TIMEOUT_MS },
  );
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while ((inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < deadline)
    await page.waitForTimeout(100);
  const responses = await Promise.all(sized);
  const sum = (type: string, of = responses) =>
    of.filter((response) => response.type === type).reduce((total, { bytes }) => total + bytes, 0);
  const landedOn = new URL(page.url()).pathname;
  const lang = await page.evaluate(() => document.documentElement.lang);
  await page.close();
  return {
    landedOn,
    jsBytes: sum('script'),
    cssBytes: sum('stylesheet'),
    jsBeforeActBytes: sum('script', beforeAct),
    requests,
    lang,
  };
}
