import { VideoRooms } from 'api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, launchChromium, openVideoPage, servePage } from '../local/livekit/browser/harness.ts';
import { type LiveKitStandIn, startLiveKitStandIn } from '../local/livekit/server.ts';
import { joinToken, TEST_KEY, TEST_SECRET } from './livekit-tokens.ts';

let rooms: VideoRooms;
const ROOM = VideoRooms.roomName(1);

/** A token as the api issues it for a meeting participant. */
function meetingToken(userId: number) {
  return rooms.accessToken({
    roomName: ROOM,
    userId,
    name: `User ${userId}`,
    validUntil: new Date(Date.now() + 600_000),
  });
}

let server: LiveKitStandIn;
let page: { url: string; close(): Promise<void> };
let browser: Browser;
let alice: Page;
let bob: Page;

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

beforeAll(async () => {
  server = await startLiveKitStandIn({ apiKey: TEST_KEY, apiSecret: TEST_SECRET, port: 0 });
  rooms = new VideoRooms({ url: server.url, apiKey: TEST_KEY, apiSecret: TEST_SECRET });
  await rooms.openRoom(ROOM);
  page = await servePage();
  browser = await launchChromium();
  [alice, bob] = await Promise.all([openVideoPage(browser, page.url), openVideoPage(browser, page.url)]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await page?.close();
  await server?.close();
});

describe('two browsers in one room through the stand-in', () => {
  it('each sees and hears the other, and a chat message crosses', async () => {
    expect(await call(alice, 'join', server.url, await meetingToken(1))).toBe('ok');
    expect(await call(bob, 'join', server.url, await meetingToken(2))).toBe('ok');

    for (const [viewer, other] of [
      [alice, 'user-2'],
      [bob, 'user-1'],
    ] as const) {
      const seen = await until(
        () => call(viewer, 'observe'),
        (o) =>
          (o.remoteVideo?.frames ?? 0) > 5 && (o.remoteVideo?.width ?? 0) > 0 && o.remoteAudioPackets > 0,
      );
      expect(seen.remoteIdentities).toEqual([other]);
      expect(seen.remoteVideo?.height).toBeGreaterThan(0);
      expect(seen.videoDecoded.frames).toBeGreaterThan(0);
    }

    await call(alice, 'sendChat', 'hello from alice');
    const received = await until(
      () => call(bob, 'observe'),
      (o) => o.messages.length > 0,
    );
    expect(received.messages).toEqual(['hello from alice']);
  }, 60_000);

  it('a token for another room does not reach this room', async () => {
    const stranger = await openVideoPage(browser, page.url);
    expect(await call(stranger, 'join', server.url, await joinToken('meeting-2', 'user-1'))).toBe('ok');
    const seen = await call(stranger, 'observe');
    expect(seen.remoteIdentities).toEqual([]);
    expect(server.rooms.get(ROOM)?.participants.size).toBe(2);
    await call(stranger, 'leave');
    await stranger.context().close();
  }, 30_000);

  it('refuses expired and forged tokens', async () => {
    const stranger = await openVideoPage(browser, page.url);
    const expired = await joinToken(ROOM, 'user-3', { ttl: -60 });
    expect(await call(stranger, 'join', server.url, expired)).toMatch(/^refused/);
    const forged = await joinToken(ROOM, 'user-3', { secret: 'someone-else-secret-of-32-characters!' });
    expect(await call(stranger, 'join', server.url, forged)).toMatch(/^refused/);
    expect([...(server.rooms.get(ROOM)?.participants.keys() ?? [])].sort()).toEqual(['user-1', 'user-2']);
    await stranger.context().close();
  }, 30_000);

  it('ending the meeting from the api disconnects both browsers', async () => {
    await rooms.closeRoom(ROOM);
    for (const viewer of [alice, bob]) {
      await until(
        () => call(viewer, 'observe'),
        (o) => o.disconnected,
        5000,
      );
    }
    expect(server.rooms.get(ROOM)).toBeUndefined();
  }, 15_000);
});
