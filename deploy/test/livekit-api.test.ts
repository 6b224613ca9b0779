import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, loadConfig, roomEvents, scheduleRoomClosure, VideoRooms } from 'api';
import type { FastifyInstance } from 'fastify';
import { type LiveKitStandIn, startLiveKitStandIn } from 'stand-ins/livekit';
import { SignalClient, TEST_KEY, TEST_SECRET } from 'stand-ins/livekit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: LiveKitStandIn;
let app: FastifyInstance;
let dataDir: string;
const webhookUrls: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'livekit-api-'));
  server = await startLiveKitStandIn({ apiKey: TEST_KEY, apiSecret: TEST_SECRET, port: 0, webhookUrls });
  const env = {
    LIVEKIT_URL: server.url,
    LIVEKIT_API_KEY: TEST_KEY,
    LIVEKIT_API_SECRET: TEST_SECRET,
    // Off the clock's moves, it is real time: the first test waits for a real end.
    TEST_CLOCK: '1',
  };
  app = await buildApp({ ...loadConfig(env), dataDir, seedDemoData: false, logLevel: 'silent' });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  webhookUrls.push(`${address}/api/v1/video/webhooks`);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function eventsOf(room: string): Promise<string[]> {
  const events = await roomEvents(app.db, room);
  return events.map((row) => `${row.event}:${row.participantIdentity ?? ''}`);
}

describe('the api drives the stand-in through livekit-server-sdk', () => {
  it('admits both participants with their tokens, then removes them and closes the room at the end', async () => {
    const rooms = new VideoRooms({ url: server.url, apiKey: TEST_KEY, apiSecret: TEST_SECRET });
    const roomName = VideoRooms.roomName(77);
    await rooms.openRoom(roomName);
    const endsAt = new Date(Date.now() + 2000);
    const tokens = await Promise.all(
      [1, 2].map((userId) =>
        rooms.accessToken({ roomName, userId, name: `User ${userId}`, validUntil: endsAt, now: new Date() }),
      ),
    );
    const customer = await SignalClient.connect(server.url, tokens[0] ?? '');
    expect((await customer.next('join')).room?.maxParticipants).toBe(2);
    const expert = await SignalClient.connect(server.url, tokens[1] ?? '');
    expect((await expert.next('join')).otherParticipants.map((p) => p.identity)).toEqual(['user-1']);

    await scheduleRoomClosure(app, roomName, endsAt);
    await Promise.all([customer.next('leave', () => true, 6000), expert.next('leave', () => true, 6000)]);
    // The participants are removed first, then the room is deleted.
    const deadline = Date.now() + 3000;
    while (server.rooms.get(roomName) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(server.rooms.get(roomName)).toBeUndefined();

    await server.webhooks.flush();
    const events = await eventsOf(roomName);
    expect(events[0]).toBe('room_started:');
    expect(events.filter((e) => e.startsWith('participant_joined')).sort()).toEqual([
      'participant_joined:user-1',
      'participant_joined:user-2',
    ]);
    expect(events.filter((e) => e.startsWith('participant_left')).sort()).toEqual([
      'participant_left:user-1',
      'participant_left:user-2',
    ]);
    expect(events.at(-1)).toBe('room_finished:');
  }, 20_000);

  it('closing a room that is already gone counts as done', async () => {
    const rooms = new VideoRooms({ url: server.url, apiKey: TEST_KEY, apiSecret: TEST_SECRET });
    await expect(rooms.closeRoom(VideoRooms.roomName(404))).resolves.toBeUndefined();
  });

  it("ends the room when the api's test clock is moved past the meeting's end", async () => {
    const rooms = new VideoRooms({ url: server.url, apiKey: TEST_KEY, apiSecret: TEST_SECRET });
    const roomName = VideoRooms.roomName(78);
    await rooms.openRoom(roomName);
    const endsAt = new Date(app.clock().getTime() + 60 * 60_000);
    const tokens = await Promise.all(
      [1, 2].map((userId) =>
        rooms.accessToken({ roomName, userId, name: `User ${userId}`, validUntil: endsAt, now: app.clock() }),
      ),
    );
    const customer = await SignalClient.connect(server.url, tokens[0] ?? '');
    await customer.next('join');
    const expert = await SignalClient.connect(server.url, tokens[1] ?? '');
    await expert.next('join');
    await scheduleRoomClosure(app, roomName, endsAt);

    const left = Promise.all([
      customer.next('leave', () => true, 6000),
      expert.next('leave', () => true, 6000),
    ]);
    const moved = await app.inject({
      method: 'POST',
      url: '/api/v1/test/clock',
      payload: { at: new Date(endsAt.getTime() + 1000).toISOString() },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.jobs_run).toBeGreaterThanOrEqual(1);
    // The closure ran before the move answered: both are out and the room is gone.
    await left;
    expect(server.rooms.get(roomName)).toBeUndefined();
  }, 20_000);
});
