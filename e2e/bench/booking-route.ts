// npm run bench -w e2e: the JavaScript the booking route adds on top of the shell (and the expert page),
// and the time from clicking Book to a usable step 1, on the demo data, in Debian's Chromium.
// Figures only: nothing here is a test and nothing fails on a slow figure.
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, type CDPSession, type Page, request } from '@playwright/test';
import { launchChromium, machine, progress, runnerFor, timeHeader, timeRow } from './shared.ts';

const HELP = `cd e2e && npx node bench/booking-route.ts [options]   (npm run bench -w e2e runs it, then the room bench)

Starts the product as npm start does (fresh data folder, demo data) unless --url is given, signs a
customer up, opens an expert page and clicks Book, in Debian's Chromium (/usr/bin/chromium).

  --runs N     cold runs, each in a fresh browser context (empty cache)   (default 10)
  --warm N     warm runs in one context, after a first load               (default 5)
  --url URL    measure a runner that is already up (e.g. http://localhost:8080)
  --port N     port of the runner this bench starts (BENCH_PORT, default 8086); its Stripe stand-in
               takes BENCH_STRIPE_PORT (12131), its LiveKit stand-in LIVEKIT_PORT (default 7880, any free)
  --list      also list each script (first cold run)
  --help`;

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    warm: { type: 'string', default: '5' },
    url: { type: 'string' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '8086' },
    list: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  console.log(HELP);
  process.exit(0);
}
const COLD_RUNS = Number(options.runs);
const WARM_RUNS = Number(options.warm);
/** nginx's gzip_comp_level when the configuration sets none (deploy/nginx/marketplace.conf sets none). */
const NGINX_GZIP_LEVEL = 1;

// ---------------------------------------------------------------------------------------------
// What is measured

interface Script {
  url: string;
  /** Bytes on the wire: headers and body as received (encodedDataLength). */
  wire: number;
  /** Body bytes after any content decoding. */
  decoded: number;
  /** The response's Content-Encoding, if any. */
  encoding: string | null;
}

/** Records every script response of a page through the DevTools protocol. */
async function recordScripts(page: Page): Promise<{ take(): Script[]; session: CDPSession }> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  const pending = new Map<
    string,
    { url: string; decoded: number; encoding: string | null; script: boolean }
  >();
  let done: Script[] = [];
  session.on('Network.responseReceived', (event) => {
    const { response, type, requestId } = event;
    const script = type === 'Script' || /javascript/.test(response.mimeType);
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    pending.set(requestId, {
      url: response.url,
      decoded: 0,
      encoding: headers['content-encoding'] ?? null,
      script,
    });
  });
  session.on('Network.dataReceived', (event) => {
    const entry = pending.get(event.requestId);
    if (entry) entry.decoded += event.dataLength;
  });
  session.on('Network.loadingFinished', (event) => {
    const entry = pending.get(event.requestId);
    if (!entry) return;
    pending.delete(event.requestId);
    if (entry.script)
      done.push({
        url: entry.url,
        wire: event.encodedDataLength,
        decoded: entry.decoded,
        encoding: entry.encoding,
      });
  });
  return {
    session,
    take() {
      const taken = done;
      done = [];
      return taken;
    },
  };
}

/** Which part of the product a script belongs to: a remote (its /mf/<folder>/ files) or the shell. */
function partOf(url: string): string {
  const match = /\/mf\/([^/]+)\//.exec(new URL(url).pathname);
  return match?.[1] ?? 'shell';
}

const gzipSizes = new Map<string, number>();
/** The size of the body gzipped as nginx would send it (fetched again from the runner once per URL). */
async function gzipSize(url: string): Promise<number> {
  const known = gzipSizes.get(url);
  if (known !== undefined) return known;
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const size = gzipSync(body, { level: NGINX_GZIP_LEVEL }).length;
  gzipSizes.set(url, size);
  return size;
}

interface Marks {
  /** ms from the Book click: rates, date picker and "Next available" usable. */
  interactive: number;
  /** ms from the Book click: the first hours of the next available date listed. */
  hours: number;
}

/**
 * Clicks Book and times, in the page's own clock, the click event to: step 1 interactive (the rate
 * radios and the date picker enabled, "Next available" offered: its days are loaded), then the
 * first hours listed. Like a user who reacts at once, the page presses "Next available" as soon
 * as it is there (step 1 starts without a date, so hours need one).
 */
async function clickBookAndTime(page: Page): Promise<Marks> {
  await page.evaluate(TIMER_SCRIPT);
  await page.getByRole('link', { name: 'Book', exact: true }).click();
  return page.evaluate(() => (window as unknown as { __bench: Promise<Marks> }).__bench);
}

/**
 * The page side of clickBookAndTime, as plain JavaScript (tsx would add helpers the page lacks):
 * a capture listener stamps the Book click, a MutationObserver checks the step after every change.
 */
const TIMER_SCRIPT = `(() => {
  const started = { at: 0 };
  const marks = {};
  window.__bench = new Promise((resolve) => {
    const enabled = (element) =>
      element instanceof HTMLElement && !element.hasAttribute('disabled') && element.getAttribute('aria-disabled') !== 'true';
    const labelled = (text) =>
      [...document.querySelectorAll('label')].find((label) => (label.textContent || '').trim().replace(/\\s*\\*$/, '') === text);
    const check = () => {
      if (!started.at) return;
      const now = performance.now();
      if (marks.interactive === undefined) {
        const rate = document.querySelector('[role="radiogroup"] input[type="radio"][value]');
        const dateLabel = labelled('Date');
        const dateControl = dateLabel && dateLabel.htmlFor ? document.getElementById(dateLabel.htmlFor) : null;
        const next = [...document.querySelectorAll('button')].find((button) =>
          (button.textContent || '').startsWith('Next available'),
        );
        if (enabled(rate) && enabled(dateControl) && next && enabled(next)) {
          marks.interactive = now - started.at;
          next.click();
        }
      }
      if (marks.interactive !== undefined && marks.hours === undefined) {
        const hour = [...document.querySelectorAll('input[type="radio"]')].find((input) =>
          /^\\d\\d:\\d\\d – \\d\\d:\\d\\d/.test((document.querySelector('label[for="' + input.id + '"]') || {}).textContent || ''),
        );
        if (hour) {
          marks.hours = now - started.at;
          observer.disconnect();
          resolve({ interactive: marks.interactive, hours: marks.hours });
        }
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
    document.addEventListener(
      'click',
      (event) => {
        const link = event.target instanceof Element ? event.target.closest('a') : null;
        if (link && (link.textContent || '').trim() === 'Book') {
          started.at = event.timeStamp;
          queueMicrotask(check);
        }
      },
      { capture: true },
    );
  });
})()`;

interface Run extends Marks {
  beforeBook: Script[];
  afterBook: Script[];
}

/** One measured visit: the expert page fully loaded, then Book until the hours are listed. */
async function measure(context: BrowserContext, expertPath: string): Promise<Run> {
  const page = await context.newPage();
  const recorder = await recordScripts(page);
  await page.goto(expertPath, { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'Book', exact: true }).waitFor();
  const beforeBook = recorder.take();
  const marks = await clickBookAndTime(page);
  // Scripts still arriving for step 1 are counted too (none are expected once the hours show).
  await page.waitForLoadState('networkidle');
  const afterBook = recorder.take();
  await recorder.session.detach();
  await page.close();
  return { ...marks, beforeBook, afterBook };
}

// ---------------------------------------------------------------------------------------------
// The run

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

async function byteTable(title: string, scripts: Script[]) {
  const parts = new Map<string, { files: number; wire: number; decoded: number; gzip: number }>();
  for (const script of scripts) {
    const part = parts.get(partOf(script.url)) ?? { files: 0, wire: 0, decoded: 0, gzip: 0 };
    part.files += 1;
    part.wire += script.wire;
    part.decoded += script.decoded;
    part.gzip += await gzipSize(script.url);
    parts.set(partOf(script.url), part);
  }
  const rows = [...parts.entries()];
  const total = rows.reduce(
    (sum, [, part]) => ({
      files: sum.files + part.files,
      wire: sum.wire + part.wire,
      decoded: sum.decoded + part.decoded,
      gzip: sum.gzip + part.gzip,
    }),
    { files: 0, wire: 0, decoded: 0, gzip: 0 },
  );
  console.log(`\n${title}`);
  if (options.list) {
    for (const script of scripts) {
      const name = new URL(script.url).pathname;
      console.log(
        `    ${name.padEnd(60)}${kib(script.wire).padStart(9)}${kib(await gzipSize(script.url)).padStart(9)}`,
      );
    }
  }
  console.log(
    `  ${'part'.padEnd(14)}${'files'.padStart(6)}${'wire KiB'.padStart(11)}${'decoded KiB'.padStart(13)}${'gzip KiB'.padStart(11)}`,
  );
  for (const [name, part] of [...rows, ['total', total] as const]) {
    console.log(
      `  ${name.padEnd(14)}${String(part.files).padStart(6)}${kib(part.wire).padStart(11)}${kib(part.decoded).padStart(13)}${kib(part.gzip).padStart(11)}`,
    );
  }
}

async function main() {
  const runner = await runnerFor(options.url, Number(options.port));
  let browser: Browser | undefined;
  try {
    // A new customer, signed in through the api; every context starts from its cookies.
    const api = await request.newContext({ baseURL: runner.url });
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
    const registered = await api.post('/api/v1/register', {
      data: {
        first_name: 'Bench',
        last_name: `Customer ${stamp}`,
        email: `bench.${stamp}@bench.test`,
        password: 'bench-secret-pass',
        password_confirmation: 'bench-secret-pass',
        as_expert: false,
        country: 'ES',
        timezone: 'Europe/Madrid',
        phone_number: '+34 600 123 456',
        terms_and_conditions: true,
        social_provider: 'none',
      },
    });
    if (registered.status() !== 201)
      throw new Error(`sign-up failed: ${registered.status()} ${await registered.text()}`);
    const experts = (await (await api.get('/api/v1/experts?per_page=1')).json()) as {
      data: { id: number }[];
    };
    const expertId = experts.data[0]?.id;
    if (expertId === undefined) throw new Error('no expert in the demo data');
    const storageState = await api.storageState();
    await api.dispose();
    const expertPath = `/customer/app/experts/${expertId}`;

    browser = await launchChromium();
    const contextOptions = {
      baseURL: runner.url,
      storageState,
      locale: 'en-US',
      viewport: { width: 1280, height: 900 },
    };

    const cold: Run[] = [];
    for (let run = 1; run <= COLD_RUNS; run += 1) {
      const context = await browser.newContext(contextOptions);
      cold.push(await measure(context, expertPath));
      await context.close();
      progress(`cold run ${run}/${COLD_RUNS}`);
    }
    const warm: Run[] = [];
    const warmContext = await browser.newContext(contextOptions);
    await measure(warmContext, expertPath); // fills the cache
    for (let run = 1; run <= WARM_RUNS; run += 1) {
      warm.push(await measure(warmContext, expertPath));
      progress(`warm run ${run}/${WARM_RUNS}`);
    }
    await warmContext.close();
    progress('');

    const first = cold[0];
    if (!first) throw new Error('no cold run');
    const encodings = new Set(
      [...first.beforeBook, ...first.afterBook].map((script) => script.encoding ?? 'none'),
    );
    console.log(
      `Booking route bench: ${runner.url}${expertPath} as a signed-in customer, Chromium ${browser.version()}`,
    );
    console.log(`${COLD_RUNS} cold runs (fresh context each), ${WARM_RUNS} warm; ${machine()}`);
    console.log(
      `Content-Encoding of the scripts as served: ${[...encodings].join(', ')}. wire = bytes received (headers and body, encodedDataLength); ` +
        `decoded = body; gzip = body gzipped at level ${NGINX_GZIP_LEVEL}, as deploy/nginx would send it.`,
    );
    await byteTable(
      'JavaScript of the expert page (the shell and mf-discovery), before Book, cold:',
      first.beforeBook,
    );
    await byteTable('JavaScript added by Book until step 1 shows its first hours, cold:', first.afterBook);
    const differing = cold.filter((run) => run.afterBook.length !== first.afterBook.length).length;
    if (differing > 0)
      console.log(`  (${differing} cold run(s) loaded another number of scripts after Book)`);
    const warmScripts = warm.reduce(
      (sum, run) => sum + run.afterBook.reduce((bytes, script) => bytes + script.wire, 0),
      0,
    );
    console.log(
      `  warm runs: ${kib(warmScripts / Math.max(1, warm.length))} KiB of script bytes on the wire after Book per run (from the cache)`,
    );

    console.log('\nTime from the Book click, ms (page clock):');
    timeHeader();
    timeRow(
      'step 1 interactive, cold',
      cold.map((run) => run.interactive),
    );
    timeRow(
      'first hours listed, cold',
      cold.map((run) => run.hours),
    );
    timeRow(
      'step 1 interactive, warm',
      warm.map((run) => run.interactive),
    );
    timeRow(
      'first hours listed, warm',
      warm.map((run) => run.hours),
    );
  } finally {
    await browser?.close();
    await runner.stop();
  }
}

await main();
