import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REALTIME_CLOSE } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, RedisServer } from '../bench/faults/processes.ts';
import { notify } from '../src/notifications/notify.ts';
import { type ScratchDatabase, scratchDatabase } from './database-templates.ts';
import { registerCustomer, startTestApi, type TestApi } from './harness.ts';
import { openSocket } from './realtime-client.ts';

// A Redis server of this test's own: restarting the machine's shared one is not ours to do.
let folder: string;
let redis: RedisServer;
let database: ScratchDatabase;
let api: TestApi;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'redis-restart-'));
  redis = new RedisServer('redis', await freePort(), path.join(folder, 'redis.log'));
  await redis.start(10_000);
  database = await scratchDatabase(process.env.DATABASE_URL as string, inject('postgresTemplate'));
  api = await startTestApi({
    databaseUrl: database.url,
    seedDemoData: false,
    jobPollMs: 0,
    redisUrl: redis.url,
  });
}, 180_000);

afterAll(async () => {
  await api?.close();
  await redis?.kill('SIGKILL');
  await database?.drop();
  rmSync(folder, { recursive: true, force: true });
});

describe('realtime sockets across a Redis restart', () => {
  it('closes its sockets with 1012 once Redis is back, and a reopened socket gets events again', async () => {
    const ana = await registerCustomer(api);
    const before = openSocket(api, { token: ana.token });
    expect((await before.next()).type).toBe('ready');

    await redis.kill('SIGTERM');
    // Stored while Redis is down: the socket cannot carry it, so it must be told to read again.
    const missed = await notify(api.app, ana.userId, 'payout.sent', { amount: 10 });
    await redis.start(10_000);
    expect((await before.closed).code).toBe(REALTIME_CLOSE.missedEvents);

    const after = openSocket(api, { token: ana.token });
    expect((await after.next()).type).toBe('ready');
    const listed = await fetch(`${api.url}/api/v1/notifications`, {
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(((await listed.json()) as { data: { id: number }[] }).data.map((row) => row.id)).toContain(
      missed.id,
    );
    const stored = await notify(api.app, ana.userId, 'meeting.booked', { meet_id: 7 });
    expect(await after.next()).toEqual({ type: 'notification', notification: stored });
    await after.close();
  }, 60_000);
});
