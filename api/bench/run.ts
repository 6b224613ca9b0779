/**
 * `npm run bench -w api`: seeds a fresh PostgreSQL database (100k experts, 20k customers, 1M
 * meetings by default), starts the real api over HTTP on it (with the local Stripe stand-in), and
 * measures expert search, slots, the booking preview and booking with autocannon. Prints the
 * settings of the run above a table of p50/p95/p99 latency and requests per second.
 *
 *   npm run bench -w api -- --experts 2000 --meetings 20000 --duration 5     (a quick check)
 *   npm run bench -w api -- --help
 */
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { API_PREFIX, paths } from 'shared-contracts';
import type { ExplainRequest, ShapeExplained } from './explain.ts';
import { type BenchOptions, databaseUrl, parseBenchOptions } from './options.ts';
import { type BackendCpu, backendCpu, cpuBetween } from './postgres-cpu.ts';
import { type ProviderShare, printReport, type ScenarioResult } from './report.ts';
import { addDays, type BookingCandidate, type Scenario, scenarios } from './scenarios.ts';
import { searchShapes } from './search-shapes.ts';
import { dropBenchDatabase, prepareBenchDatabase } from './seed.ts';
import type {
  BenchRole,
  BenchServerExplained,
  BenchServerMessage,
  BenchServerReady,
  BenchServerWork,
} from './server.ts';
import { type BenchEndpoints, issueSessions, makeBookers } from './users.ts';
import type { WorkDone } from './work-counter.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Signed-in customers who browse (search); bookers are made per run. */
const BROWSERS = 200;

interface BenchServer extends BenchEndpoints {
  close(): Promise<void>;
  /**
   * What the api has done so far on the requests' path (the api process) and off it (the
   * worker's); `settled`: once the jobs due now have run.
   */
  work(settled?: 'settled'): Promise<{ onPath: WorkDone; offPath: WorkDone }>;
  /** EXPLAIN of what the api sends for each request (bench/explain.ts). */
  explain(requests: ExplainRequest[]): Promise<ShapeExplained[]>;
}

/** One of the bench's api processes (bench/server.ts), forked and ready. */
interface ServerProcess {
  ready: BenchServerReady;
  ask<T>(message: BenchServerMessage, type: string): Promise<T>;
  close(): Promise<void>;
}

function forkServer(role: BenchRole, env: NodeJS.ProcessEnv, execArgv: string[]): Promise<ServerProcess> {
  const child: ChildProcess = fork(path.join(here, 'server.ts'), [], {
    execArgv,
    env: { ...process.env, ...env, BENCH_ROLE: role, PGAPPNAME: `bench-${role}` },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench ${role} exited (${code}) before it was ready`)));
    child.once('message', (ready: BenchServerReady) => {
      resolve({
        ready,
        ask: <T>(message: BenchServerMessage, type: string) =>
          new Promise<T>((answer) => {
            const read = (reply: { type: string }) => {
              if (reply.type !== type) return;
              child.off('message', read);
              answer(reply as T);
            };
            child.on('message', read);
            child.send(message);
          }),
        close: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.send('close');
            setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
          }),
      });
    });
  });
}

/** The worker (with the stand-ins) first, then the api the load is sent to, on the worker's stand-ins. */
async function startServer(url: string, cpuProfileDir: string | undefined): Promise<BenchServer> {
  const profile = cpuProfileDir ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(cpuProfileDir)] : [];
  const worker = await forkServer('worker', { BENCH_DATABASE_URL: url }, []);
  const api = await forkServer(
    'api',
    {
      BENCH_DATABASE_URL: url,
      BENCH_STRIPE_URL: worker.ready.stripeUrl,
      BENCH_LIVEKIT_URL: worker.ready.livekitUrl,
    },
    profile,
  ).catch(async (error) => {
    await worker.close();
    throw error;
  });
  const workOf = async (server: ServerProcess, message: BenchServerMessage) => {
    const { statements, offPathStatements, cpuMs } = await server.ask<BenchServerWork>(message, 'work');
    return { statements, offPathStatements, cpuMs };
  };
  return {
    apiUrl: api.ready.apiUrl,
    stripeUrl: worker.ready.stripeUrl,
    publishableKey: api.ready.publishableKey,
    work: async (settled) => {
      // The jobs first: they run in the worker, and may only then be read as done.
      const off = await workOf(worker, settled ? 'work-settled' : 'work');
      const on = await workOf(api, 'work');
      return {
        onPath: { statements: on.statements, offPathStatements: 0, cpuMs: on.cpuMs },
        // What the api process sent outside any request (none expected), and all the worker's.
        offPath: {
          statements: 0,
          offPathStatements: on.offPathStatements + off.statements + off.offPathStatements,
          cpuMs: off.cpuMs,
        },
      };
    },
    explain: async (requests) =>
      (await api.ask<BenchServerExplained>({ type: 'explain', requests }, 'explained')).shapes,
    close: async () => {
      await api.close();
      await worker.close();
    },
  };
}

/** Routes the api declares (from its OpenAPI document), as `get /experts`. */
async function declaredRoutes(server: BenchServer): Promise<Set<string>> {
  const response = await fetch(`${server.apiUrl}${API_PREFIX}/${paths.openapi}`);
  const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
  return new Set(
    Object.entries(document.paths).flatMap(([route, methods]) =>
      Object.keys(methods).map((method) => `${method} ${route}`),
    ),
  );
}

/** How long the Stripe stand-in took to answer each Stripe call since the last read (clears them). */
async function providerDurations(server: BenchServer): Promise<number[]> {
  const response = await fetch(`${server.stripeUrl}/local/timings`);
  return ((await response.json()) as { durations_ms: number[] }).durations_ms;
}

async function measure(
  server: BenchServer,
  sql: postgres.Sql,
  scenario: Scenario,
  options: Pick<BenchOptions, 'connections' | 'duration'>,
): Promise<ScenarioResult> {
  const latencies: number[] = [];
  await providerDurations(server);
  const before = await server.work();
  const pgBefore = await backendCpu(sql);
  let sent = 0;
  let finish: (error: Error | null, result: autocannon.Result) => void = () => {};
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    finish = (error, result) => (error ? reject(error) : resolve(result));
  });
  const instance = autocannon(
    {
      url: server.apiUrl,
      connections: options.connections,
      duration: options.duration,
      timeout: 30,
      requests: [
        {
          setupRequest: (request, context) => {
            const next = scenario.request(sent);
            (context as { index?: number }).index = sent;
            sent += 1;
            return {
              ...request,
              method: next.method,
              path: next.path,
              headers: next.headers,
              body: next.body,
            };
          },
          ...(scenario.onResponse
            ? {
                onResponse: (status: number, body: string, context: object) =>
                  scenario.onResponse?.(status, body, (context as { index?: number }).index ?? 0),
              }
            : {}),
        },
      ],
    },
    (error, result) => finish(error, result),
  );
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await finished;
  const provider = await providerDurations(server);
  // Handlers of the last requests autocannon dropped may still run: a little of their work is in.
  const after = await server.work();
  const pgAfter = await backendCpu(sql);
  // The jobs the requests planned to run at once (a booking's set-up), waited for: off their path.
  const settled = await server.work('settled');
  const pgSettled = await backendCpu(sql);
  const requests = Math.max(1, latencies.length);
  const pgMs = (role: string, end: BackendCpu | null) => {
    const spent = cpuBetween(pgBefore, end);
    return spent ? (spent[role] ?? 0) / requests : null;
  };
  latencies.sort((a, b) => a - b);
  const at = (share: number) => percentile(latencies, share);
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[code] = Number((stat as { count: number | string }).count);
  }
  return {
    name: scenario.name,
    connections: options.connections,
    requests: latencies.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    perSecond: latencies.length / result.duration,
    errors: result.errors,
    non2xx: result.non2xx,
    statuses,
    note: scenario.note?.(),
    provider: providerShare(provider, latencies),
    statementsPerRequest: (after.onPath.statements - before.onPath.statements) / requests,
    pgMsPerRequest: pgMs('api', pgAfter),
    cpuMsPerRequest: (after.onPath.cpuMs - before.onPath.cpuMs) / requests,
    offPathStatementsPerRequest:
      (settled.offPath.offPathStatements - before.offPath.offPathStatements) / requests,
    offPathPgMsPerRequest: pgMs('worker', pgSettled),
    offPathCpuMsPerRequest: (settled.offPath.cpuMs - before.offPath.cpuMs) / requests,
  };
}

/** The first query of each search shape, as a signed-in customer sends it. */
function explainRequests(shapes: ReturnType<typeof searchShapes>, tokens: string[]): ExplainRequest[] {
  return shapes.flatMap((shape) =>
    shape.queries[0] === undefined
      ? []
      : [
          {
            shape: shape.name,
            path: `${API_PREFIX}/${paths.experts}?${shape.queries[0]}`,
            headers: { authorization: `Bearer ${tokens[0] ?? ''}` },
          },
        ],
  );
}

/** `share` (0…1) of sorted `values`; NaN when there are none. */
function percentile(sorted: number[], share: number): number {
  return sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] as number);
}

/**
 * The Stripe stand-in's time beside the api's: its calls cannot be matched to the api request that
 * made them, so the api's own time is the mean latency less the stand-in's time per request.
 */
function providerShare(durations: number[], latencies: number[]): ProviderShare | undefined {
  if (durations.length === 0 || latencies.length === 0) return undefined;
  durations.sort((a, b) => a - b);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const perRequest = sum(durations) / latencies.length;
  const mean = sum(latencies) / latencies.length;
  return {
    calls: durations.length,
    callP50: percentile(durations, 0.5),
    callP95: percentile(durations, 0.95),
    perRequest,
    apiMean: mean,
    apiOwn: mean - perRequest,
  };
}

/** The commit measured, marked when the working tree has changes. */
function gitCommit(): string {
  try {
    const run = (args: string[]) => execFileSync('git', args, { cwd: here, encoding: 'utf8' }).trim();
    const dirty = run(['status', '--porcelain', '--', '..', '../../shared-contracts']) !== '';
    return `${run(['rev-parse', '--short', 'HEAD'])}${dirty ? ' with uncommitted changes' : ''}`;
  } catch {
    return 'unknown';
  }
}

async function settingsOf(
  sql: postgres.Sql,
  options: BenchOptions,
  seedSeconds: number | null,
  loadAverage: number,
) {
  const [row] = await sql<{ experts: number; customers: number; meetings: number; version: string }[]>`
    SELECT (SELECT count(*)::int FROM expert_profiles) AS experts,
           (SELECT count(*)::int FROM users WHERE NOT is_expert AND email LIKE 'customer%@bench.test') AS customers,
           (SELECT count(*)::int FROM meetings) AS meetings,
           current_setting('server_version') AS version`;
  const cpus = os.cpus();
  return {
    experts: row?.experts ?? 0,
    customers: row?.customers ?? 0,
    meetings: row?.meetings ?? 0,
    bookers: options.bookers,
    connections: options.connections,
    duration: options.duration,
    database: options.database,
    seedSeconds,
    postgres: row?.version ?? '?',
    node: process.version,
    cpus: `${os.availableParallelism()} × ${cpus[0]?.model.trim() ?? '?'}`,
    loadAverage,
    autocannon: '9.0.0',
    commit: gitCommit(),
  };
}

async function main() {
  const options = parseBenchOptions();
  const now = new Date();
  const started = performance.now();
  let prepared = false;
  let server: BenchServer | undefined;
  let sql: postgres.Sql | undefined;
  let cleaned: Promise<void> | undefined;
  const cleanup = () => {
    cleaned ??= (async () => {
      await server?.close();
      await sql?.end({ timeout: 5 });
      if (options.reuse) return;
      if (!prepared || !options.keep) await dropBenchDatabase(options.server, options.database);
      else
        console.log(`Kept database ${options.database} (${databaseUrl(options.server, options.database)})`);
    })();
    return cleaned;
  };
  // Ctrl-C stops the api and drops the database too.
  process.once('SIGINT', () => {
    console.log('interrupted: cleaning up');
    void cleanup().finally(() => process.exit(130));
  });
  try {
    const { url, seedSeconds } = await prepareBenchDatabase(options, now);
    prepared = true;
    sql = postgres(url, { max: 2, onnotice: () => {} });
    server = await startServer(url, options.cpuProfileDir);
    console.log(`api at ${server.apiUrl} (Stripe stand-in at ${server.stripeUrl})`);

    const browserIds = (
      await sql<{ id: number }[]>`SELECT id FROM users WHERE NOT is_expert ORDER BY id LIMIT ${BROWSERS}`
    ).map((row) => row.id);
    const browserTokens = [...(await issueSessions(sql, browserIds)).values()];
    const expertCount =
      (await sql<{ n: number }[]>`SELECT max(user_id)::int AS n FROM expert_profiles`)[0]?.n ?? 0;
    const needsBookers = options.scenarios.some((name) => name !== 'search');
    const setupStarted = performance.now();
    const bookers = needsBookers ? await makeBookers(sql, server, options.bookers) : [];
    if (needsBookers) {
      console.log(
        `${bookers.length} booking customers signed in with a saved card in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
      );
    }

    const candidates: BookingCandidate[] = [];
    const shapes = searchShapes();
    const list = scenarios({
      browserTokens,
      bookers,
      experts: expertCount,
      today: addDays(now, 0),
      candidates,
      searchShapes: shapes,
    });
    const results: ScenarioResult[] = [];
    const oneConnection: ScenarioResult[] = [];
    let searchPlans: ShapeExplained[] = [];
    const routes = await declaredRoutes(server);
    const settings = await settingsOf(sql, options, seedSeconds, os.loadavg()[0] ?? 0);
    for (const name of options.scenarios) {
      const scenario = list.find((entry) => entry.name === name);
      if (!scenario) continue;
      if (!routes.has(scenario.route)) {
        console.log(`${name}: route not available (404): ${scenario.route}`);
        results.push({ name, unavailable: `route not available (404): ${scenario.route}` });
        continue;
      }
      if (scenario.prepare) await scenario.prepare(server.apiUrl);
      if (scenario.skip?.()) {
        results.push({ name, unavailable: scenario.skip() as string });
        continue;
      }
      process.stdout.write(`${name}: ${options.connections} connections for ${options.duration} s…\n`);
      results.push(await measure(server, sql, scenario, options));
      if (options.oneConnection.includes(name)) {
        process.stdout.write(`${name}: 1 connection for ${options.duration} s…\n`);
        oneConnection.push(await measure(server, sql, scenario, { ...options, connections: 1 }));
      }
      if (name === 'search') searchPlans = await server.explain(explainRequests(shapes, browserTokens));
    }
    printReport(settings, { results, oneConnection, searchPlans }, (performance.now() - started) / 1000);
  } finally {
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
