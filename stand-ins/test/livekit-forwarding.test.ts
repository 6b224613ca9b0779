import { describe, expect, it, vi } from 'vitest';
import { RtpHeader, RtpPacket } from 'werift';
import { TrackForwarder } from '../livekit/forwarding.ts';
import { isVp8KeyFrame } from '../livekit/media.ts';

const KEY = Buffer.from([0x10, 0x00, 0x9d]);
const DELTA = Buffer.from([0x10, 0x01, 0x9d]);
const SSRC: Record<string, number> = { q: 1, h: 2, f: 3 };

function packet(rid: string, sequenceNumber: number, payload: Buffer) {
  return new RtpPacket(
    new RtpHeader({
      ssrc: SSRC[rid] ?? 9,
      sequenceNumber,
      timestamp: sequenceNumber * 3000,
      payloadType: 96,
    }),
    payload,
  );
}

function setUp() {
  let now = 1_000_000;
  const forwarder = new TrackForwarder('video', () => now);
  const receiver = { sendRtcpPLI: vi.fn(async () => {}) };
  for (const rid of ['q', 'h', 'f']) {
    forwarder.attach(receiver as never, { rid, onReceiveRtp: { subscribe: () => {} } } as never);
  }
  const sent: RtpPacket[] = [];
  const sender = {
    onRtcp: { subscribe: () => {} },
    replaceRTP: vi.fn(),
    sendRtp: vi.fn(async (p: RtpPacket) => {
      sent.push(p);
    }),
  };
  return { forwarder, receiver, sender, sent, advance: (ms: number) => (now += ms) };
}

describe('VP8 key frames', () => {
  it('reads the frame tag after the payload descriptor', () => {
    expect(isVp8KeyFrame(KEY)).toBe(true);
    expect(isVp8KeyFrame(DELTA)).toBe(false);
    // Extended descriptor with a 15-bit picture id: the frame tag comes 4 bytes in.
    expect(isVp8KeyFrame(Buffer.from([0x90, 0x80, 0x81, 0x23, 0x00]))).toBe(true);
    expect(isVp8KeyFrame(Buffer.from([0x90, 0x80, 0x81, 0x23, 0x01]))).toBe(false);
    // Not the start of partition 0: never a key frame start.
    expect(isVp8KeyFrame(Buffer.from([0x00, 0x00]))).toBe(false);
    expect(isVp8KeyFrame(Buffer.alloc(0))).toBe(false);
  });
});

describe('simulcast forwarding', () => {
  it('starts a subscriber on a key frame of the highest receiving layer, asking for one at once', () => {
    const { forwarder, receiver, sender, sent } = setUp();
    forwarder.onPacket('q', packet('q', 1, DELTA));
    forwarder.onPacket('h', packet('h', 1, DELTA));
    forwarder.subscribe(sender as never);
    expect(receiver.sendRtcpPLI).toHaveBeenCalledWith(SSRC.h);
    forwarder.onPacket('h', packet('h', 2, DELTA));
    forwarder.onPacket('q', packet('q', 2, KEY));
    expect(sent).toHaveLength(0);
    forwarder.onPacket('h', packet('h', 3, KEY));
    forwarder.onPacket('h', packet('h', 4, DELTA));
    forwarder.onPacket('q', packet('q', 3, DELTA));
    expect(sent.map((p) => p.header.sequenceNumber)).toEqual([3, 4]);
  });

  it('moves up when a higher layer starts, continuing the stream from its key frame', () => {
    const { forwarder, receiver, sender, sent } = setUp();
    forwarder.subscribe(sender as never);
    forwarder.onPacket('q', packet('q', 10, KEY));
    forwarder.onPacket('q', packet('q', 11, DELTA));
    forwarder.onPacket('f', packet('f', 500, DELTA));
    expect(receiver.sendRtcpPLI).toHaveBeenLastCalledWith(SSRC.f);
    forwarder.onPacket('q', packet('q', 12, DELTA));
    forwarder.onPacket('f', packet('f', 501, KEY));
    expect(sender.replaceRTP).toHaveBeenCalledTimes(1);
    forwarder.onPacket('q', packet('q', 13, DELTA));
    // Until the full layer's key frame, the low layer keeps the picture going.
    expect(sent.map((p) => p.header.sequenceNumber)).toEqual([10, 11, 12, 501]);
  });

  it('falls back to a lower layer when the one it forwards stops', () => {
    const { forwarder, sender, sent, advance } = setUp();
    forwarder.subscribe(sender as never);
    forwarder.onPacket('f', packet('f', 1, KEY));
    forwarder.onPacket('q', packet('q', 1, DELTA));
    advance(2000);
    forwarder.onPacket('q', packet('q', 2, KEY));
    expect(sent.map((p) => p.header.ssrc)).toEqual([3, 1]);
  });

  it('strips the publisher header extensions from forwarded packets', () => {
    const { forwarder, sender, sent } = setUp();
    forwarder.subscribe(sender as never);
    const withExtension = packet('q', 1, KEY);
    withExtension.header.extension = true;
    withExtension.header.extensions = [{ id: 4, payload: Buffer.from('q') }];
    forwarder.onPacket('q', withExtension);
    expect(sent[0]?.header.extensions).toEqual([]);
    expect(withExtension.header.extensions).toHaveLength(1);
  });
});
