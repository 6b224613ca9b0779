import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { notify } from '../src/notifications/notify.ts';
import { type ScratchDatabase, scratchDatabase } from './database-templates.ts';
import { call, registerCustomer, startTestApi, type TestApi } from './harness.ts';
import { openSocket } from './realtime-client.ts';

/** The machine's Redis; a prefix of this run's own keeps parallel runs apart. */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test-${randomBytes(6).toString('hex')}:`;
const serverUrl = process.env.DATABASE_URL as string;
let database: ScratchDatabase;
let instanceA: TestApi;
let instanceB: TestApi;
let redis: Redis;

beforeAll(async () => {
  database = await scratchDatabase(serverUrl, inject('postgresTemplate'));
  const overrides = {
    databaseUrl: database.url,
    seedDemoData: false,
    jobPollMs: 0,
    redisUrl,
    redisChannelPrefix: prefix,
  };
  [instanceA, instanceB] = await Promise.all([startTestApi(overrides), startTestApi(overrides)]);
  redis = new Redis(redisUrl);
}, 180_000);

afterAll(async () => {
  await Promise.all([instanceA?.close(), instanceB?.close()]);
  await redis?.quit();
  await database?.drop();
});

async function subscribers(channel: string): Promise<number> {
  const [, count] = (await redis.pubsub('NUMSUB', channel)) as [string, number];
  return Number(count);
}

describe('realtime fan-out through Redis across api instances', () => {
  it('a socket held by instance B receives events raised on instance A', async () => {
    const ana = await registerCustomer(instanceA);
    const socket = openSocket(instanceB, { token: ana.token });
    expect(await socket.next()).toEqual({ type: 'ready', user_id: ana.userId });

    // Through an HTTP call on A …
    const { status } = await call(instanceA, 'PUT', 'notifications/clear', { token: ana.token });
    expect(status).toBe(200);
    expect(await socket.next()).toEqual({ type: 'notifications.cleared' });
    // … and a notification stored on A.
    const stored = await notify(instanceA.app, ana.userId, 'meeting.booked', { meet_id: 5 });
    expect(await socket.next()).toEqual({ type: 'notification', notification: stored });
    // Listed by either instance.
    const listed = await call(instanceB, 'GET', 'notifications', { token: ana.token });
    expect(listed.body.data).toEqual([stored]);
    await socket.close();
  });

  it("B listens to a user's channel while one of its sockets does, and stops when the last leaves", async () => {
    const bruno = await registerCustomer(instanceA);
    const channel = `${prefix}user:${bruno.userId}`;
    expect(await subscribers(channel)).toBe(0);
    const first = openSocket(instanceB, { token: bruno.token });
    const second = openSocket(instanceB, { token: bruno.token });
    expect((await first.next()).type).toBe('ready');
    expect((await second.next()).type).toBe('ready');
    expect(await subscribers(channel)).toBe(1);

    await instanceA.app.bus.publish(bruno.userId, { type: 'meeting.status', meet_id: 1, status: 'booked' });
    expect(await first.next()).toEqual({ type: 'meeting.status', meet_id: 1, status: 'booked' });
    expect(await second.next()).toEqual({ type: 'meeting.status', meet_id: 1, status: 'booked' });

    await first.close();
    await instanceA.app.bus.publish(bruno.userId, { type: 'meeting.status', meet_id: 1, status: 'finished' });
    expect(await second.next()).toEqual({ type: 'meeting.status', meet_id: 1, status: 'finished' });
    expect(await subscribers(channel)).toBe(1);

    await second.close();
    // The server notices the close on its own: wait for its UNSUBSCRIBE.
    for (let tries = 0; tries < 100 && (await subscribers(channel)) > 0; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await subscribers(channel)).toBe(0);
  });

  it("events of one user never reach another user's socket on the other instance", async () => {
    const carla = await registerCustomer(instanceA);
    const dario = await registerCustomer(instanceA);
    const socket = openSocket(instanceA, { token: dario.token });
    expect((await socket.next()).type).toBe('ready');
    await notify(instanceB.app, carla.userId, 'payout.sent', { amount: 10 });
    await instanceB.app.bus.publish(dario.userId, { type: 'notifications.cleared' });
    expect(await socket.next()).toEqual({ type: 'notifications.cleared' });
    await socket.close();
  });
});
