/**
 * Durable jobs: kept in the database, so a restart runs what was due, and claimed, so several api
 * instances run each job once. Handlers must be safe to run again (a crash after the work and
 * before the job is marked done repeats it).
 */
export interface JobQueue {
  /** The handler of a job name; define every name before `start`. */
  define<T>(name: string, handler: (payload: T) => Promise<void>): void;
  /**
   * Plans a job at `runAt`. With a `key`, a pending job of the same name and key is replaced
   * (an extension moves a meeting's end job).
   */
  schedule<T>(name: string, payload: T, options: { runAt: Date; key?: string }): Promise<void>;
  /** Drops the pending job of that name and key, if any. */
  cancel(name: string, key: string): Promise<void>;
  /**
   * Runs every job due at the clock's now, once; answers how many ran here, failures included
   * (tests, bench). It waits for a round of this instance's worker in progress, so what was due is
   * done when it returns, though the worker (JOB_POLL_MS) may have run it and the count be lower.
   */
  runDue(): Promise<number>;
  /**
   * Asks this instance's worker (when started) to look for due jobs now rather than at its next
   * poll: work a request handed to a job (due at once, committed) starts right after it, on the
   * worker, off the request's path.
   */
  wake(): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}
