import type { FastifyInstance } from 'fastify';

/** What the bench api has done since it started: statements sent to PostgreSQL and CPU used. */
export interface WorkDone {
  statements: number;
  /** User and system CPU of the api's process, in ms. */
  cpuMs: number;
}

/**
 * Counts the statements drizzle sends through the app's database client (postgres-js `unsafe`, or
 * PGlite's `query`, as the api's statement-count tests read them) and reads the process's CPU:
 * per-request costs that, unlike latency, do not move with the machine.
 */
export function countWork(app: FastifyInstance): () => WorkDone {
  const client = (app.db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> }).$client;
  const method = typeof client.unsafe === 'function' ? 'unsafe' : 'query';
  const send = client[method]?.bind(client);
  if (!send) throw new Error('the database client sends no statements the bench can count');
  let statements = 0;
  client[method] = (...args: unknown[]) => {
    statements += 1;
    return send(...args);
  };
  return () => {
    const { user, system } = process.cpuUsage();
    return { statements, cpuMs: (user + system) / 1000 };
  };
}
