import type { FastifyInstance } from 'fastify';

/** What the bench api has done since it started: statements sent to PostgreSQL and CPU used. */
export interface WorkDone {
  statements: number;
  /** User and system CPU of the api's process, in ms. */
  cpuMs: number;
}

type Client = Record<string, unknown>;
type Method = (...args: unknown[]) => unknown;

/** How drizzle sends a statement: postgres-js `unsafe`, PGlite's `query`. */
const SENDS = ['unsafe', 'query'];
/**
 * How drizzle opens a transaction (postgres-js `begin` and `savepoint`, PGlite's `transaction`):
 * each hands its callback a client of its own, whose statements are counted too.
 */
const OPENS = ['begin', 'savepoint', 'transaction'];

/**
 * Counts the statements drizzle sends through the app's database client, those of its transactions
 * included, and reads the process's CPU: per-request costs that, unlike latency, do not move with
 * the machine.
 */
export function countWork(app: FastifyInstance): () => WorkDone {
  const client = (app.db as unknown as { $client: Client }).$client;
  let statements = 0;
  if (!count(client, () => (statements += 1)))
    throw new Error('the database client sends no statements the bench can count');
  return () => {
    const { user, system } = process.cpuUsage();
    return { statements, cpuMs: (user + system) / 1000 };
  };
}

/** Wraps `client`'s sending methods to call `sent` and its transactions' clients likewise. */
function count(client: Client, sent: () => void): boolean {
  let counting = false;
  for (const name of SENDS) {
    const send = methodOf(client, name);
    if (!send) continue;
    counting = true;
    client[name] = (...args: unknown[]) => {
      sent();
      return send(...args);
    };
  }
  for (const name of OPENS) {
    const open = methodOf(client, name);
    if (!open) continue;
    client[name] = (...args: unknown[]) => {
      const last = args.length - 1;
      const body = args[last];
      if (typeof body === 'function')
        args[last] = (inner: Client) => {
          count(inner, sent);
          return (body as Method)(inner);
        };
      return open(...args);
    };
  }
  return counting;
}

function methodOf(client: Client, name: string): Method | undefined {
  const method = client[name];
  return typeof method === 'function' ? (method as Method).bind(client) : undefined;
}
