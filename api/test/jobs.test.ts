import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiConfig } from '../src/config.ts';
import {
  authTokens,
  jobs,
  passwordResets,
  socialLoginStates,
  socialTickets,
} from '../src/db/schema/index.ts';
import { TOKEN_CLEANUP_JOB } from '../src/identity/cleanup-jobs.ts';
import { createJobQueue, retryDelayMs, scheduleJob, scheduleJobs } from '../src/jobs/index.ts';
import { scratchDatabase } from './database-templates.ts';
import { call, registerCustomer, startTestApi, type TestApi } from './harness.ts';

const START = new Date('2026-11-26T10:00:00Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A clock the test moves. */
function testClock(at = START) {
  let now = at;
  return {
    clock: () => now,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
    set(to: Date) {
      now = to;
    },
  };
}

/** Storage that outlives one api: a PGlite folder, or a PostgreSQL database of its own. */
async function durableStore(): Promise<{ overrides: Partial<ApiConfig>; drop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobs-store-'));
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return { overrides: { dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const database = await scratchDatabase(serverUrl, inject('postgresTemplate'));
  return {
    overrides: { dataDir, databaseUrl: database.url },
    async drop() {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const quiet: Partial<ApiConfig> = { seedDemoData: false, jobPollMs: 0 };

/** One api for most cases (starting one is slow on a busy machine); each case has its own job names. */
const time = testClock();
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(quiet, { clock: time.clock });
  await api.app.jobs.cancel(TOKEN_CLEANUP_JOB, 'daily');
}, 180_000);
afterAll(async () => {
  await api?.close();
});

describe('durable jobs', () => {
  it('run when the clock reaches their time, once, with their payload', async () => {
    const START = time.clock();
    const seen: unknown[] = [];
    api.app.jobs.define<{ meetId: number }>('test.due', async (payload) => {
      seen.push(payload);
    });
    await api.app.jobs.schedule(
      'test.due',
      { meetId: 7 },
      { runAt: new Date(START.getTime() + 30 * MINUTE) },
    );
    expect(await api.app.jobs.runDue()).toBe(0);
    time.advance(29 * MINUTE);
    expect(await api.app.jobs.runDue()).toBe(0);
    time.advance(MINUTE);
    expect(await api.app.jobs.runDue()).toBe(1);
    expect(seen).toEqual([{ meetId: 7 }]);
    time.advance(60 * MINUTE);
    expect(await api.app.jobs.runDue()).toBe(0);
    expect(seen).toHaveLength(1);
  });

  it('a key replaces the pending job of the same name; other names and keys stay', async () => {
    const START = time.clock();
    const seen: string[] = [];
    for (const name of ['test.end', 'test.other']) {
      api.app.jobs.define<{ v: string }>(name, async ({ v }) => {
        seen.push(`${name}:${v}`);
      });
    }
    await api.app.jobs.schedule('test.end', { v: 'first' }, { runAt: START, key: 'meet-1' });
    await api.app.jobs.schedule(
      'test.end',
      { v: 'moved' },
      { runAt: new Date(START.getTime() + 15 * MINUTE), key: 'meet-1' },
    );
    await api.app.jobs.schedule('test.end', { v: 'meet-2' }, { runAt: START, key: 'meet-2' });
    await api.app.jobs.schedule('test.other', { v: 'same key' }, { runAt: START, key: 'meet-1' });
    expect(await api.app.jobs.runDue()).toBe(2);
    expect(seen.sort()).toEqual(['test.end:meet-2', 'test.other:same key']);
    time.advance(15 * MINUTE);
    expect(await api.app.jobs.runDue()).toBe(1);
    expect(seen).toContain('test.end:moved');
    expect(seen).not.toContain('test.end:first');
  });

  it('several jobs planned in one statement each replace their own pending job, failures forgotten', async () => {
    const START = time.clock();
    const seen: string[] = [];
    for (const name of ['test.batch-a', 'test.batch-b']) {
      api.app.jobs.define<{ v: string }>(name, async ({ v }) => {
        seen.push(`${name}:${v}`);
      });
    }
    await scheduleJob(api.app.db, 'test.batch-a', { v: 'old' }, { runAt: START, key: 'm-1' });
    await api.app.db
      .update(jobs)
      .set({ attempts: 3, lastError: 'down' })
      .where(eq(jobs.name, 'test.batch-a'));
    const later = new Date(START.getTime() + 10 * MINUTE);
    await scheduleJobs(api.app.db, [
      { name: 'test.batch-a', payload: { v: 'moved' }, runAt: later, key: 'm-1' },
      { name: 'test.batch-a', payload: { v: 'other key' }, runAt: START, key: 'm-2' },
      { name: 'test.batch-b', payload: { v: 'same key' }, runAt: START, key: 'm-1' },
    ]);
    expect(await api.app.jobs.runDue()).toBe(2);
    expect(seen.sort()).toEqual(['test.batch-a:other key', 'test.batch-b:same key']);
    const [pending] = await api.app.db
      .select()
      .from(jobs)
      .where(inArray(jobs.name, ['test.batch-a']));
    expect(pending).toMatchObject({ key: 'm-1', attempts: 0, lastError: null, payload: { v: 'moved' } });
    expect(pending?.runAt.getTime()).toBe(later.getTime());
    time.advance(10 * MINUTE);
    expect(await api.app.jobs.runDue()).toBe(1);
    expect(seen).toContain('test.batch-a:moved');
    expect(seen).not.toContain('test.batch-a:old');
  });

  it('jobs without a key never replace each other', async () => {
    const START = time.clock();
    let count = 0;
    api.app.jobs.define('test.plain', async () => {
      count += 1;
    });
    for (let i = 0; i < 3; i += 1) await api.app.jobs.schedule('test.plain', {}, { runAt: START });
    expect(await api.app.jobs.runDue()).toBe(3);
    expect(count).toBe(3);
  });

  it('cancel drops the pending job of that name and key only', async () => {
    const START = time.clock();
    const seen: string[] = [];
    api.app.jobs.define<{ k: string }>('test.cancel', async ({ k }) => {
      seen.push(k);
    });
    await api.app.jobs.schedule('test.cancel', { k: 'a' }, { runAt: START, key: 'a' });
    await api.app.jobs.schedule('test.cancel', { k: 'b' }, { runAt: START, key: 'b' });
    await api.app.jobs.cancel('test.cancel', 'a');
    await api.app.jobs.cancel('test.cancel', 'missing');
    expect(await api.app.jobs.runDue()).toBe(1);
    expect(seen).toEqual(['b']);
  });

  it('a failed job is retried with a growing backoff, then succeeds once', async () => {
    const START = time.clock();
    let calls = 0;
    api.app.jobs.define('test.flaky', async () => {
      calls += 1;
      if (calls <= 2) throw new Error(`provider down ${calls}`);
    });
    await api.app.jobs.schedule('test.flaky', {}, { runAt: START, key: 'x' });
    expect(await api.app.jobs.runDue()).toBe(1);
    expect(calls).toBe(1);
    const [row] = await api.app.db.select().from(jobs).where(eq(jobs.name, 'test.flaky'));
    expect(row?.lastError).toBe('provider down 1');
    expect(row?.runAt.getTime()).toBe(START.getTime() + retryDelayMs(1, 10_000, 3_600_000));
    // Not before the backoff.
    expect(await api.app.jobs.runDue()).toBe(0);
    time.advance(retryDelayMs(1, 10_000, 3_600_000));
    expect(await api.app.jobs.runDue()).toBe(1);
    expect(calls).toBe(2);
    time.advance(retryDelayMs(2, 10_000, 3_600_000) - 1);
    expect(await api.app.jobs.runDue()).toBe(0);
    time.advance(1);
    expect(await api.app.jobs.runDue()).toBe(1);
    expect(calls).toBe(3);
    time.advance(24 * 60 * MINUTE);
    expect(await api.app.jobs.runDue()).toBe(0);
    expect(await api.app.db.select().from(jobs).where(eq(jobs.name, 'test.flaky'))).toEqual([]);
  });

  it('a job that keeps failing is given up after the last try and kept with its error', async () => {
    const START = time.clock();
    let calls = 0;
    api.app.jobs.define('test.broken', async () => {
      calls += 1;
      throw new Error('always');
    });
    await api.app.jobs.schedule('test.broken', {}, { runAt: START });
    for (let i = 0; i < 15; i += 1) {
      await api.app.jobs.runDue();
      time.advance(2 * 60 * MINUTE);
    }
    expect(calls).toBe(10);
    const [row] = await api.app.db.select().from(jobs).where(eq(jobs.name, 'test.broken'));
    expect(row?.deadAt).not.toBeNull();
    expect(row?.lastError).toBe('always');
  });

  it('a job planned again by its own handler (same key) keeps the new plan', async () => {
    const START = time.clock();
    let runs = 0;
    api.app.jobs.define('test.recurring', async () => {
      runs += 1;
      await api.app.jobs.schedule(
        'test.recurring',
        {},
        { runAt: new Date(time.clock().getTime() + MINUTE), key: 'r' },
      );
    });
    await api.app.jobs.schedule('test.recurring', {}, { runAt: START, key: 'r' });
    expect(await api.app.jobs.runDue()).toBe(1);
    time.advance(MINUTE);
    expect(await api.app.jobs.runDue()).toBe(1);
    expect(runs).toBe(2);
    await api.app.jobs.cancel('test.recurring', 'r');
  });

  it('survive a restart: a job planned before closing runs on the next start', async () => {
    const store = await durableStore();
    const restartTime = testClock();
    try {
      const first = await startTestApi({ ...quiet, ...store.overrides }, { clock: restartTime.clock });
      const dueAt = new Date(restartTime.clock().getTime() + 5 * MINUTE);
      await first.app.jobs.schedule('test.restart', { room: 'r-1' }, { runAt: dueAt, key: 'r-1' });
      // The daily token cleanup is planned a day after the first start.
      const [cleanup] = await first.app.db.select().from(jobs).where(eq(jobs.name, TOKEN_CLEANUP_JOB));
      expect(cleanup?.runAt.getTime()).toBe(restartTime.clock().getTime() + DAY);
      await first.close();

      const second = await startTestApi({ ...quiet, ...store.overrides }, { clock: restartTime.clock });
      try {
        const seen: unknown[] = [];
        second.app.jobs.define('test.restart', async (payload) => {
          seen.push(payload);
        });
        expect(await second.app.jobs.runDue()).toBe(0);
        restartTime.advance(5 * MINUTE);
        expect(await second.app.jobs.runDue()).toBe(1);
        expect(seen).toEqual([{ room: 'r-1' }]);
        // A second start keeps the cleanup's time.
        const [again] = await second.app.db.select().from(jobs).where(eq(jobs.name, TOKEN_CLEANUP_JOB));
        expect(again?.runAt).toEqual(cleanup?.runAt);
      } finally {
        await second.close();
      }
    } finally {
      await store.drop();
    }
  }, 240_000);

  it('a worker polls for due jobs by itself, and two queues on one database run each job once', async () => {
    const ran: number[] = [];
    const queues = [0, 1].map(() =>
      createJobQueue({ db: api.app.db, clock: time.clock, pollMs: 10, batchSize: 3 }),
    );
    let finished!: () => void;
    const allRan = new Promise<void>((resolve) => {
      finished = resolve;
    });
    for (const queue of queues) {
      queue.define<{ n: number }>('test.polled', async ({ n }) => {
        ran.push(n);
        if (ran.length === 12) finished();
      });
    }
    const now = time.clock();
    for (let n = 0; n < 12; n += 1) await api.app.jobs.schedule('test.polled', { n }, { runAt: now });
    await Promise.all(queues.map((queue) => queue.start()));
    await allRan;
    await Promise.all(queues.map((queue) => queue.stop()));
    expect(ran.sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
    expect(await api.app.db.select().from(jobs).where(eq(jobs.name, 'test.polled'))).toEqual([]);
  });
});

describe('waking the worker', () => {
  it('runs a job due now at once, not at the next poll, outside the async context of whoever woke it', async () => {
    const request = new AsyncLocalStorage<string>();
    const queue = createJobQueue({ db: api.app.db, clock: time.clock, pollMs: 60 * MINUTE });
    const seen: (string | undefined)[] = [];
    queue.define('test.woken', async () => {
      seen.push(request.getStore());
    });
    await queue.start();
    try {
      await queue.schedule('test.woken', {}, { runAt: time.clock() });
      request.run('a request', () => queue.wake());
      // Without the wake, the worker would look again in an hour.
      await expect.poll(() => seen, { timeout: 5000 }).toHaveLength(1);
      expect(seen).toEqual([undefined]);
    } finally {
      await queue.stop();
    }
  });

  it('is a no-op for a queue whose worker was not started', async () => {
    const queue = createJobQueue({ db: api.app.db, clock: time.clock, pollMs: 0 });
    let ran = 0;
    queue.define('test.unstarted', async () => {
      ran += 1;
    });
    await queue.schedule('test.unstarted', {}, { runAt: time.clock() });
    queue.wake();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ran).toBe(0);
    expect(await queue.runDue()).toBe(1);
  });
});

describe('token cleanup job', () => {
  it('deletes revoked and expired sessions, used or expired reset links, social states and tickets, then plans the next day', async () => {
    const kept = await registerCustomer(api);
    const leaving = await registerCustomer(api);
    expect((await call(api, 'POST', 'logout', { token: leaving.token })).status).toBe(200);
    const wallNow = new Date();
    const hour = 60 * MINUTE;
    await api.app.db.insert(authTokens).values({
      userId: kept.userId,
      tokenHash: 'e'.repeat(64),
      csrfToken: 'x',
      userType: 'customer',
      expiresAt: new Date(wallNow.getTime() - MINUTE),
    });
    await api.app.db.insert(passwordResets).values([
      { userId: kept.userId, tokenHash: 'a'.repeat(64), expiresAt: new Date(wallNow.getTime() + hour) },
      { userId: kept.userId, tokenHash: 'b'.repeat(64), expiresAt: new Date(wallNow.getTime() - MINUTE) },
      {
        userId: kept.userId,
        tokenHash: 'c'.repeat(64),
        expiresAt: new Date(wallNow.getTime() + hour),
        usedAt: wallNow,
      },
    ]);
    const state = (hash: string, expiresAt: Date, usedAt: Date | null = null) => ({
      stateHash: hash,
      provider: 'google',
      codeVerifier: 'v',
      nonce: 'n',
      area: 'customer',
      expiresAt,
      usedAt,
    });
    await api.app.db
      .insert(socialLoginStates)
      .values([
        state('d'.repeat(64), new Date(wallNow.getTime() + hour)),
        state('e'.repeat(64), new Date(wallNow.getTime() - MINUTE)),
        state('f'.repeat(64), new Date(wallNow.getTime() + hour), wallNow),
      ]);
    const ticket = (hash: string, expiresAt: Date, usedAt: Date | null = null) => ({
      tokenHash: hash,
      provider: 'google',
      subject: hash.slice(0, 4),
      firstName: 'A',
      lastName: 'B',
      expiresAt,
      usedAt,
    });
    await api.app.db
      .insert(socialTickets)
      .values([
        ticket('1'.repeat(64), new Date(wallNow.getTime() + hour)),
        ticket('2'.repeat(64), new Date(wallNow.getTime() - MINUTE)),
        ticket('3'.repeat(64), new Date(wallNow.getTime() + hour), wallNow),
      ]);
    const now = time.clock();
    await api.app.jobs.schedule(TOKEN_CLEANUP_JOB, {}, { runAt: now, key: 'daily' });
    expect(await api.app.jobs.runDue()).toBe(1);

    const users = [kept.userId, leaving.userId];
    const sessions = await api.app.db
      .select({ userId: authTokens.userId, hash: authTokens.tokenHash })
      .from(authTokens)
      .where(inArray(authTokens.userId, users));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.userId).toBe(kept.userId);
    const resets = await api.app.db
      .select({ hash: passwordResets.tokenHash })
      .from(passwordResets)
      .where(inArray(passwordResets.userId, users));
    expect(resets.map((row) => row.hash)).toEqual(['a'.repeat(64)]);
    expect((await call(api, 'GET', 'customers/profile', { token: kept.token })).status).toBe(200);
    // Social sign-in states and sign-up tickets: only the live ones stay.
    const states = await api.app.db.select({ hash: socialLoginStates.stateHash }).from(socialLoginStates);
    expect(states.map((row) => row.hash)).toEqual(['d'.repeat(64)]);
    const tickets = await api.app.db.select({ hash: socialTickets.tokenHash }).from(socialTickets);
    expect(tickets.map((row) => row.hash)).toEqual(['1'.repeat(64)]);

    const [next] = await api.app.db.select().from(jobs).where(eq(jobs.name, TOKEN_CLEANUP_JOB));
    expect(next?.runAt.getTime()).toBe(now.getTime() + DAY);
    await api.app.jobs.cancel(TOKEN_CLEANUP_JOB, 'daily');
  });
});
