import {
  AddTrackRequest,
  LeaveRequest,
  LeaveRequest_Action,
  ParticipantInfo_State,
  TrackSource,
  TrackType,
} from '@livekit/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveKitStandIn, startLiveKitStandIn } from '../livekit/server.ts';
import { SignalClient } from '../livekit/testing/signal-client.ts';
import { joinToken, TEST_KEY, TEST_SECRET } from '../livekit/testing/tokens.ts';

let server: LiveKitStandIn;
let http: string;
const open: SignalClient[] = [];

async function join(room: string, identity: string) {
  const client = await SignalClient.connect(server.url, await joinToken(room, identity));
  open.push(client);
  return client;
}

beforeAll(async () => {
  server = await startLiveKitStandIn({ apiKey: TEST_KEY, apiSecret: TEST_SECRET, port: 0 });
  http = server.url.replace('ws://', 'http://');
});

afterAll(async () => {
  for (const client of open) client.close();
  await server.close();
});

describe('HTTP before signalling', () => {
  it('answers /rtc/v1/validate with 404 and CORS so livekit-client falls back to /rtc', async () => {
    const response = await fetch(`${http}/rtc/v1/validate?access_token=x`);
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('validates join tokens on /rtc/validate', async () => {
    const good = await fetch(`${http}/rtc/validate?access_token=${await joinToken('r', 'a')}`);
    expect(good.status).toBe(200);
    const expired = await fetch(
      `${http}/rtc/validate?access_token=${await joinToken('r', 'a', { ttl: -10 })}`,
    );
    expect(expired.status).toBe(401);
    const missing = await fetch(`${http}/rtc/validate`);
    expect(missing.status).toBe(401);
  });

  it('refuses the WebSocket upgrade for a forged or malformed token', async () => {
    const forged = await joinToken('r', 'a', { secret: 'another-secret-that-is-32-characters-long' });
    await expect(SignalClient.connect(server.url, forged)).rejects.toThrow('HTTP 401');
    await expect(SignalClient.connect(server.url, 'not-a-jwt')).rejects.toThrow('HTTP 401');
  });
});

describe('signalling', () => {
  it('answers a join with the participant, the room, the others, ping settings and server info', async () => {
    const alice = await join('sig-room', 'alice');
    const first = await alice.next('join');
    expect(first.participant?.sid).toMatch(/^PA_/);
    expect(first.participant?.identity).toBe('alice');
    expect(first.participant?.permission?.canPublish).toBe(true);
    expect(first.participant?.permission?.canSubscribe).toBe(true);
    expect(first.room?.name).toBe('sig-room');
    expect(first.room?.sid).toMatch(/^RM_/);
    expect(first.otherParticipants).toEqual([]);
    expect(first.subscriberPrimary).toBe(false);
    expect(first.pingInterval).toBeGreaterThan(0);
    expect(first.pingTimeout).toBeGreaterThan(first.pingInterval);
    expect(first.serverInfo?.version).toBeTruthy();

    const bob = await join('sig-room', 'bob');
    const second = await bob.next('join');
    expect(second.otherParticipants.map((p) => p.identity)).toEqual(['alice']);
    const update = await alice.next('update', (u) => u.participants.some((p) => p.identity === 'bob'));
    expect(update.participants[0]?.sid).toBe(second.participant?.sid);
  });

  it('answers ping with pong carrying the same value', async () => {
    const carol = await join('ping-room', 'carol');
    await carol.next('join');
    carol.send({ case: 'ping', value: 1234567n });
    expect(await carol.next('pong')).toBe(1234567n);
  });

  it('publishes an announced track under a TR_ sid and tells the others before any media', async () => {
    const dave = await join('track-room', 'dave');
    await dave.next('join');
    const erin = await join('track-room', 'erin');
    await erin.next('join');
    dave.send({
      case: 'addTrack',
      value: new AddTrackRequest({
        cid: 'client-track-1',
        type: TrackType.VIDEO,
        source: TrackSource.CAMERA,
        width: 640,
        height: 480,
      }),
    });
    const published = await dave.next('trackPublished');
    expect(published.cid).toBe('client-track-1');
    expect(published.track?.sid).toMatch(/^TR_/);
    const seen = await erin.next('update', (u) => u.participants.some((p) => p.tracks.length > 0));
    expect(seen.participants[0]?.tracks[0]?.sid).toBe(published.track?.sid);

    dave.send({ case: 'mute', value: { sid: published.track?.sid ?? '', muted: true } as never });
    const muted = await erin.next('update', (u) => u.participants.some((p) => p.tracks[0]?.muted === true));
    expect(muted.participants[0]?.identity).toBe('dave');
  });

  it('tells the others when someone leaves', async () => {
    const frank = await join('leave-room', 'frank');
    await frank.next('join');
    const grace = await join('leave-room', 'grace');
    await grace.next('join');
    grace.send({ case: 'leave', value: new LeaveRequest({}) });
    const gone = await frank.next('update', (u) =>
      u.participants.some((p) => p.identity === 'grace' && p.state === ParticipantInfo_State.DISCONNECTED),
    );
    expect(gone.participants).toHaveLength(1);
    expect([...(server.rooms.get('leave-room')?.participants.keys() ?? [])]).toEqual(['frank']);
  });

  it('answers a reconnect attempt with a leave asking for a full rejoin', async () => {
    const client = await SignalClient.connect(server.url, await joinToken('resume-room', 'henry'), {
      reconnect: '1',
    });
    open.push(client);
    const leave = await client.next('leave');
    expect(leave.action).toBe(LeaveRequest_Action.RECONNECT);
    expect(server.rooms.get('resume-room')).toBeUndefined();
  });

  it('replaces an earlier connection of the same identity', async () => {
    const first = await join('dup-room', 'ivy');
    await first.next('join');
    const second = await join('dup-room', 'ivy');
    await second.next('join');
    const leave = await first.next('leave');
    expect(leave.canReconnect).toBe(false);
    expect(server.rooms.get('dup-room')?.participants.size).toBe(1);
  });
});
