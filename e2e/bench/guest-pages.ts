// npm run bench -w e2e (last): per guest page and language, Lighthouse's mobile figures and the
// compressed JS of a first load (before the visitor acts, and the app loaded at the first act)
// against the guest budgets of budgets.ts (rows over one are marked),
// then the server's time to answer each page's HTML at 10 connections. Figures only: nothing fails.
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import type { Locale } from 'shared-contracts';
import { COMPRESSED, type FirstLoad, measureFirstLoad } from '../tests/support/main-routes.ts';
import { type BudgetColumn, printBudgetTable } from './budget-table.ts';
import { GUEST_TARGETS, KIB } from './budgets.ts';
import { demoIds, GUEST_LANGUAGES, GUEST_ROUTES } from './guest-routes.ts';
import {
  freePort,
  type LighthouseFigures,
  lighthouseRun,
  medianFigures,
  setLighthouseCookies,
} from './lighthouse-run.ts';
import { CONNECTIONS, printRenderTimes, type RenderRow, renderTime } from './render-time.ts';
import { launchChromium, machine, progress, runnerFor } from './shared.ts';

const HELP = `cd e2e && npx node bench/guest-pages.ts [options]   (npm run bench -w e2e runs it last)

Starts the product as npm start does (fresh data folder, demo data) unless --url is given. For each
guest page (home, categories, a category's search, the demo expert's page, terms, the customer
login, sign-up, forgot password, the experts' sign-up) in each language (the locale cookie), as a
guest in Debian's Chromium (/usr/bin/chromium): the compressed JS of a first load (empty cache, Accept-Encoding: br, gzip)
before the visitor acts (JS KiB) and once the first act (the pointer moves) loaded the app (app JS
KiB), and Lighthouse's mobile run (simulated throttling): performance, FCP, LCP, TBT, CLS. Then the time the
server takes to answer each page's HTML, at ${CONNECTIONS} connections for --duration seconds.

  --runs N           Lighthouse runs per page; the median is shown            (default 1)
  --languages LIST   languages measured, comma-separated                      (default en,es)
  --routes LIST      routes measured by name, comma-separated (e.g. sign-up)  (default all)
  --duration S       seconds of HTML requests per page and language            (default 5)
  --url URL          measure a runner that is already up (e.g. http://localhost:8080)
  --port N           port of the runner this bench starts (BENCH_GUEST_PAGES_PORT, default 8089);
                     its Stripe stand-in takes BENCH_STRIPE_PORT (12131)
  --help`;

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    languages: { type: 'string', default: GUEST_LANGUAGES.join(',') },
    routes: { type: 'string' },
    duration: { type: 'string', default: '5' },
    url: { type: 'string' },
    port: { type: 'string', default: process.env.BENCH_GUEST_PAGES_PORT ?? '8089' },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  console.log(HELP);
  process.exit(0);
}
const LIGHTHOUSE_RUNS = Math.max(1, Number(options.runs));
const SECONDS = Math.max(1, Number(options.duration));
const LANGUAGES = options.languages.split(',').map((language) => {
  const known = GUEST_LANGUAGES.find((locale) => locale === language.trim());
  if (!known) throw new Error(`--languages: "${language}" is not one of ${GUEST_LANGUAGES.join(', ')}`);
  return known;
});
const ROUTES = options.routes
  ? options.routes.split(',').map((name) => {
      const known = GUEST_ROUTES.find((route) => route.name === name.trim());
      if (!known)
        throw new Error(
          `--routes: "${name}" is not one of ${GUEST_ROUTES.map((route) => route.name).join(', ')}`,
        );
      return known;
    })
  : GUEST_ROUTES;

interface Row extends FirstLoad, LighthouseFigures {
  name: string;
  path: string;
}

const COLUMNS: readonly BudgetColumn<Row>[] = [
  {
    title: 'perf',
    width: 7,
    digits: 0,
    budget: { limit: GUEST_TARGETS.performance, atLeast: true },
    of: (row) => row.performance,
  },
  { title: 'FCP ms', width: 9, digits: 0, budget: { limit: GUEST_TARGETS.fcpMs }, of: (row) => row.fcpMs },
  { title: 'LCP ms', width: 9, digits: 0, budget: { limit: GUEST_TARGETS.lcpMs }, of: (row) => row.lcpMs },
  { title: 'TBT ms', width: 9, digits: 0, budget: { limit: GUEST_TARGETS.tbtMs }, of: (row) => row.tbtMs },
  { title: 'CLS', width: 9, digits: 3, budget: { limit: GUEST_TARGETS.cls }, of: (row) => row.cls },
  {
    // What the page costs to read: its scripts before the visitor acts.
    title: 'JS KiB',
    width: 10,
    digits: 1,
    budget: { limit: GUEST_TARGETS.jsBytes / KIB },
    of: (row) => row.jsBeforeActBytes / KIB,
  },
  // The app, loaded at the visitor's first act (shown as is).
  { title: 'app JS KiB', width: 11, digits: 1, of: (row) => row.jsBytes / KIB },
];

interface Page {
  name: string;
  path: string;
  language: Locale;
}

/** A guest's first load of `page` and Lighthouse's median over LIGHTHOUSE_RUNS runs. */
async function measurePage(
  browser: Browser,
  baseURL: string,
  debuggingPort: number,
  page: Page,
): Promise<Row> {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: COMPRESSED,
    locale: page.language === 'es' ? 'es-ES' : 'en-US',
  });
  await context.addCookies([{ name: 'locale', value: page.language, url: baseURL }]);
  const load = await measureFirstLoad(context, page.path);
  await context.close();
  const expected = new URL(page.path, baseURL).pathname;
  if (load.landedOn !== expected) throw new Error(`${page.name}: ${page.path} ended on ${load.landedOn}`);
  if (load.lang !== page.language) throw new Error(`${page.name}: drawn in "${load.lang}"`);
  await setLighthouseCookies(browser, baseURL, { locale: page.language });
  const runs: LighthouseFigures[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1)
    runs.push(await lighthouseRun(`${baseURL}${page.path}`, debuggingPort));
  return { name: page.name, path: page.path, ...load, ...medianFigures(runs) };
}

async function main() {
  const runner = await runnerFor(options.url, Number(options.port));
  let browser: Browser | undefined;
  try {
    const ids = await demoIds(runner.url);
    const measured: Page[] = ROUTES.flatMap((route) =>
      LANGUAGES.map((language) => ({ name: `${route.name} (${language})`, path: route.path(ids), language })),
    );
    const debuggingPort = await freePort();
    browser = await launchChromium([`--remote-debugging-port=${debuggingPort}`]);
    const rows: Row[] = [];
    for (const page of measured) {
      progress(page.name);
      rows.push(await measurePage(browser, runner.url, debuggingPort, page));
    }
    const renders: RenderRow[] = [];
    for (const page of measured) {
      progress(`HTML ${page.name}`);
      const time = await renderTime(`${runner.url}${page.path}`, `locale=${page.language}`, SECONDS);
      renders.push({ name: page.name, path: page.path, ...time });
    }
    progress('');
    console.log(`\nGuest pages bench: ${runner.url}, Chromium ${browser.version()}; ${machine()}`);
    console.log(
      `Guest, locale cookie per language. Lighthouse mobile (simulated throttling), median of ${LIGHTHOUSE_RUNS} run(s): ` +
        `performance score, FCP, LCP, TBT, CLS. JS: first load (empty cache, Accept-Encoding: br, gzip), scripts as transferred, ` +
        `KiB = 1,024 bytes. ✗ = past the budget (bench/budgets.ts, GUEST_TARGETS).`,
    );
    printBudgetTable(rows, COLUMNS);
    console.log(
      `\nServer time to answer the HTML (GET, Accept: text/html, Accept-Encoding: br, gzip), ${CONNECTIONS} connections, ` +
        `${SECONDS} s per row (autocannon); failed = non-2xx answers and connection errors:`,
    );
    printRenderTimes(renders);
  } finally {
    await browser?.close();
    await runner.stop();
  }
}

await main();
