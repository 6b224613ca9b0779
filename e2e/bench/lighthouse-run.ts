// One Lighthouse run of a page, as the front-end benches take it: the default (mobile) settings,
// simulated throttling, performance only, in a Chromium the bench launched with a DevTools port.
import { createServer } from 'node:net';
import type { Browser } from '@playwright/test';
import lighthouse from 'lighthouse';
import { COMPRESSED } from '../tests/support/main-routes.ts';
import { percentile } from './shared.ts';

/** A port free now, for Chromium's DevTools endpoint (Lighthouse connects to it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export interface LighthouseFigures {
  /** The performance category's score, 0–100. */
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** One Lighthouse mobile run of `url` in the browser on `port`; `cookie` is sent as a header. */
export async function lighthouseRun(url: string, port: number, cookie = ''): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    hostname: '127.0.0.1',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: cookie ? { ...COMPRESSED, cookie } : COMPRESSED,
  });
  const lhr = result?.lhr;
  const failure = lhr?.runtimeError?.message;
  if (!lhr || failure) throw new Error(`Lighthouse on ${url}: ${failure ?? 'no result'}`);
  const figure = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const score = lhr.categories.performance?.score;
  return {
    performance: typeof score === 'number' ? score * 100 : Number.NaN,
    fcpMs: figure('first-contentful-paint'),
    lcpMs: figure('largest-contentful-paint'),
    tbtMs: figure('total-blocking-time'),
    cls: figure('cumulative-layout-shift'),
  };
}

/** The median of each figure over `runs`. */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const median = (key: keyof LighthouseFigures) =>
    percentile(
      runs.map((run) => run[key]),
      50,
    );
  return {
    performance: median('performance'),
    fcpMs: median('fcpMs'),
    lcpMs: median('lcpMs'),
    tbtMs: median('tbtMs'),
    cls: median('cls'),
  };
}

/**
 * Sets the cookies of Chromium's default context, where Lighthouse opens its pages, for `url`
 * (none clears them). A cookie sent as a header alone reaches the server but not the page's
 * `document.cookie`, where the shell reads the chosen language.
 */
export async function setLighthouseCookies(browser: Browser, url: string, cookies: Record<string, string>) {
  const session = await browser.newBrowserCDPSession();
  try {
    await session.send('Storage.clearCookies', {});
    const list = Object.entries(cookies).map(([name, value]) => ({ name, value, url }));
    if (list.length > 0) await session.send('Storage.setCookies', { cookies: list });
  } finally {
    await session.detach();
  }
}
