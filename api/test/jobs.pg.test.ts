import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ScratchDatabase, scratchDatabase } from './database-templates.ts';
import { startTestApi, type TestApi } from './harness.ts';

const serverUrl = process.env.DATABASE_URL as string;
let database: ScratchDatabase;
let apis: TestApi[] = [];
let now = new Date('2026-11-26T10:00:00Z');
const clock = () => now;

beforeAll(async () => {
  database = await scratchDatabase(serverUrl, inject('postgresTemplate'));
  const overrides = { databaseUrl: database.url, seedDemoData: false, jobPollMs: 0 };
  apis = await Promise.all([startTestApi(overrides, { clock }), startTestApi(overrides, { clock })]);
}, 180_000);

afterAll(async () => {
  await Promise.all(apis.map((api) => api.close()));
  await database?.drop();
});

describe('durable jobs on several api instances (one PostgreSQL database)', () => {
  it('run each job once, whichever instance claims it', async () => {
    const ranBy = new Map<number, number[]>();
    apis.forEach((api, instance) => {
      api.app.jobs.define<{ n: number }>('test.once', async ({ n }) => {
        ranBy.set(n, [...(ranBy.get(n) ?? []), instance]);
        // Let the other instance look while this one holds the job.
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
    });
    const [first, second] = apis as [TestApi, TestApi];
    for (let n = 0; n < 40; n += 1) {
      await first.app.jobs.schedule('test.once', { n }, { runAt: new Date(now.getTime() + 60_000) });
    }
    now = new Date(now.getTime() + 60_000);
    const counts = await Promise.all([
      first.app.jobs.runDue(),
      second.app.jobs.runDue(),
      first.app.jobs.runDue(),
      second.app.jobs.runDue(),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(40);
    expect([...ranBy.keys()].sort((a, b) => a - b)).toEqual([...Array(40).keys()]);
    for (const instances of ranBy.values()) expect(instances).toHaveLength(1);
  });

  it('a job planned on one instance is re-planned by key from the other', async () => {
    const seen: string[] = [];
    for (const api of apis) {
      api.app.jobs.define<{ v: string }>('test.moved', async ({ v }) => {
        seen.push(v);
      });
    }
    const [first, second] = apis as [TestApi, TestApi];
    await first.app.jobs.schedule('test.moved', { v: 'old' }, { runAt: now, key: 'm' });
    await second.app.jobs.schedule('test.moved', { v: 'new' }, { runAt: now, key: 'm' });
    await Promise.all([first.app.jobs.runDue(), second.app.jobs.runDue()]);
    expect(seen).toEqual(['new']);
  });
});
