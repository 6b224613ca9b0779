import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApi, type TestApi } from './harness.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('the login limit across api instances (REDIS_URL)', () => {
  // Two instances sharing Redis under a prefix of this run, as two pods share it.
  const prefix = `test-${randomUUID()}:`;
  let first: TestApi;
  let second: TestApi;
  beforeAll(async () => {
    const shared = {
      seedDemoData: false,
      redisUrl: REDIS_URL,
      redisChannelPrefix: prefix,
      loginRateLimit: 4,
    };
    first = await startTestApi(shared);
    second = await startTestApi(shared);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const wrongLogin = (api: TestApi, email: string) =>
    call(api, 'POST', 'login', { body: { email, password: 'not-the-password', area: 'customer' } });

  it('counts the attempts made through either instance together', async () => {
    const email = `someone-${randomUUID()}@example.test`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await wrongLogin(attempt % 2 === 0 ? first : second, email)).status);
    }
    expect(statuses).toEqual([422, 422, 422, 422]);
    expect((await wrongLogin(first, email)).status).toBe(429);
    expect((await wrongLogin(second, email)).status).toBe(429);
    // Another email from the same address is counted apart.
    expect((await wrongLogin(second, `other-${randomUUID()}@example.test`)).status).toBe(422);
  });
});

describe('the login limit when Redis cannot be reached', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seedDemoData: false, redisUrl: 'redis://127.0.0.1:1', loginRateLimit: 2 });
  });
  afterAll(async () => api?.close());

  it('lets logins through (unlimited) rather than refusing them', async () => {
    const email = `someone-${randomUUID()}@example.test`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push(
        (
          await call(api, 'POST', 'login', {
            body: { email, password: 'x-wrong-password', area: 'customer' },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([422, 422, 422]);
  });
});
