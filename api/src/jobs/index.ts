import type { Clock } from '../marketplace/clock.ts';
import type { JobQueue } from './queue.ts';

// PLACEHOLDER until the durable queue lands (helper "jobs-realtime" replaces this file): jobs run
// in memory and are lost on restart.
export function createJobQueue(options: { clock: Clock }): JobQueue {
  const handlers = new Map<string, (payload: unknown) => Promise<void>>();
  const pending = new Map<string, { name: string; payload: unknown; runAt: Date }>();
  let counter = 0;
  return {
    define(name, handler) {
      handlers.set(name, handler as (payload: unknown) => Promise<void>);
    },
    async schedule(name, payload, { runAt, key }) {
      counter += 1;
      pending.set(`${name}:${key ?? `#${counter}`}`, { name, payload, runAt });
    },
    async cancel(name, key) {
      pending.delete(`${name}:${key}`);
    },
    async runDue() {
      let ran = 0;
      for (const [id, job] of [...pending]) {
        if (job.runAt > options.clock()) continue;
        pending.delete(id);
        await handlers.get(job.name)?.(job.payload);
        ran += 1;
      }
      return ran;
    },
    async start() {},
    async stop() {},
  };
}
