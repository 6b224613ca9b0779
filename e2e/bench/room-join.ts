// npm run bench -w e2e (after the booking route's): the time from clicking 'Join call' in the video
// room to the first frame of the other side's video, through the UI, in Debian's Chromium against
// the LiveKit stand-in of npm start. Figures only: nothing here fails on a slow figure.
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { anExpert } from '../tests/support/booking.ts';
import { saveVisa, signUp } from '../tests/support/customers.ts';
import { bookMeeting, signInDemoExpertByApi } from '../tests/support/meetings.ts';
import { launchChromium, machine, progress, runnerFor, timeHeader, timeRow } from './shared.ts';

const HELP = `cd e2e && npx node bench/room-join.ts [options]   (npm run bench -w e2e runs it after the booking bench)

Starts the product as npm start does (fresh data folder, demo data) unless --url is given; a new
customer books the demo expert through the api; the expert joins the meeting's room in one browser
context (a fake camera publishing), then the customer, in a fresh context each run, opens the room,
goes to the hair check, clicks 'Join call' and waits for the expert's first video frame, then leaves.

  --runs N     joins, each in a fresh customer context                     (default 8)
  --url URL    measure a runner that is already up (e.g. http://localhost:8080)
  --port N     port of the runner this bench starts (BENCH_ROOM_PORT, default 8087)
  --help`;

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '8' },
    url: { type: 'string' },
    port: { type: 'string', default: process.env.BENCH_ROOM_PORT ?? '8087' },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  console.log(HELP);
  process.exit(0);
}
const RUNS = Number(options.runs);
/** A join whose first remote frame has not come by then is counted as missed, not as a figure. */
const FRAME_TIMEOUT_MS = 60_000;

/**
 * The page side, as plain JavaScript (tsx would add helpers the page lacks): a capture listener
 * stamps the 'Join call' click (event.timeStamp, the page's performance clock); a MutationObserver
 * waits for the remote <video> (data-testid remote-video) and asks it for requestVideoFrameCallback,
 * whose first call (a decoded frame presented) stamps performance.now().
 */
const TIMER_SCRIPT = `(() => {
  window.__roomBench = new Promise((resolve) => {
    let started = 0;
    let watched = null;
    const watch = () => {
      const video = document.querySelector('video[data-testid="remote-video"]');
      if (!started || !video || video === watched) return;
      watched = video;
      video.requestVideoFrameCallback((_now, frame) => {
        if (watched !== video) return;
        observer.disconnect();
        resolve({ ms: performance.now() - started, width: frame.width, height: frame.height });
      });
    };
    const observer = new MutationObserver(watch);
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener(
      'click',
      (event) => {
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        if (!started && button && (button.textContent || '').trim() === 'Join call') {
          started = event.timeStamp;
          queueMicrotask(watch);
        }
      },
      { capture: true },
    );
  });
})()`;

interface Join {
  ms: number;
  width: number;
  height: number;
}

/** From the room's start screen through the hair check (camera preview playing) to 'Join call'. */
async function toHairCheck(page: Page, roomPath: string) {
  await page.goto(roomPath);
  await page.getByRole('button', { name: 'Click to start a call' }).click();
  await page.getByRole('heading', { name: 'Check your camera and microphone' }).waitFor();
  await page.waitForFunction(
    () => (document.querySelector('video[aria-label="Your camera"]') as HTMLVideoElement | null)?.videoWidth,
  );
}

/** One measured join in a fresh context; null when no remote frame came in time. */
async function measureJoin(context: BrowserContext, roomPath: string): Promise<Join | null> {
  const page = await context.newPage();
  try {
    await toHairCheck(page, roomPath);
    await page.evaluate(TIMER_SCRIPT);
    await page.getByRole('button', { name: 'Join call' }).click();
    const join = await Promise.race([
      page.evaluate(() => (window as unknown as { __roomBench: Promise<Join> }).__roomBench),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), FRAME_TIMEOUT_MS)),
    ]);
    // Leave as a person would: the Leave button, back to the start screen.
    await page.getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('button', { name: 'Click to start a call' }).waitFor();
    return join;
  } finally {
    await page.close();
  }
}

async function main() {
  const runner = await runnerFor(options.url, Number(options.port));
  let browser: Browser | undefined;
  try {
    browser = await launchChromium([
      '--use-fake-device-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ]);
    const contextOptions = {
      baseURL: runner.url,
      locale: 'en-US',
      viewport: { width: 1280, height: 900 },
      permissions: ['camera', 'microphone'],
    };

    // A new customer books the demo expert through the api (the room opens before the start).
    const setup = await browser.newContext(contextOptions);
    const setupPage = await setup.newPage();
    await signUp(setupPage);
    await saveVisa(setupPage);
    const meeting = await bookMeeting(setupPage, await anExpert(setupPage.request), 1);
    const storageState = await setup.storageState();
    await setup.close();

    // The demo expert joins and stays: the remote participant publishing a (fake) camera.
    const expertContext = await browser.newContext(contextOptions);
    const expert = await expertContext.newPage();
    await signInDemoExpertByApi(expert);
    await toHairCheck(expert, `/experts/app/meetings/room/${meeting.id}`);
    await expert.getByRole('button', { name: 'Join call' }).click();
    await expert.getByRole('toolbar', { name: 'Call controls' }).waitFor();

    const roomPath = `/customer/app/meetings/room/${meeting.id}`;
    const joins: Join[] = [];
    let missed = 0;
    for (let run = 1; run <= RUNS; run += 1) {
      const context = await browser.newContext({ ...contextOptions, storageState });
      const join = await measureJoin(context, roomPath);
      await context.close();
      if (join) joins.push(join);
      else missed += 1;
      progress(`join ${run}/${RUNS}`);
    }
    await expertContext.close();
    progress('');

    console.log(`\nRoom join bench: ${runner.url}${roomPath} as the customer, Chromium ${browser.version()}`);
    console.log(`${RUNS} joins (fresh context each, the demo expert already in the call); ${machine()}`);
    const sizes = [...new Set(joins.map((join) => `${join.width}x${join.height}`))].join(', ');
    console.log(
      `First remote frame = first requestVideoFrameCallback of the remote <video> (frame ${sizes || 'none'}), ` +
        `from the 'Join call' click event, both in the page's performance.now() clock.`,
    );
    if (missed > 0)
      console.log(`  (${missed} join(s) had no remote frame within ${FRAME_TIMEOUT_MS / 1000} s)`);
    console.log("\nTime from the 'Join call' click, ms (page clock):");
    timeHeader();
    if (joins.length > 0)
      timeRow(
        'first remote video frame',
        joins.map((join) => join.ms),
      );
  } finally {
    await browser?.close();
    await runner.stop();
  }
}

await main();
