// npm run bench -w e2e (after the booking and room benches): per main route, the compressed JS and
// CSS and the requests of a first load, and LCP and TBT of a Lighthouse mobile run, against the
// targets of budgets.ts; rows over a target are marked. Figures only: nothing here fails on them.
import { parseArgs } from 'node:util';
import { type Browser, request } from '@playwright/test';
import { anExpert } from '../tests/support/booking.ts';
import {
  COMPRESSED,
  type FirstLoad,
  MAIN_ROUTES,
  measureFirstLoad,
  signedInState,
  type Visitor,
} from '../tests/support/main-routes.ts';
import { type BudgetColumn, printBudgetTable } from './budget-table.ts';
import { KB, TARGETS } from './budgets.ts';
import { freePort, type LighthouseFigures, lighthouseRun, medianFigures } from './lighthouse-run.ts';
import { launchChromium, machine, progress, runnerFor } from './shared.ts';

const HELP = `cd e2e && npx node bench/front-end.ts [options]   (npm run bench -w e2e runs it before the guest pages)

Starts the product as npm start does (fresh data folder, demo data) unless --url is given, and opens
each main route in Debian's Chromium (/usr/bin/chromium): bytes and requests from a first load
(empty cache, Accept-Encoding: br, gzip), LCP and TBT from Lighthouse's mobile run (simulated
throttling), signed in as the route's visitor (a new customer, or the demo expert).

  --runs N     Lighthouse runs per route; the median is shown       (default 1)
  --url URL    measure a runner that is already up (e.g. http://localhost:8080)
  --port N     port of the runner this bench starts (BENCH_FRONT_END_PORT, default 8088); its
               Stripe stand-in takes BENCH_STRIPE_PORT (12131)
  --help`;

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    url: { type: 'string' },
    port: { type: 'string', default: process.env.BENCH_FRONT_END_PORT ?? '8088' },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  console.log(HELP);
  process.exit(0);
}
const LIGHTHOUSE_RUNS = Math.max(1, Number(options.runs));

interface Row extends FirstLoad {
  name: string;
  path: string;
  lcpMs: number;
  tbtMs: number;
}

const COLUMNS: readonly BudgetColumn<Row>[] = [
  {
    title: 'JS KB',
    width: 9,
    digits: 1,
    budget: { limit: TARGETS.jsBytes / KB },
    of: (row) => row.jsBytes / KB,
  },
  {
    title: 'CSS KB',
    width: 9,
    digits: 1,
    budget: { limit: TARGETS.cssBytes / KB },
    of: (row) => row.cssBytes / KB,
  },
  { title: 'requests', width: 10, digits: 0, of: (row) => row.requests },
  { title: 'LCP ms', width: 9, digits: 0, budget: { limit: TARGETS.lcpMs }, of: (row) => row.lcpMs },
  { title: 'TBT ms', width: 9, digits: 0, budget: { limit: TARGETS.tbtMs }, of: (row) => row.tbtMs },
];

async function main() {
  const runner = await runnerFor(options.url, Number(options.port));
  let browser: Browser | undefined;
  try {
    const api = await request.newContext({ baseURL: runner.url });
    const expertId = await anExpert(api);
    await api.dispose();
    const debuggingPort = await freePort();
    browser = await launchChromium([`--remote-debugging-port=${debuggingPort}`]);
    const states = new Map<Visitor, Awaited<ReturnType<typeof signedInState>>>();
    const rows: Row[] = [];
    for (const route of MAIN_ROUTES) {
      progress(route.name);
      const path = route.path(expertId);
      let storageState = states.get(route.visitor);
      if (!storageState) {
        storageState = await signedInState(browser, runner.url, route.visitor);
        states.set(route.visitor, storageState);
      }
      const context = await browser.newContext({
        baseURL: runner.url,
        storageState,
        extraHTTPHeaders: COMPRESSED,
        locale: 'en-US',
      });
      const load = await measureFirstLoad(context, path);
      await context.close();
      if (load.landedOn !== path) throw new Error(`${route.name}: ${path} ended on ${load.landedOn}`);
      const cookie = storageState.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
      const runs: LighthouseFigures[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1)
        runs.push(await lighthouseRun(`${runner.url}${path}`, debuggingPort, cookie));
      const { lcpMs, tbtMs } = medianFigures(runs);
      rows.push({ name: route.name, path, ...load, lcpMs, tbtMs });
    }
    progress('');
    console.log(`\nFront-end bench: ${runner.url}, Chromium ${browser.version()}; ${machine()}`);
    console.log(
      `First load (empty cache, Accept-Encoding: br, gzip): JS and CSS = response bodies as transferred, KB = 1,000 bytes; ` +
        `LCP and TBT: Lighthouse mobile (simulated throttling), median of ${LIGHTHOUSE_RUNS} run(s). ✗ = over the budget (bench/budgets.ts).`,
    );
    printBudgetTable(rows, COLUMNS);
  } finally {
    await browser?.close();
    await runner.stop();
  }
}

await main();
