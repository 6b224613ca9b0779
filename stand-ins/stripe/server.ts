import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { authenticationError, invalidRequest, StripeApiError } from './errors.ts';
import { EventBus, type WebhookEndpointInput } from './events.ts';
import { expand } from './expand.ts';
import { type FormObject, parseForm } from './form.ts';
import { Params } from './params.ts';
import { routes } from './routes/index.ts';
import { StateStore } from './state.ts';
import { RequestTimings } from './timings.ts';

type KeyKind = 'secret' | 'publishable';

export interface RequestContext {
  /** The form body of a POST, the query of a GET or DELETE. */
  params: Params;
  /** Route parameters: every stand-in route with one names it `:id`. */
  path: { id: string };
  keyKind: KeyKind;
  /** The `Stripe-Account` header: the connected account acted for. */
  account: string | undefined;
  idempotencyKey: string | undefined;
}

export interface StandInCore {
  store: StateStore;
  events: EventBus;
  /** Where clients reach the stand-in (for URLs it answers). */
  baseUrl: () => string;
}

type Handler = (context: RequestContext, core: StandInCore) => unknown;

export interface RouteTable {
  get(url: string, handler: Handler, options?: { publishable?: boolean }): void;
  post(url: string, handler: Handler, options?: { publishable?: boolean }): void;
  del(url: string, handler: Handler): void;
}

export interface StandInOptions {
  /** Folder for the state (a snapshot and a journal of changes after it). */
  dataDir: string;
  /** Endpoints registered at start-up (the api's webhook URL and its signing secret). */
  webhooks?: WebhookEndpointInput[];
  /** Waits before each retry of a failed webhook delivery (default 0.5 s, 2 s, 5 s). */
  webhookRetryDelaysMs?: readonly number[];
  /** Journal size past which it is folded into the snapshot (default 32 MiB). */
  compactAfterBytes?: number;
  logLevel?: string;
}

export interface StripeStandIn {
  app: FastifyInstance;
  core: StandInCore;
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

/** A stateful Stripe test-mode API: `/v1/...` as the Stripe SDKs call it. */
export async function createStripeStandIn(options: StandInOptions): Promise<StripeStandIn> {
  const store = await StateStore.open(path.join(options.dataDir, 'stripe-state.json'), {
    compactAfterBytes: options.compactAfterBytes,
  });
  const app = Fastify({
    logger: { level: options.logLevel ?? 'warn' },
    routerOptions: { querystringParser: (text: string) => parseForm(text) },
  });
  const events = new EventBus(store, (message) => app.log.warn(message), options.webhookRetryDelaysMs);
  let baseUrl = '';
  const core: StandInCore = { store, events, baseUrl: () => baseUrl };
  for (const webhook of options.webhooks ?? []) events.ensureEndpoint(webhook);
  await store.flush();

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, parseForm(body.toString()));
    },
  );
  // Stripe.js calls from the browser's page origin.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      reply
        .header('access-control-allow-methods', 'GET, POST, DELETE')
        .header(
          'access-control-allow-headers',
          'authorization, content-type, idempotency-key, stripe-account',
        )
        .code(204)
        .send();
    }
  });
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    if (error instanceof StripeApiError) return reply.code(error.status).send(error.toJSON());
    if (error.statusCode && error.statusCode < 500) {
      return reply.code(400).send(invalidRequest(error.message).toJSON());
    }
    app.log.error(error);
    return reply.code(500).send({ error: { type: 'api_error', message: 'An unknown error occurred.' } });
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(
        invalidRequest(
          `Unrecognized request URL (${request.method}: ${request.url.split('?')[0]}).`,
        ).toJSON(),
      ),
  );

  const timings = new RequestTimings();
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith('/v1/')) timings.record(reply.elapsedTime);
  });
  // Not a Stripe endpoint: the durations of the Stripe calls answered since the last read.
  app.get('/local/timings', async () => ({ durations_ms: timings.take() }));

  // The local Stripe.js, where Stripe serves its own (`/v3/`); always fetched fresh.
  const stripeJs = await readFile(path.join(import.meta.dirname, 'stripe-js', 'stripe.js'), 'utf8');
  for (const url of ['/v3', '/v3/', '/v3/stripe.js']) {
    app.get(url, (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(stripeJs),
    );
  }

  const table: RouteTable = {
    get: (url, handler, opts) => app.get(url, wrap(core, 'GET', handler, opts?.publishable)),
    post: (url, handler, opts) => app.post(url, wrap(core, 'POST', handler, opts?.publishable)),
    del: (url, handler) => app.delete(url, wrap(core, 'DELETE', handler, false)),
  };
  routes(table, core);

  return {
    app,
    core,
    async listen(port, host = 'localhost') {
      await app.listen({ port, host });
      const address = app.server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      baseUrl = `http://${host}:${actualPort}`;
      // Once it answers: the deliveries an earlier run left pending.
      events.resume();
      return baseUrl;
    },
    async close() {
      events.close();
      await app.close();
      await events.idle();
      await store.close();
    },
  };
}

function keyKind(request: FastifyRequest): KeyKind {
  const header = request.headers.authorization ?? '';
  let key = '';
  if (header.startsWith('Bearer ')) key = header.slice(7).trim();
  else if (header.startsWith('Basic '))
    key = Buffer.from(header.slice(6), 'base64').toString().split(':')[0] ?? '';
  if (!key) {
    throw authenticationError(
      'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.',
    );
  }
  if (/^(sk|rk|pk)_live_/.test(key)) {
    throw authenticationError(
      'This local Stripe stand-in accepts test mode keys only; live keys are refused.',
    );
  }
  if (/^(sk|rk)_test_\w+$/.test(key)) return 'secret';
  if (/^pk_test_\w+$/.test(key)) return 'publishable';
  throw authenticationError(
    `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 8))}`,
  );
}

function wrap(core: StandInCore, method: string, handler: Handler, publishable = false) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const kind = keyKind(request);
    if (kind === 'publishable' && !publishable) {
      throw authenticationError(
        'This API call cannot be made with a publishable API key. Please use a secret API key.',
      );
    }
    const values = ((method === 'POST' ? request.body : request.query) ?? {}) as FormObject;
    const idempotencyKey = method === 'POST' ? headerText(request, 'idempotency-key') : undefined;
    const context: RequestContext = {
      params: new Params(values),
      path: request.params as { id: string },
      keyKind: kind,
      account: headerText(request, 'stripe-account'),
      idempotencyKey,
    };
    const scope = `${request.headers.authorization}|${context.account ?? ''}|${idempotencyKey}`;
    const bodyHash = createHash('sha256').update(JSON.stringify(values)).digest('hex');
    const url = request.url.split('?')[0] ?? '';
    if (idempotencyKey) {
      const earlier = core.store.entry('idempotency', scope);
      if (earlier) {
        if (earlier.bodyHash !== bodyHash || earlier.url !== url || earlier.method !== method) {
          throw new StripeApiError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          });
        }
        return reply.code(earlier.status).header('idempotent-replayed', 'true').send(earlier.body);
      }
    }
    let status = 200;
    let body: unknown;
    try {
      body = expand(
        core.store,
        structuredClone(await handler(context, core)),
        context.params.stringList('expand'),
      );
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      body = error.toJSON();
    }
    // Like Stripe, keep the answer of a request that ran (card declines included), not of one
    // refused before it started (bad parameters), so a corrected retry may reuse the key.
    if (idempotencyKey && (status === 200 || status === 402)) {
      core.store.set('idempotency', scope, { method, url, bodyHash, status, body });
    }
    await core.store.flush();
    return reply.code(status).send(body);
  };
}

function headerText(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
