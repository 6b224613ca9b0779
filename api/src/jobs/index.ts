import { AsyncResource } from 'node:async_hooks';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf, type Transaction } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import type { Clock } from '../marketplace/clock.ts';
import type { JobQueue } from './queue.ts';

export type { JobQueue } from './queue.ts';

/**
 * A small queue of our own in the `jobs` table rather than pg-boss (10.x runs on Node 20 and takes
 * its own connection through `db.executeSql`): pg-boss decides what is due with the database's
 * `now()` (`start_after < now()` in its fetch), so a job cannot run "at the test clock's time", and
 * its singleton keys refuse a second job instead of replacing the pending one. graphile-worker needs
 * Node 22 and LISTEN/NOTIFY over a pg pool (not PGlite). Every time here is the injected clock's,
 * passed to SQL as a parameter.
 */
export interface JobQueueOptions {
  db: Database;
  clock: Clock;
  /** How often the worker started by `start()` looks for due jobs; 0 starts no worker. */
  pollMs?: number;
  /** How long a claimed job belongs to the instance running it before another may take it over. */
  leaseMs?: number;
  /** Tries before a job is given up (`dead_at`). */
  maxAttempts?: number;
  /** Wait before the first retry; doubled on each further failure, at most `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Jobs claimed per round. */
  batchSize?: number;
  /** Where failures are reported. */
  log?: { error(details: object, message: string): void };
}

interface ClaimedJob {
  id: number;
  name: string;
  payload: unknown;
  attempts: number;
  version: number;
}

/** The retry wait after `attempts` failed tries: backoff, 2×, 4×… capped. */
export function retryDelayMs(attempts: number, backoffMs: number, maxBackoffMs: number): number {
  return Math.min(maxBackoffMs, backoffMs * 2 ** Math.max(0, attempts - 1));
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, clock } = options;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 5 * 60 * 1000;
  const maxAttempts = options.maxAttempts ?? 10;
  const backoffMs = options.backoffMs ?? 10_000;
  const maxBackoffMs = options.maxBackoffMs ?? 60 * 60 * 1000;
  const batchSize = options.batchSize ?? 20;
  const handlers = new Map<string, (payload: unknown) => Promise<void>>();
  /** One run at a time in this instance: `runDue` waits for the worker's round and the other way round. */
  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let polling = false;
  /**
   * The worker's own async scope (made at `start`): a round a request wakes runs in it, as a polled
   * one does, not in the request's (what a request's context follows — its logs, the bench's
   * request-path counts — ends with the request).
   */
  let worker: AsyncResource | undefined;

  /** Woken while a round ran: it may have looked for the last time already, so another follows. */
  let wokenMeanwhile = false;

  function poll() {
    if (polling) {
      wokenMeanwhile = true;
      return;
    }
    polling = true;
    wokenMeanwhile = false;
    serialized(drain)
      .catch((error) => options.log?.error({ err: error }, 'job poll failed'))
      .finally(() => {
        polling = false;
        if (wokenMeanwhile && worker) poll();
      });
  }

  async function claim(now: Date): Promise<ClaimedJob[]> {
    const names = [...handlers.keys()];
    if (names.length === 0) return [];
    const at = now.toISOString();
    const leaseEnd = new Date(now.getTime() + leaseMs).toISOString();
    const result = await db.execute(sql`
      UPDATE jobs SET locked_until = ${leaseEnd}::timestamptz, attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM jobs
          WHERE dead_at IS NULL AND run_at <= ${at}::timestamptz
            AND (locked_until IS NULL OR locked_until <= ${at}::timestamptz)
            AND name IN ${names}
          ORDER BY run_at, id
          LIMIT ${batchSize}
          FOR UPDATE SKIP LOCKED)
      RETURNING id, name, payload, attempts, version`);
    return rowsOf<ClaimedJob>(result)
      .map((row) => ({ ...row, id: Number(row.id) }))
      .sort((a, b) => a.id - b.id);
  }

  async function runOne(job: ClaimedJob): Promise<void> {
    const handler = handlers.get(job.name);
    try {
      if (!handler) throw new Error(`no handler for job ${job.name}`);
      await handler(job.payload);
      // Re-planned while running (same name and key): the new plan stays.
      await db.execute(sql`DELETE FROM jobs WHERE id = ${job.id} AND version = ${job.version}`);
    } catch (error) {
      options.log?.error({ err: error, job: { id: job.id, name: job.name } }, 'job failed');
      const now = clock();
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const retryAt = new Date(now.getTime() + retryDelayMs(job.attempts, backoffMs, maxBackoffMs));
      const dead = job.attempts >= maxAttempts ? now.toISOString() : null;
      await db.execute(sql`
        UPDATE jobs SET locked_until = NULL, last_error = ${message},
               run_at = ${retryAt.toISOString()}::timestamptz, dead_at = ${dead}::timestamptz
         WHERE id = ${job.id} AND version = ${job.version}`);
    }
  }

  /** Claims and runs batches until nothing is due at the clock's now. */
  async function drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      const claimed = await claim(clock());
      if (claimed.length === 0) return ran;
      for (const job of claimed) {
        await runOne(job);
        ran += 1;
      }
    }
  }

  function serialized<T>(work: () => Promise<T>): Promise<T> {
    const next = chain.then(work, work);
    chain = next.catch(() => {});
    return next;
  }

  return {
    define(name, handler) {
      handlers.set(name, handler as (payload: unknown) => Promise<void>);
    },
    async schedule(name, payload, options) {
      await scheduleJob(db, name, payload, options);
    },
    async cancel(name, key) {
      await db.execute(sql`DELETE FROM jobs WHERE name = ${name} AND key = ${key}`);
    },
    runDue() {
      return serialized(drain);
    },
    wake() {
      worker?.runInAsyncScope(poll);
    },
    async start() {
      if (timer || pollMs <= 0) return;
      worker = new AsyncResource('JobWorker');
      timer = setInterval(poll, pollMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      worker = undefined;
      await chain;
    },
  };
}

/**
 * Plans a job only if none of that name and key exists yet (a recurring job planned at start-up
 * keeps its time across restarts; its handler plans the next run).
 */
/**
 * `JobQueue.schedule` on a given connection: inside a transaction, the plan commits (or not) with
 * what the transaction decides (a webhook's effects).
 */
export async function scheduleJob(
  db: Database | Transaction,
  name: string,
  payload: unknown,
  { runAt, key }: { runAt: Date; key?: string },
): Promise<void> {
  if (key === undefined) {
    await db.insert(jobs).values({ name, key: null, payload: (payload ?? {}) as unknown, runAt });
    return;
  }
  await scheduleJobs(db, [{ name, payload, runAt, key }]);
}

/** A keyed job to plan: a second plan of the same name and key replaces the first. */
export interface PlannedJob {
  name: string;
  payload: unknown;
  runAt: Date;
  key: string;
}

/**
 * Plans (or moves) several keyed jobs in one statement, each as `scheduleJob` would: a meeting's
 * jobs go in one round trip instead of one each. The name and key pairs must differ.
 */
export async function scheduleJobs(db: Database | Transaction, planned: PlannedJob[]): Promise<void> {
  if (planned.length === 0) return;
  const rows = planned.map(
    ({ name, key, payload, runAt }) =>
      sql`(${name}, ${key}, ${JSON.stringify(payload ?? {})}::jsonb, ${runAt.toISOString()}::timestamptz)`,
  );
  await db.execute(planKeyedJobsFrom(sql`VALUES ${sql.join(rows, sql`, `)}`));
}

/**
 * Plans keyed jobs from `rows` (a SELECT or VALUES of name, key, payload, run_at): a pending job of
 * the same name and key is replaced, its payload and time tried afresh. A statement of its own
 * (`scheduleJobs`), or a data-modifying CTE that plans a job in the statement of the work it follows.
 */
export function planKeyedJobsFrom(rows: SQL): SQL {
  return sql`INSERT INTO jobs (name, key, payload, run_at) ${rows}
    ON CONFLICT (name, key) DO UPDATE SET payload = excluded.payload, run_at = excluded.run_at,
      attempts = 0, version = jobs.version + 1, locked_until = NULL, last_error = NULL, dead_at = NULL
    RETURNING id`;
}

export async function scheduleIfAbsent(
  db: Database,
  name: string,
  key: string,
  payload: unknown,
  runAt: Date,
): Promise<void> {
  await db
    .insert(jobs)
    .values({ name, key, payload: payload ?? {}, runAt })
    .onConflictDoNothing({ target: [jobs.name, jobs.key] });
}

/** `JobQueue.cancel` on a given connection: inside a transaction, the drop commits with it. */
export async function cancelJob(db: Database | Transaction, name: string, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM jobs WHERE name = ${name} AND key = ${key}`);
}
