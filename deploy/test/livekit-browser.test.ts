import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, loadConfig, scheduleRoomClosure, VideoRooms } from 'api';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { type LiveKitStandIn, startLiveKitStandIn } from 'stand-ins/livekit';
import { call, launchChromium, openVideoPage, servePage } from 'stand-ins/livekit/browser';
import { joinToken, TEST_KEY, TEST_SECRET } from 'stand-ins/livekit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let rooms: VideoRooms;
const ROOM = VideoRooms.roomName(1);

/** A token as the api issues it for a meeting participant. */
function meetingToken(userId: number) {
  return rooms.accessToken({
    roomName: ROOM,
    userId,
    name: `User ${userId}`,
    validUntil: new Date(Date.now() + 600_000),
    now: new Date(),
  });
}

let server: LiveKitStandIn;
/** The api, whose job queue closes a meeting's room at its end time. */
let app: FastifyInstance;
let dataDir: string;
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
  dataDir = mkdtempSync(path.join(tmpdir(), 'livekit-browser-'));
  const env = { LIVEKIT_URL: server.url, LIVEKIT_API_KEY: TEST_KEY, LIVEKIT_API_SECRET: TEST_SECRET };
  app = await buildApp({ ...loadConfig(env), dataDir, seedDemoData: false, logLevel: 'silent' });
  await app.ready();
  await rooms.openRoom(ROOM);
  page = await servePage();
  browser = await launchChromium();
  [alice, bob] = await Promise.all([openVideoPage(browser, page.url), openVideoPage(browser, page.url)]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await page?.close();
  await app?.close();
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
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
    expect(received.messages).toEqual([{ from: 'user-1', text: 'hello from alice' }]);
    expect((await call(alice, 'observe')).messages).toEqual([{ from: 'user-1', text: 'hello from alice' }]);
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

  it('at the end time the api closes the meeting and the server disconnects both browsers', async () => {
    const room = VideoRooms.roomName(3);
    await rooms.openRoom(room);
    // The pages open first: on a busy machine that alone can take seconds of the meeting's time.
    const [customer, expert] = await Promise.all([
      openVideoPage(browser, page.url),
      openVideoPage(browser, page.url),
    ]);
    const endsAt = new Date(Date.now() + 8000);
    await scheduleRoomClosure(app, room, endsAt);
    for (const [viewer, userId] of [
      [customer, 1],
      [expert, 2],
    ] as const) {
      const token = await rooms.accessToken({
        roomName: room,
        userId,
        name: `User ${userId}`,
        validUntil: endsAt,
        now: new Date(),
      });
      expect(await call(viewer, 'join', server.url, token)).toBe('ok');
    }
    await until(
      () => call(customer, 'observe'),
      (o) => o.remoteIdentities.includes('user-2'),
    );
    expect((await call(expert, 'observe')).disconnected).toBeUndefined();

    for (const viewer of [customer, expert]) {
      const { disconnected } = await until(
        () => call(viewer, 'observe'),
        (o) => o.disconnected !== undefined,
        endsAt.getTime() - Date.now() + 5000,
      );
      expect(disconnected?.reason).toBe('PARTICIPANT_REMOVED');
      expect(disconnected?.at).toBeGreaterThanOrEqual(endsAt.getTime());
      expect(disconnected?.at).toBeLessThan(endsAt.getTime() + 4000);
    }
    await until(
      async () => server.rooms.get(room) !== undefined,
      (open) => !open,
      3000,
    );
    await customer.context().close();
    await expert.context().close();
  }, 30_000);
});
