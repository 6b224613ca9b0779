import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { AccessToken, TokenVerifier } from 'livekit-server-sdk';
import { API_PREFIX, paths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, videoRoomEvents } from '../src/db/schema/index.ts';
import { createJobQueue, retryDelayMs } from '../src/jobs/index.ts';
import { defineRoomClosures, ROOM_CLOSE_JOB, scheduleRoomClosure } from '../src/video/closures.ts';
import { VideoRoomError, VideoRooms } from '../src/video/rooms.ts';
import { startTestApi, type TestApi } from './harness.ts';

const KEY = 'video-test-key';
const SECRET = 'video-test-secret-of-at-least-32-chars';
/** The api's clock, which the room closures follow (not the database's). */
let now = new Date('2031-03-03T10:00:00Z');
const clock = () => new Date(now);
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi(
    {
      seedDemoData: false,
      jobPollMs: 0,
      livekitUrl: 'wss://video.example.test',
      livekitApiKey: KEY,
      livekitApiSecret: SECRET,
    },
    { clock },
  );
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
        now: new Date(),
      }),
    ).rejects.toBeInstanceOf(VideoRoomError);
  });
});

describe('room closures', () => {
  const MINUTE = 60_000;
  const at = (minutes: number) => new Date(Date.parse('2031-03-03T10:00:00Z') + minutes * MINUTE);
  const closed: string[] = [];
  let failing = new Set<string>();
  beforeAll(() => {
    api.app.rooms.closeRoom = async (name: string) => {
      if (failing.has(name)) throw new Error('video server unreachable');
      closed.push(name);
    };
  });
  const closureOf = async (roomName: string) => {
    const [row] = await api.app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, ROOM_CLOSE_JOB), eq(jobs.key, roomName)));
    return row;
  };

  it("closes a room at its meeting's end on the api's clock, once; a failed close is retried", async () => {
    now = at(0);
    await scheduleRoomClosure(api.app, 'meeting-due', at(10));
    await scheduleRoomClosure(api.app, 'meeting-later', at(60));
    await scheduleRoomClosure(api.app, 'meeting-flaky', at(10));
    failing = new Set(['meeting-flaky']);
    await api.app.jobs.runDue();
    expect(closed).toEqual([]);

    now = at(10);
    await api.app.jobs.runDue();
    expect(closed).toEqual(['meeting-due']);
    expect(await closureOf('meeting-due')).toBeUndefined();
    const flaky = await closureOf('meeting-flaky');
    expect(flaky).toMatchObject({ attempts: 1, lastError: 'video server unreachable', deadAt: null });
    expect(flaky?.runAt.getTime()).toBe(now.getTime() + retryDelayMs(1, 10_000, 3_600_000));
    // Closed ones never again; the failed one waits for its retry.
    await api.app.jobs.runDue();
    expect(closed).toEqual(['meeting-due']);

    failing = new Set();
    now = new Date((flaky?.runAt ?? now).getTime());
    await api.app.jobs.runDue();
    expect(closed).toEqual(['meeting-due', 'meeting-flaky']);
    expect((await closureOf('meeting-later'))?.runAt).toEqual(at(60));
    now = at(60);
    await api.app.jobs.runDue();
    expect(closed).toEqual(['meeting-due', 'meeting-flaky', 'meeting-later']);
  });

  it('moves a planned closure when the meeting is extended', async () => {
    closed.length = 0;
    now = at(100);
    await scheduleRoomClosure(api.app, 'meeting-extended', at(130));
    await scheduleRoomClosure(api.app, 'meeting-extended', at(145));
    now = at(130);
    await api.app.jobs.runDue();
    expect(closed).toEqual([]);
    now = at(145);
    await api.app.jobs.runDue();
    expect(closed).toEqual(['meeting-extended']);
  });

  it('closes each room once when several api instances run the queue', async () => {
    closed.length = 0;
    now = at(200);
    // A second instance: its own queue over the same database and clock.
    const other = createJobQueue({ db: api.app.db, clock, pollMs: 0 });
    defineRoomClosures({ jobs: other, rooms: api.app.rooms });
    const rooms = Array.from({ length: 12 }, (_, n) => `meeting-crowd-${n}`);
    for (const room of rooms) await scheduleRoomClosure(api.app, room, at(230));
    now = at(230);
    await Promise.all([api.app.jobs.runDue(), other.runDue(), api.app.jobs.runDue(), other.runDue()]);
    expect([...closed].sort()).toEqual([...rooms].sort());
    await other.stop();
  });
});
