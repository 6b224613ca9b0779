// npm run bench -w stand-ins: time from connect() to the first decoded remote video frame through the stand-in.
import { AccessToken } from 'livekit-server-sdk';
import { call, launchChromium, openVideoPage, servePage } from './browser/harness.ts';
import { startLiveKitStandIn } from './server.ts';

const JOINS = Number(process.env.BENCH_JOINS || 7);
const apiKey = 'bench';
const apiSecret = 'bench-secret-that-is-at-least-32-chars';

async function token(room: string, identity: string) {
  const grant = new AccessToken(apiKey, apiSecret, { identity, ttl: '5m' });
  grant.addGrant({ room, roomJoin: true, canPublish: true, canSubscribe: true });
  return grant.toJwt();
}

async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('no remote frame in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const server = await startLiveKitStandIn({ apiKey, apiSecret, port: 0 });
const page = await servePage();
const browser = await launchChromium();
const delays: number[] = [];
try {
  for (let round = 1; round <= JOINS; round += 1) {
    const room = `bench-${round}`;
    const publisher = await openVideoPage(browser, page.url);
    await call(publisher, 'join', server.url, await token(room, 'publisher'));
    const viewer = await openVideoPage(browser, page.url);
    const joined = await call(viewer, 'join', server.url, await token(room, 'viewer'));
    if (joined !== 'ok') throw new Error(joined);
    const delay = await waitFor(() => call(viewer, 'firstFrameDelay'), 20_000);
    delays.push(delay);
    console.log(`join ${round}: first remote frame ${delay.toFixed(0)} ms after connect`);
    await publisher.context().close();
    await viewer.context().close();
  }
  console.log(
    `\nconnect → first remote video frame, ${JOINS} joins: median ${median(delays).toFixed(0)} ms ` +
      `(min ${Math.min(...delays).toFixed(0)}, max ${Math.max(...delays).toFixed(0)})`,
  );
} finally {
  await browser.close();
  await page.close();
  await server.close();
}
