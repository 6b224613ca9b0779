import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** What the bench api has done since it started: statements sent to PostgreSQL and CPU used. */
export interface WorkDone {
  /** Statements sent while handling a request (in its async context): the request path. */
  statements: number;
  /** Statements sent by anything else: the job worker, webhooks' follow-ups, timers. */
  offPathStatements: number;
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
  const inRequest = requestScope(app);
  let statements = 0;
  let offPathStatements = 0;
  const sent = () => {
    if (inRequest.getStore()) statements += 1;
    else offPathStatements += 1;
  };
  if (!count(client, sent)) throw new Error('the database client sends no statements the bench can count');
  return () => {
    const { user, system } = process.cpuUsage();
    return { statements, offPathStatements, cpuMs: (user + system) / 1000 };
  };
}

/** The payment provider's webhooks: requests of the provider's, after a payment, not a customer's. */
const WEBHOOKS = /^\/api\/v1\/payments\/webhook\b/;

/**
 * Runs each request the app's server takes from a client in an async context of its own, so that
 * a statement knows whether a request sent it: whatever a handler awaits, or starts without
 * awaiting, is on its path; the job worker (even woken by a request) and webhooks are not.
 */
function requestScope(app: FastifyInstance): AsyncLocalStorage<true> {
  const scope = new AsyncLocalStorage<true>();
  const server = app.server;
  const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  for (const handler of handlers)
    server.on('request', (req, res) =>
      WEBHOOKS.test(req.url ?? '')
        ? handler.call(server, req, res)
        : scope.run(true, () => handler.call(server, req, res)),
    );
  return scope;
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
