import type { Browser, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, launchChromium, openVideoPage, servePage } from '../livekit/browser/harness.ts';
import { type LiveKitStandIn, startLiveKitStandIn } from '../livekit/index.ts';
import { joinToken, TEST_KEY, TEST_SECRET } from '../livekit/testing/index.ts';

const ROOM = 'meeting-reconnect';

let server: LiveKitStandIn;
let page: { url: string; close(): Promise<void> };
let browser: Browser;
let alice: Page;
let bob: Page;

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

/** Alice's signalling sockets go through Playwright, so the test can cut them as a lost network would. */
async function signallingOf(target: Page) {
  const open = new Set<WebSocketRoute>();
  await target.routeWebSocket(/\/rtc(\?|$)/, (socket) => {
    socket.connectToServer();
    open.add(socket);
    socket.onClose(() => open.delete(socket));
  });
  return {
    async drop() {
      const sockets = [...open];
      open.clear();
      await Promise.all(sockets.map((socket) => socket.close({ code: 4000, reason: 'network down' })));
    },
  };
}

const observe = (target: Page) => call(target, 'observe');
const cameraFrames = (observed: Awaited<ReturnType<typeof observe>>) =>
  observed.remoteVideoBySource.camera?.frames ?? 0;

/** The sid of the camera track `identity` publishes now. */
function cameraSid(identity: string): string | undefined {
  const tracks = server.rooms.get(ROOM)?.participants.get(identity)?.tracks.values() ?? [];
  return [...tracks].find((track) => track.forwarder.kind === 'video')?.info.sid;
}

/** The page shows the remote camera track `sid` (any, without one), and its frames keep coming. */
async function cameraPlaying(target: Page, sid?: string) {
  const shown = await until(
    () => observe(target),
    (o) => (sid === undefined || o.remoteVideoBySource.camera?.sid === sid) && cameraFrames(o) > 0,
  );
  await until(
    () => observe(target),
    (o) =>
      o.remoteVideoBySource.camera?.sid === shown.remoteVideoBySource.camera?.sid &&
      cameraFrames(o) > cameraFrames(shown) + 10,
  );
}

beforeAll(async () => {
  server = await startLiveKitStandIn({ apiKey: TEST_KEY, apiSecret: TEST_SECRET, port: 0 });
  page = await servePage();
  browser = await launchChromium();
  [alice, bob] = await Promise.all([openVideoPage(browser, page.url), openVideoPage(browser, page.url)]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await page?.close();
  await server?.close();
});

describe('a client whose signalling connection drops', () => {
  it('comes back into the room, and each side receives the other’s camera again', async () => {
    const network = await signallingOf(alice);
    expect(await call(alice, 'join', server.url, await joinToken(ROOM, 'user-1'))).toBe('ok');
    expect(await call(bob, 'join', server.url, await joinToken(ROOM, 'user-2'))).toBe('ok');
    await cameraPlaying(bob);
    await cameraPlaying(alice);
    const before = server.rooms.get(ROOM)?.participants.get('user-1')?.sid;

    await network.drop();
    // Back in the room under the same identity, publishing its camera and microphone again.
    await until(
      async () => server.rooms.get(ROOM)?.participants.get('user-1'),
      (participant) =>
        participant !== undefined && participant.sid !== before && participant.tracks.size === 2,
    );
    // Bob receives the new camera track and it plays; Alice gets Bob's camera playing again.
    await cameraPlaying(bob, cameraSid('user-1'));
    expect((await observe(bob)).remoteSources).toEqual(['camera', 'microphone']);
    await cameraPlaying(alice, cameraSid('user-2'));
    expect(server.rooms.get(ROOM)?.participants.size).toBe(2);
    expect((await observe(alice)).disconnected).toBeUndefined();
  }, 120_000);
});
