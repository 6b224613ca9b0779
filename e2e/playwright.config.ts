import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8085);
/**
 * A product already running (a remote's pipeline against the live shell, e2e/pipeline): the suites
 * use it instead of starting one; E2E_DATA_DIR must then name its data folder.
 */
const LIVE_URL = process.env.E2E_LIVE_URL;
const BASE_URL = LIVE_URL ?? `http://localhost:${PORT}`;
/**
 * A version to preview in every browser the suites open (`mf_booking@0.2.0-ab12cd34`): a remote's
 * candidate, listed for previews only, tested against the live shell before it takes traffic.
 */
const PREVIEW = process.env.E2E_PREVIEW;
const REPO_ROOT = path.resolve(import.meta.dirname, '..');

if (LIVE_URL && !process.env.E2E_DATA_DIR)
  throw new Error('E2E_LIVE_URL needs E2E_DATA_DIR (the product’s data folder)');
// One fresh data folder per run, made by the main process; workers load this file again and inherit it.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  // The server is stopped before the main process exits, so the folder is no longer in use here.
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

// The LiveKit stand-in on a port and with a secret of this run, so suites can ask its room service
// (support/video.ts) whether a meeting's room is still open. The port follows E2E_PORT (8085 →
// 17880), so runs on other ports do not meet on it.
process.env.E2E_LIVEKIT_PORT ??= String(PORT + 9795);
// The local OpenID provider (social login) likewise: 8085 → 17905.
process.env.E2E_OIDC_PORT ??= String(PORT + 9820);
process.env.E2E_LIVEKIT_SECRET ??= 'e2e-livekit-secret-of-at-least-32-characters';

/** Suites that move the api's test clock (`*.clock.spec.ts`): they run after all the others. */
const MOVES_THE_CLOCK = /\.clock\.spec\.ts$/;
/**
 * The video-call suites (`room*.spec.ts`): each drives two or three browsers through the LiveKit
 * stand-in, which forwards their media in this process's machine. Two at once starve a 2-core
 * machine (frames stop arriving, pages stall), so they run one at a time after the others.
 */
const VIDEO_CALLS = /(^|\/)room(-[a-z]+)?\.spec\.ts$/;
/**
 * The suites that release remotes under the running product (canaries, previews, broken versions,
 * a remote using more than the shell's shared copies): while one runs, pages depend on the visitor
 * and some versions fail on purpose, and a remote has one canary at a time, so they run alone, one
 * at a time, after the others.
 */
const RELEASES = /(^|\/)(remote-releases|trimmed-shared)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // Moving the api's clock (support/clock.ts) would expire other suites' holds and shift their
  // hours, so the suites that move it run once every other suite is done, one at a time (one
  // suite's move would end another's meeting). One of them alone: --project clock --no-deps
  // (a call suite: --project calls --no-deps).
  projects: [
    { name: 'product', testIgnore: [MOVES_THE_CLOCK, VIDEO_CALLS, RELEASES] },
    { name: 'releases', testMatch: RELEASES, dependencies: ['product'], workers: 1 },
    { name: 'calls', testMatch: VIDEO_CALLS, dependencies: ['releases'], workers: 1 },
    { name: 'clock', testMatch: MOVES_THE_CLOCK, dependencies: ['calls'], workers: 1 },
    // Last: what the browsers of every suite reported to the Content-Security-Policy's report-uri.
    { name: 'reports', testMatch: /\.check\.ts$/, dependencies: ['clock'] },
  ],
  use: {
    baseURL: BASE_URL,
    ...(PREVIEW
      ? {
          storageState: {
            cookies: [
              {
                name: 'mf_preview',
                value: encodeURIComponent(PREVIEW),
                domain: new URL(BASE_URL).hostname,
                path: '/',
                expires: -1,
                httpOnly: false,
                secure: false,
                sameSite: 'Lax' as const,
              },
            ],
            origins: [],
          },
        }
      : {}),
    browserName: 'chromium',
    headless: true,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
    // Traces keep DOM snapshots and drop the screencast: its frames cost a third of the suites' CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser of its own here.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: LIVE_URL
    ? undefined
    : {
        // Exactly what a user runs: builds what is stale, migrates, seeds, serves everything on one port.
        command: 'npm start',
        cwd: REPO_ROOT,
        url: `${BASE_URL}/api/v1/health`,
        // The Stripe stand-in on a port of its own, so a developer's `npm start` can keep running.
        // TEST_CLOCK=1: a test start (only here), the api's clock moved by POST /api/v1/test/clock.
        env: {
          PORT: String(PORT),
          DATA_DIR: process.env.E2E_DATA_DIR,
          STRIPE_PORT: process.env.E2E_STRIPE_PORT ?? '12121',
          LIVEKIT_PORT: process.env.E2E_LIVEKIT_PORT,
          LIVEKIT_API_SECRET: process.env.E2E_LIVEKIT_SECRET,
          OIDC_PORT: process.env.E2E_OIDC_PORT,
          TEST_CLOCK: '1',
          // The suites sign many customers and experts up from this one address at once.
          SIGNUP_RATE_LIMIT: '10000',
        },
        reuseExistingServer: false,
        timeout: 600_000,
        stdout: 'pipe',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      },
});
