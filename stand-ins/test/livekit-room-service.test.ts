import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LeaveRequest } from '@livekit/protocol';
import { RoomServiceClient, type WebhookEvent, WebhookReceiver } from 'livekit-server-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveKitStandIn, startLiveKitStandIn } from '../livekit/server.ts';
import { SignalClient } from '../livekit/testing/signal-client.ts';
import { joinToken, TEST_KEY, TEST_SECRET } from '../livekit/testing/tokens.ts';

let server: LiveKitStandIn;
let hooks: Server;
let rooms: RoomServiceClient;
const events: WebhookEvent[] = [];
const refusedHooks: string[] = [];
const clients: SignalClient[] = [];

beforeAll(async () => {
  const receiver = new WebhookReceiver(TEST_KEY, TEST_SECRET);
  hooks = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    try {
      events.push(await receiver.receive(body, request.headers.authorization));
      response.end('ok');
    } catch (error) {
      refusedHooks.push((error as Error).message);
      response.writeHead(401).end();
    }
  });
  await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/hooks`;
  server = await startLiveKitStandIn({
    apiKey: TEST_KEY,
    apiSecret: TEST_SECRET,
    port: 0,
    webhookUrls: [hookUrl],
    roomDefaults: { departureTimeoutSeconds: 0 },
  });
  rooms = new RoomServiceClient(server.url, TEST_KEY, TEST_SECRET);
});

afterAll(async () => {
  for (const client of clients) client.close();
  await server.close();
  await new Promise<void>((resolve) => hooks.close(() => resolve()));
});

async function joinAs(room: string, identity: string) {
  const client = await SignalClient.connect(server.url, await joinToken(room, identity));
  clients.push(client);
  await client.next('join');
  return client;
}

function eventsFor(room: string) {
  return events
    .filter((event) => event.room?.name === room)
    .map((event) => `${event.event}:${event.participant?.identity ?? ''}`);
}

describe('RoomService over Twirp, as RoomServiceClient calls it', () => {
  it('creates, lists and deletes rooms', async () => {
    const created = await rooms.createRoom({ name: 'svc-room', emptyTimeout: 60, maxParticipants: 2 });
    expect(created.name).toBe('svc-room');
    expect(created.sid).toMatch(/^RM_/);
    expect(created.maxParticipants).toBe(2);
    expect((await rooms.listRooms()).map((room) => room.name)).toContain('svc-room');
    expect((await rooms.listRooms(['svc-room'])).map((room) => room.name)).toEqual(['svc-room']);
    await rooms.deleteRoom('svc-room');
    expect(await rooms.listRooms(['svc-room'])).toEqual([]);
    await expect(rooms.deleteRoom('svc-room')).rejects.toMatchObject({ status: 404 });
  });

  it('lists and removes participants; the removed client is told to leave', async () => {
    const alice = await joinAs('people-room', 'alice');
    await joinAs('people-room', 'bob');
    const listed = await rooms.listParticipants('people-room');
    expect(listed.map((participant) => participant.identity).sort()).toEqual(['alice', 'bob']);
    await rooms.removeParticipant('people-room', 'alice');
    const leave = await alice.next('leave');
    expect(leave.canReconnect).toBe(false);
    expect((await rooms.listParticipants('people-room')).map((participant) => participant.identity)).toEqual([
      'bob',
    ]);
    await expect(rooms.removeParticipant('people-room', 'nobody')).rejects.toMatchObject({ status: 404 });
  });

  it('deleting a room disconnects everyone in it', async () => {
    const carol = await joinAs('end-room', 'carol');
    await rooms.deleteRoom('end-room');
    await carol.next('leave');
    expect(server.rooms.get('end-room')).toBeUndefined();
  });

  it('refuses calls without a valid token or without the grant', async () => {
    const forged = new RoomServiceClient(server.url, TEST_KEY, 'a-different-secret-of-32-characters!!');
    await expect(forged.listRooms()).rejects.toMatchObject({ status: 401 });
    const response = await fetch(`${server.url.replace('ws', 'http')}/twirp/livekit.RoomService/ListRooms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await joinToken('x', 'y')}` },
      body: '{}',
    });
    expect(response.status).toBe(403);
  });
});

describe('webhooks', () => {
  it('posts room_started, participant_joined, participant_left and room_finished, verifiable by WebhookReceiver', async () => {
    const dave = await joinAs('hook-room', 'dave');
    const erin = await joinAs('hook-room', 'erin');
    erin.send({ case: 'leave', value: new LeaveRequest({}) });
    await dave.next('update', (update) => update.participants.some((p) => p.identity === 'erin'));
    dave.close();
    const expected = [
      'room_started:',
      'participant_joined:dave',
      'participant_joined:erin',
      'participant_left:erin',
      'participant_left:dave',
      'room_finished:',
    ];
    const deadline = Date.now() + 5000;
    while (eventsFor('hook-room').length < expected.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(eventsFor('hook-room')).toEqual(expected);
    expect(refusedHooks).toEqual([]);
  });
});
