import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, launchChromium, openVideoPage, servePage } from '../livekit/browser/harness.ts';
import { type LiveKitStandIn, startLiveKitStandIn } from '../livekit/index.ts';
import { inactiveNotRejected, silentMids, withoutRejectedFromBundle } from '../livekit/sdp.ts';
import { joinToken, TEST_KEY, TEST_SECRET } from '../livekit/testing/index.ts';

const ROOM = 'meeting-screen';

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

describe('which media sections of an offer stopped sending', () => {
  it('reads inactive, recvonly and rejected sections by mid', () => {
    const sdp = [
      'v=0',
      'm=audio 9 UDP/TLS/RTP/SAVPF 111',
      'a=mid:0',
      'a=sendonly',
      'm=video 9 UDP/TLS/RTP/SAVPF 96',
      'a=mid:1',
      'a=inactive',
      'm=video 9 UDP/TLS/RTP/SAVPF 96',
      'a=mid:2',
      'a=recvonly',
      'm=video 0 UDP/TLS/RTP/SAVPF 96',
      'a=mid:3',
      'a=sendonly',
      'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
      'a=mid:4',
      '',
    ].join('\r\n');
    expect([...silentMids(sdp)].sort()).toEqual(['1', '2', '3']);
  });

  it('keeps rejected sections out of the answer’s BUNDLE group', () => {
    const answer = [
      'v=0',
      'a=group:BUNDLE 0 1 2 3',
      'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
      'a=mid:0',
      'm=video 9 UDP/TLS/RTP/SAVPF 96',
      'a=mid:1',
      'm=video 0 UDP/TLS/RTP/SAVPF 96',
      'a=mid:2',
      'm=audio 0 UDP/TLS/RTP/SAVPF 111',
      'a=mid:3',
      '',
    ].join('\r\n');
    expect(withoutRejectedFromBundle(answer)).toContain('a=group:BUNDLE 0 1\r\n');
    const untouched = answer.replace(/m=(video|audio) 0/g, 'm=$1 9');
    expect(withoutRejectedFromBundle(untouched)).toBe(untouched);
  });
});

describe('the subscriber offer after a track was removed', () => {
  it('keeps inactive sections on the discard port, so the BUNDLE tag is never rejected', () => {
    const offer = [
      'v=0',
      'a=group:BUNDLE 0 1 2',
      'm=audio 0 UDP/TLS/RTP/SAVPF 96',
      'a=inactive',
      'a=mid:0',
      'm=video 0 UDP/TLS/RTP/SAVPF 97',
      'a=sendonly',
      'a=mid:1',
      'm=audio 9 UDP/TLS/RTP/SAVPF 96',
      'a=sendonly',
      'a=mid:2',
      '',
    ].join('\r\n');
    const fixed = inactiveNotRejected(offer);
    expect(fixed).toContain('m=audio 9 UDP/TLS/RTP/SAVPF 96\r\na=inactive');
    // A section rejected for another reason than being inactive stays rejected.
    expect(fixed).toContain('m=video 0 UDP/TLS/RTP/SAVPF 97');
    expect(fixed.split('m=audio 9')).toHaveLength(3);
  });
});

describe('screen share through the stand-in', () => {
  it('B receives A’s camera and screen share, each decoding; when A stops sharing, B sees it gone', async () => {
    expect(await call(alice, 'join', server.url, await joinToken(ROOM, 'user-1'))).toBe('ok');
    expect(await call(bob, 'join', server.url, await joinToken(ROOM, 'user-2'))).toBe('ok');
    await call(alice, 'shareScreen', true);

    const both = await until(
      () => call(bob, 'observe'),
      (o) =>
        (o.remoteVideoBySource.camera?.frames ?? 0) > 5 &&
        (o.remoteVideoBySource.screen_share?.frames ?? 0) > 5 &&
        (o.remoteVideoBySource.screen_share?.width ?? 0) > 0,
    );
    expect(both.remoteSources).toEqual(['camera', 'microphone', 'screen_share', 'screen_share_audio']);
    expect(both.remoteVideoBySource.camera?.width).toBeGreaterThan(0);
    expect(both.remoteVideoBySource.screen_share?.height).toBeGreaterThan(0);
    // Frames keep coming on both.
    const later = await until(
      () => call(bob, 'observe'),
      (o) =>
        (o.remoteVideoBySource.camera?.frames ?? 0) > (both.remoteVideoBySource.camera?.frames ?? 0) + 3 &&
        (o.remoteVideoBySource.screen_share?.frames ?? 0) >
          (both.remoteVideoBySource.screen_share?.frames ?? 0) + 3,
    );
    expect(Object.keys(later.remoteVideoBySource).sort()).toEqual(['camera', 'screen_share']);
    const alicesTracks = [...(server.rooms.get(ROOM)?.participants.get('user-1')?.tracks.values() ?? [])];
    expect(alicesTracks.map((track) => track.info.source).sort()).toEqual([1, 2, 3, 4]);

    await call(alice, 'stopScreenShare');
    const gone = await until(
      () => call(bob, 'observe'),
      (o) => !o.remoteSources.includes('screen_share') && o.remoteVideoBySource.screen_share === undefined,
    );
    expect(gone.remoteSources).toEqual(['camera', 'microphone']);
    // The camera goes on.
    const camera = gone.remoteVideoBySource.camera?.frames ?? 0;
    await until(
      () => call(bob, 'observe'),
      (o) => (o.remoteVideoBySource.camera?.frames ?? 0) > camera + 3,
    );
    expect(server.rooms.get(ROOM)?.participants.get('user-1')?.tracks.size).toBe(2);

    // Sharing again works like the first time.
    await call(alice, 'shareScreen');
    await until(
      () => call(bob, 'observe'),
      (o) => (o.remoteVideoBySource.screen_share?.frames ?? 0) > 5,
    );
  }, 120_000);
});
