// npm run bench -w e2e (after the booking and room benches): per main route, the compressed JS and
// CSS and the requests of a first load, and LCP and TBT of a Lighthouse mobile run, against the
// targets of budgets.ts; rows over a target are marked. Figures only: nothing here fails on them.
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import { type Browser, request } from '@playwright/test';
import lighthouse from 'lighthouse';
import { anExpert } from '../tests/support/booking.ts';
import {
  COMPRESSED,
  type FirstLoad,
  MAIN_ROUTES,
  measureFirstLoad,
  signedInState,
  type Visitor,
} from '../tests/support/main-routes.ts';
import { KB, TARGETS } from './budgets.ts';
import { launchChromium, machine, percentile, progress, runnerFor } from './shared.ts';

const HELP = `cd e2e && npx node bench/front-end.ts [options]   (npm run bench -w e2e runs it last)

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

/** A port free now, for Chromium's DevTools endpoint (Lighthouse connects to it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

interface Paint {
  lcpMs: number;
  tbtMs: number;
}

/** One Lighthouse mobile run (performance only) of `url` in the browser on `port`. */
async function lighthouseRun(url: string, port: number, cookie: string): Promise<Paint> {
  const result = await lighthouse(url, {
    port,
    hostname: '127.0.0.1',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: cookie ? { ...COMPRESSED, cookie } : COMPRESSED,
  });
  const audits = result?.lhr.audits;
  const failure = result?.lhr.runtimeError?.message;
  if (!audits || failure) throw new Error(`Lighthouse on ${url}: ${failure ?? 'no result'}`);
  return {
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
  };
}

interface Row extends FirstLoad, Paint {
  name: string;
  path: string;
}

const COLUMNS = [
  { title: 'JS KB', width: 9, target: TARGETS.jsBytes / KB, of: (row: Row) => row.jsBytes / KB },
  { title: 'CSS KB', width: 9, target: TARGETS.cssBytes / KB, of: (row: Row) => row.cssBytes / KB },
  { title: 'requests', width: 10, target: undefined, of: (row: Row) => row.requests },
  { title: 'LCP ms', width: 9, target: TARGETS.lcpMs, of: (row: Row) => row.lcpMs },
  { title: 'TBT ms', width: 9, target: TARGETS.tbtMs, of: (row: Row) => row.tbtMs },
] as const;

function printTable(rows: Row[]) {
  const nameWidth = Math.max(...rows.map((row) => row.name.length), 'budget'.length) + 2;
  const cells = (values: string[]) =>
    values.map((value, index) => value.padStart(COLUMNS[index]?.width ?? 9)).join('');
  console.log(`  ${'route'.padEnd(nameWidth)}${cells(COLUMNS.map((column) => column.title))}   path`);
  console.log(
    `  ${'budget'.padEnd(nameWidth)}${cells(COLUMNS.map((column) => (column.target === undefined ? '' : `≤ ${column.target}`)))}`,
  );
  for (const row of rows) {
    const over = COLUMNS.filter((column) => column.target !== undefined && column.of(row) > column.target);
    const values = COLUMNS.map((column) => {
      const value = column.of(row);
      const text = Number.isNaN(value) ? '—' : value.toFixed(column.title.endsWith('KB') ? 1 : 0);
      return over.includes(column) ? `✗ ${text}` : text;
    });
    const mark =
      over.length > 0 ? ` ✗ over: ${over.map((column) => column.title.split(' ')[0]).join(', ')}` : '';
    console.log(`  ${row.name.padEnd(nameWidth)}${cells(values)}   ${row.path}${mark}`);
  }
}

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
      const paints: Paint[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1)
        paints.push(await lighthouseRun(`${runner.url}${path}`, debuggingPort, cookie));
      rows.push({
        name: route.name,
        path,
        ...load,
        lcpMs: percentile(
          paints.map((paint) => paint.lcpMs),
          50,
        ),
        tbtMs: percentile(
          paints.map((paint) => paint.tbtMs),
          50,
        ),
      });
    }
    progress('');
    console.log(`\nFront-end bench: ${runner.url}, Chromium ${browser.version()}; ${machine()}`);
    console.log(
      `First load (empty cache, Accept-Encoding: br, gzip): JS and CSS = response bodies as transferred, KB = 1,000 bytes; ` +
        `LCP and TBT: Lighthouse mobile (simulated throttling), median of ${LIGHTHOUSE_RUNS} run(s). ✗ = over the budget (bench/budgets.ts).`,
    );
    printTable(rows);
  } finally {
    await browser?.close();
    await runner.stop();
  }
}

await main();
