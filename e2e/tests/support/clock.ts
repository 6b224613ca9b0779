import { type APIRequestContext, expect, type Page } from '@playwright/test';

/**
 * The api's test clock (TEST_CLOCK=1, which playwright.config.ts's web server sets): real time plus
 * an offset that only grows. Suites that move it are named `*.clock.spec.ts` and run after the
 * others (their own Playwright project), since a move expires holds and shifts hours for everyone.
 */
export interface ClockReading {
  /** The api's now, ISO. */
  now: string;
  /** How far the api's clock stands ahead of real time, in ms. */
  offset_ms: number;
  /** Jobs that fell due by the move and ran before it answered (moves only). */
  jobs_run?: number;
}

const URL = '/api/v1/test/clock';

async function answer(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<ClockReading> {
  expect(response.ok(), `test clock: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: ClockReading }).data;
}

/** The api's now (GET /api/v1/test/clock). */
export async function readClock(request: APIRequestContext): Promise<ClockReading> {
  return answer(await request.get(URL));
}

/** Moves the api's clock forward to `at` (not before its now); due jobs have run when it resolves. */
export async function moveClockTo(
  request: APIRequestContext,
  at: Date | string,
  pages: Page[] = [],
): Promise<ClockReading> {
  const instant = typeof at === 'string' ? at : at.toISOString();
  return follow(await answer(await request.post(URL, { data: { at: instant } })), pages);
}

/**
 * Makes the page's `Date` read the api's now (Playwright's `page.clock`: time then flows and timers
 * run at real pace), so what the page counts down agrees with what the api answers. Call it before
 * the page's first navigation; pass the page to `advanceClock` / `moveClockTo` afterwards.
 */
export async function browserOnApiClock(page: Page): Promise<void> {
  const { now } = await readClock(page.request);
  await page.clock.install({ time: new Date(now) });
}

async function follow(reading: ClockReading, pages: Page[]): Promise<ClockReading> {
  for (const page of pages) await page.clock.setSystemTime(new Date(reading.now));
  return reading;
}
