import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { jobs } from '../src/db/schema/index.ts';
import { offsetClock } from '../src/marketplace/clock.ts';
import { MEETING_JOBS } from '../src/meetings/lifecycle.ts';
import { ROOM_CLOSE_JOB } from '../src/video/closures.ts';
import { call, registerCustomer, startTestApi, type TestApi } from './harness.ts';
import {
  insertMeeting,
  LIVEKIT_KEY,
  LIVEKIT_SECRET,
  registerExpert,
  tokenClaims,
} from './meetings-fixtures.ts';

const MINUTE = 60_000;

describe('the offset clock', () => {
  it('is real time plus an offset that only moves forward', () => {
    let base = Date.parse('2031-01-01T10:00:00Z');
    const clock = offsetClock(() => new Date(base));
    expect(clock.now().toISOString()).toBe('2031-01-01T10:00:00.000Z');
    expect(clock.advance(90 * MINUTE).toISOString()).toBe('2031-01-01T11:30:00.000Z');
    base += 1000;
    expect(clock.now().toISOString()).toBe('2031-01-01T11:30:01.000Z');
    expect(clock.moveTo(new Date('2031-01-02T00:00:00Z')).toISOString()).toBe('2031-01-02T00:00:00.000Z');
    expect(() => clock.advance(-1)).toThrow('only moves forward');
    expect(() => clock.moveTo(new Date('2031-01-01T12:00:00Z'))).toThrow('only moves forward');
    // The base going back does not take the clock back.
    base -= 60_000;
    expect(clock.now().toISOString()).toBe('2031-01-02T00:00:00.000Z');
    expect(clock.offsetMs()).toBeGreaterThan(0);
  });
});

describe('TEST_CLOCK in the configuration', () => {
  it('is off unless asked for', () => {
    expect(loadConfig({}).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: '1' }).testClock).toBe(true);
  });

  it('refuses a production start, or an https public URL, with a clear message', async () => {
    expect(() => loadConfig({ TEST_CLOCK: '1', NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ TEST_CLOCK: '1', NODE_ENV: 'production' })).toThrow(
      /TEST_CLOCK is for test starts only: refusing to start with NODE_ENV=production/,
    );
    expect(() => loadConfig({ TEST_CLOCK: '1', PUBLIC_URL: 'https://expertia.example' })).toThrow(
      /refusing to start with an https PUBLIC_URL/,
    );
    // A configuration built by hand is checked again when the api is built.
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(buildApp({ ...loadConfig({}), testClock: true, logLevel: 'silent' })).rejects.toThrow(
        ConfigError,
      );
    } finally {
      process.env.NODE_ENV = previous;
    }
    await expect(
      buildApp({
        ...loadConfig({ PUBLIC_URL: 'https://expertia.example' }),
        testClock: true,
        logLevel: 'silent',
      }),
    ).rejects.toThrow(/https PUBLIC_URL/);
  });
});

describe('without TEST_CLOCK', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seedDemoData: false, jobPollMs: 0 });
  });
  afterAll(async () => api.close());

  it('has no test clock route and the OpenAPI document lists none', async () => {
    expect((await call(api, 'POST', 'test/clock', { body: { advance_ms: 60_000 } })).status).toBe(404);
    expect((await call(api, 'GET', 'test/clock')).status).toBe(404);
    expect(api.app.testClock).toBeUndefined();
    const document = (await call(api, 'GET', 'openapi.json')).body as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).filter((path) => path.includes('test'))).toEqual([]);
  });
});

describe('with TEST_CLOCK', () => {
  let api: TestApi;
  const closedRooms: string[] = [];
  beforeAll(async () => {
    api = await startTestApi({
      seedDemoData: false,
      jobPollMs: 0,
      testClock: true,
      livekitUrl: 'wss://video.example.test',
      livekitApiKey: LIVEKIT_KEY,
      livekitApiSecret: LIVEKIT_SECRET,
    });
    api.app.rooms.closeRoom = async (roomName: string) => {
      closedRooms.push(roomName);
    };
  });
  afterAll(async () => api.close());

  it('moves the clock forward by advance_ms or to an instant, never back', async () => {
    const before = Date.now();
    const moved = await call(api, 'POST', 'test/clock', { body: { advance_ms: 2 * 60 * MINUTE } });
    expect(moved.status).toBe(200);
    const data = (moved.body as { data: { now: string; offset_ms: number; jobs_run: number } }).data;
    expect(Date.parse(data.now) - before).toBeGreaterThanOrEqual(2 * 60 * MINUTE);
    expect(data.offset_ms).toBe(2 * 60 * MINUTE);
    expect(api.app.clock().getTime()).toBeGreaterThanOrEqual(Date.parse(data.now));

    const at = new Date(Date.parse(data.now) + 30 * MINUTE).toISOString();
    const to = await call(api, 'POST', 'test/clock', { body: { at } });
    expect(to.status).toBe(200);
    expect((to.body as { data: { now: string } }).data.now >= at).toBe(true);
    const read = await call(api, 'GET', 'test/clock');
    expect((read.body as { data: { now: string } }).data.now >= at).toBe(true);

    expect((await call(api, 'POST', 'test/clock', { body: { at: data.now } })).status).toBe(409);
    expect((await call(api, 'POST', 'test/clock', { body: { advance_ms: -5 } })).status).toBe(422);
    expect((await call(api, 'POST', 'test/clock', { body: {} })).status).toBe(422);
    expect((await call(api, 'POST', 'test/clock', { body: { at: 'tomorrow' } })).status).toBe(422);
    expect((await call(api, 'POST', 'test/clock', { body: { advance_ms: '5' } })).status).toBe(422);
  });

  it('is documented in the OpenAPI document of such a start only', async () => {
    const document = (await call(api, 'GET', 'openapi.json')).body as {
      paths: Record<string, Record<string, { tags: string[] }>>;
    };
    expect(Object.keys(document.paths['/test/clock'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(document.paths['/test/clock']?.post?.tags).toEqual(['test']);
  });

  it('answers only the loopback address', async () => {
    const remote = await api.app.inject({
      method: 'POST',
      url: '/api/v1/test/clock',
      remoteAddress: '203.0.113.9',
      payload: { advance_ms: 1000 },
    });
    expect(remote.statusCode).toBe(403);
    const forwarded = await api.app.inject({
      method: 'POST',
      url: '/api/v1/test/clock',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      payload: { advance_ms: 1000 },
    });
    expect(forwarded.statusCode).toBe(403);
  });

  it('takes a meeting through its life: start soon with a room token, then finished and its room closed', async () => {
    const expert = await registerExpert(api);
    const customer = await registerCustomer(api, { first_name: 'Lucía' });
    const startsAt = new Date(Math.ceil((api.app.clock().getTime() + 2 * 60 * MINUTE) / MINUTE) * MINUTE);
    const meeting = await insertMeeting(api, {
      expert,
      customer,
      startsAt: startsAt.toISOString(),
      rate: 'express',
    });
    // What booking leaves behind once paid: the room's closure at the end (prepare.ts).
    await api.app.jobs.schedule(
      ROOM_CLOSE_JOB,
      { roomName: meeting.roomId },
      {
        runAt: meeting.endsAt,
        key: meeting.roomId,
      },
    );
    const view = async () => {
      const answer = await call(api, 'GET', `meets/${meeting.id}`, { token: customer.token });
      expect(answer.status).toBe(200);
      return (answer.body as { data: { status: string; access_token: string | null } }).data;
    };
    expect((await view()).status).toBe('booked');

    await call(api, 'POST', 'test/clock', { body: { at: startsAt.toISOString() } });
    const started = await view();
    expect(started.status).toBe('start soon');
    expect(started.access_token).toBeTruthy();
    const claims = await tokenClaims(started.access_token ?? '');
    expect(claims.video?.room).toBe(meeting.roomId);
    // The token lasts until the end by the api's clock (15 minutes of an express meeting).
    expect((claims.exp ?? 0) * 1000 - Date.now()).toBeLessThanOrEqual(15 * MINUTE + 2000);
    // The start-soon job ran with the move.
    const pending = await api.app.db
      .select({ name: jobs.name })
      .from(jobs)
      .where(and(eq(jobs.key, String(meeting.id)), eq(jobs.name, MEETING_JOBS.startSoon)));
    expect(pending).toEqual([]);
    expect(closedRooms).toEqual([]);

    const ended = await call(api, 'POST', 'test/clock', {
      body: { at: new Date(meeting.endsAt.getTime() + 1000).toISOString() },
    });
    expect((ended.body as { data: { jobs_run: number } }).data.jobs_run).toBeGreaterThanOrEqual(2);
    const finished = await view();
    expect(finished.status).toBe('finished');
    expect(finished.access_token).toBeNull();
    expect(closedRooms).toEqual([meeting.roomId]);
    const left = await api.app.db
      .select({ name: jobs.name })
      .from(jobs)
      .where(eq(jobs.key, String(meeting.id)));
    expect(left).toEqual([]);
  });
});
