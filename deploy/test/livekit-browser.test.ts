import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, launchChromium, openVideoPage, servePage } from '../local/livekit/browser/harness.ts';
import { type LiveKitStandIn, startLiveKitStandIn } from '../local/livekit/server.ts';
import { joinToken, TEST_KEY, TEST_SECRET } from './livekit-tokens.ts';

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
    expect(await call(alice, 'join', server.url, await joinToken('meeting-1', 'alice'))).toBe('ok');
    expect(await call(bob, 'join', server.url, await joinToken('meeting-1', 'bob'))).toBe('ok');

    for (const [viewer, other] of [
      [alice, 'bob'],
      [bob, 'alice'],
    ] as const) {
      const seen = await until(
        () => call(viewer, 'observe'),
        (o) =>
          (o.remoteVideo?.frames ?? 0) > 5 && (o.remoteVideo?.width ?? 0) > 0 && o.remoteAudioPackets > 0,
      );
      expect(seen.remoteIdentities).toEqual([other]);
      expect(seen.remoteVideo?.height).toBeGreaterThan(0);
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
    expect(await call(stranger, 'join', server.url, await joinToken('meeting-2', 'alice'))).toBe('ok');
    const seen = await call(stranger, 'observe');
    expect(seen.remoteIdentities).toEqual([]);
    expect(server.rooms.get('meeting-1')?.participants.size).toBe(2);
    await call(stranger, 'leave');
    await stranger.context().close();
  }, 30_000);

  it('refuses expired and forged tokens', async () => {
    const stranger = await openVideoPage(browser, page.url);
    const expired = await joinToken('meeting-1', 'carol', { ttl: -60 });
    expect(await call(stranger, 'join', server.url, expired)).toMatch(/^refused/);
    const forged = await joinToken('meeting-1', 'carol', { secret: 'someone-else-secret-of-32-characters!' });
    expect(await call(stranger, 'join', server.url, forged)).toMatch(/^refused/);
    expect([...(server.rooms.get('meeting-1')?.participants.keys() ?? [])].sort()).toEqual(['alice', 'bob']);
    await stranger.context().close();
  }, 30_000);
});
