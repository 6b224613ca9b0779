import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AccessToken, TokenVerifier } from 'livekit-server-sdk';
import { API_PREFIX, paths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoRoomClosures, videoRoomEvents } from '../src/db/schema/index.ts';
import { runDueClosures, scheduleRoomClosure } from '../src/video/closures.ts';
import { VideoRoomError, VideoRooms } from '../src/video/rooms.ts';
import { startTestApi, type TestApi } from './harness.ts';

const KEY = 'video-test-key';
const SECRET = 'video-test-secret-of-at-least-32-chars';
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({
    seedDemoData: false,
    livekitUrl: 'wss://video.example.test',
    livekitApiKey: KEY,
    livekitApiSecret: SECRET,
  });
});
afterAll(async () => api.close());

/** A webhook body as LiveKit posts it (protobuf JSON of a WebhookEvent), signed like LiveKit signs it. */
async function signedWebhook(event: object, secret = SECRET) {
  const body = JSON.stringify(event);
  const token = new AccessToken(KEY, secret);
  token.sha256 = createHash('sha256').update(body).digest('base64');
  return { body, authorization: await token.toJwt() };
}

function postWebhook(body: string, authorization?: string) {
  return fetch(`${api.url}/api/v1/video/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/webhook+json', ...(authorization ? { authorization } : {}) },
    body,
  });
}

function joined(id: string, identity: string) {
  return {
    event: 'participant_joined',
    room: { sid: 'RM_x', name: 'meeting-41' },
    participant: { sid: 'PA_y', identity },
    id,
    createdAt: '1900000000',
  };
}

describe('video config', () => {
  it('tells the browser which LiveKit server to connect to, as configured at run time', async () => {
    const response = await fetch(`${api.url}${API_PREFIX}/${paths.videoConfig}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { url: 'wss://video.example.test' } });
  });
});

describe('video webhooks', () => {
  it('records a signed join once, even when LiveKit delivers it again', async () => {
    const { body, authorization } = await signedWebhook(joined('EV_1', 'user-7'));
    const first = await postWebhook(body, authorization);
    expect(first.status).toBe(200);
    expect((await first.json()).data).toEqual({ recorded: true });
    const again = await postWebhook(body, authorization);
    expect((await again.json()).data).toEqual({ recorded: false });
    const rows = await api.app.db.select().from(videoRoomEvents).where(eq(videoRoomEvents.eventId, 'EV_1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      event: 'participant_joined',
      roomName: 'meeting-41',
      participantIdentity: 'user-7',
      occurredAt: new Date(1_900_000_000 * 1000),
    });
  });

  it('refuses webhooks that are unsigned, signed by another secret or altered', async () => {
    const forged = await signedWebhook(joined('EV_2', 'user-8'), 'another-secret-that-is-32-characters-x');
    expect((await postWebhook(forged.body, forged.authorization)).status).toBe(401);
    const genuine = await signedWebhook(joined('EV_3', 'user-8'));
    expect((await postWebhook(genuine.body.replace('user-8', 'user-9'), genuine.authorization)).status).toBe(
      401,
    );
    expect((await postWebhook(genuine.body)).status).toBe(401);
    expect((await postWebhook('not json', genuine.authorization)).status).toBe(401);
    const rows = await api.app.db
      .select()
      .from(videoRoomEvents)
      .where(eq(videoRoomEvents.participantIdentity, 'user-8'));
    expect(rows).toEqual([]);
  });
});

describe('access tokens', () => {
  const rooms = new VideoRooms({ url: 'ws://unused', apiKey: KEY, apiSecret: SECRET });

  it('lets one user into one room until the meeting ends', async () => {
    const now = new Date();
    const validUntil = new Date(now.getTime() + 45 * 60 * 1000);
    const token = await rooms.accessToken({
      roomName: 'meeting-5',
      userId: 12,
      name: 'Ana',
      validUntil,
      now,
    });
    const claims = await new TokenVerifier(KEY, SECRET).verify(token);
    expect(claims.sub).toBe('user-12');
    expect(claims.video).toMatchObject({
      room: 'meeting-5',
      roomJoin: true,
      canPublish: true,
      canSubscribe: true,
    });
    expect(claims.video?.roomCreate).toBeFalsy();
    expect(claims.video?.roomAdmin).toBeFalsy();
    expect(Math.abs((claims.exp ?? 0) - Math.floor(validUntil.getTime() / 1000))).toBeLessThanOrEqual(1);
  });

  it('issues nothing once the meeting has ended', async () => {
    await expect(
      rooms.accessToken({
        roomName: 'meeting-5',
        userId: 12,
        name: 'Ana',
        validUntil: new Date(Date.now() - 1000),
      }),
    ).rejects.toBeInstanceOf(VideoRoomError);
  });
});

describe('room closures', () => {
  it('closes due rooms once, keeps later ones, and retries a failed close', async () => {
    const db = api.app.db;
    const past = new Date(Date.now() - 1000);
    await scheduleRoomClosure(db, 'meeting-due', past);
    await scheduleRoomClosure(db, 'meeting-later', new Date(Date.now() + 3_600_000));
    await scheduleRoomClosure(db, 'meeting-flaky', past);
    const closed: string[] = [];
    const closeRoom = async (name: string) => {
      if (name === 'meeting-flaky') throw new Error('video server unreachable');
      closed.push(name);
    };
    expect(await runDueClosures(db, closeRoom)).toBe(1);
    expect(closed).toEqual(['meeting-due']);
    // Claimed rows are not taken again until their claim runs out, and closed ones never.
    expect(await runDueClosures(db, closeRoom)).toBe(0);
    const [flaky] = await db
      .select()
      .from(videoRoomClosures)
      .where(eq(videoRoomClosures.roomName, 'meeting-flaky'));
    expect(flaky).toMatchObject({ attempts: 1, lastError: 'video server unreachable', closedAt: null });
    await db
      .update(videoRoomClosures)
      .set({ lockedUntil: past })
      .where(eq(videoRoomClosures.roomName, 'meeting-flaky'));
    expect(await runDueClosures(db, async () => {})).toBe(1);
    const [later] = await db
      .select()
      .from(videoRoomClosures)
      .where(eq(videoRoomClosures.roomName, 'meeting-later'));
    expect(later?.closedAt).toBeNull();
  });

  it('moves a planned closure when the meeting is extended', async () => {
    const db = api.app.db;
    await scheduleRoomClosure(db, 'meeting-extended', new Date(Date.now() - 1000));
    await scheduleRoomClosure(db, 'meeting-extended', new Date(Date.now() + 3_600_000));
    expect(await runDueClosures(db, async () => {})).toBe(0);
  });
});
