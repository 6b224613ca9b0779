import type { ShapeExplained } from './explain.ts';

export type ScenarioResult =
  | {
      name: string;
      /** Concurrent connections the scenario ran with. */
      connections: number;
      requests: number;
      p50: number;
      p95: number;
      p99: number;
      perSecond: number;
      /** Connection errors and timeouts. */
      errors: number;
      non2xx: number;
      /** Answers per HTTP status. */
      statuses: Record<string, number>;
      /**
       * Per answered request, on the requests' path (the api process) and off it (the worker
       * process: jobs, webhooks, the stand-ins): the statements drizzle sent, the CPU (ms) of the
       * PostgreSQL backends serving them (null when they cannot be read), the process's own CPU.
       */
      statementsPerRequest: number;
      pgMsPerRequest: number | null;
      cpuMsPerRequest: number;
      offPathStatementsPerRequest: number;
      offPathPgMsPerRequest: number | null;
      offPathCpuMsPerRequest: number;
      note?: string | undefined;
      /** The Stripe stand-in's share, when the scenario called it. */
      provider?: ProviderShare | undefined;
      unavailable?: undefined;
    }
  | { name: string; unavailable: string };

/** Time the Stripe stand-in spent answering the api's calls during a scenario. */
export interface ProviderShare {
  /** Stripe calls the stand-in answered. */
  calls: number;
  /** Per call, from its arrival at the stand-in to the answer sent. */
  callP50: number;
  callP95: number;
  /** The stand-in's time summed over the scenario, per api request. */
  perRequest: number;
  /** The api's mean latency, and that less `perRequest`. */
  apiMean: number;
  apiOwn: number;
}

export interface BenchSettings {
  experts: number;
  customers: number;
  meetings: number;
  bookers: number;
  connections: number;
  duration: number;
  database: string;
  /** Seconds to create, migrate and seed the database; null when an existing one was reused. */
  seedSeconds: number | null;
  postgres: string;
  node: string;
  cpus: string;
  /** The machine's 1-minute load average when the figures were taken (other work skews them). */
  loadAverage: number;
  autocannon: string;
  /** Git commit of the api measured. */
  commit: string;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');
const fine = (value: number | null) => (value !== null && Number.isFinite(value) ? value.toFixed(2) : '-');

/** The settings of the run, one line per scenario, the runs at one connection, the search plans. */
export function printReport(
  settings: BenchSettings,
  runs: { results: ScenarioResult[]; oneConnection: ScenarioResult[]; searchPlans: ShapeExplained[] },
  totalSeconds: number,
  out: (line: string) => void = console.log,
) {
  const { results } = runs;
  out('');
  out(`npm run bench -w api${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`);
  out(
    `  data:    ${settings.experts} experts, ${settings.customers} customers, ${settings.meetings} meetings (database ${settings.database}, ${
      settings.seedSeconds === null ? 'reused' : `seeded in ${settings.seedSeconds.toFixed(0)} s`
    })`,
  );
  out(
    `  load:    autocannon ${settings.autocannon}, ${settings.connections} connections, ${settings.duration} s per scenario, ${settings.bookers} booking customers`,
  );
  out(
    `  machine: PostgreSQL ${settings.postgres}, Node ${settings.node}, ${settings.cpus} CPUs, load average ${settings.loadAverage.toFixed(1)} before the scenarios`,
  );
  out(`  code:    commit ${settings.commit}`);
  out(`  total:   ${totalSeconds.toFixed(0)} s${settings.seedSeconds === null ? '' : ' (seeding included)'}`);
  out('');
  const header = [
    'scenario',
    'requests',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'req/s',
    'stmts/req',
    'PG ms/req',
    'CPU ms/req',
    'off-path stmts/req',
    'off-path PG ms/req',
    'off-path CPU ms/req',
    'errors/non-2xx',
    'statuses',
  ];
  const rows = results.map((result) =>
    result.unavailable !== undefined
      ? [result.name, result.unavailable]
      : [
          result.name,
          String(result.requests),
          ms(result.p50),
          ms(result.p95),
          ms(result.p99),
          result.perSecond.toFixed(1),
          result.statementsPerRequest.toFixed(1),
          fine(result.pgMsPerRequest),
          result.cpuMsPerRequest.toFixed(2),
          result.offPathStatementsPerRequest.toFixed(1),
          fine(result.offPathPgMsPerRequest),
          result.offPathCpuMsPerRequest.toFixed(2),
          `${result.errors}/${result.non2xx}`,
          Object.entries(result.statuses)
            .map(([status, count]) => `${status}×${count}`)
            .join(' '),
        ],
  );
  printTable(header, rows, out);
  printOneConnection(runs.oneConnection, out);
  const shares = results.flatMap((result) =>
    result.unavailable === undefined && result.provider
      ? [{ name: result.name, requests: result.requests, share: result.provider }]
      : [],
  );
  if (shares.length > 0) {
    out('');
    out("Stripe stand-in (in the worker's process) answering the api during each scenario:");
    printTable(
      [
        'scenario',
        'Stripe calls',
        'calls/request',
        'call p50 ms',
        'call p95 ms',
        'provider ms/request',
        'api mean ms',
        'api own ms',
      ],
      shares.map(({ name, requests, share }) => [
        name,
        String(share.calls),
        (share.calls / requests).toFixed(1),
        ms(share.callP50),
        ms(share.callP95),
        ms(share.perRequest),
        ms(share.apiMean),
        ms(share.apiOwn),
      ]),
      out,
    );
  }
  printSearchPlans(runs.searchPlans, out);
  const notes = results.flatMap((result) =>
    result.unavailable === undefined && result.note ? [result.note] : [],
  );
  if (notes.length > 0) {
    out('');
    for (const note of notes) out(`  ${note}`);
  }
}

/** The runs at one connection: how far latency is above PostgreSQL's own time. */
function printOneConnection(results: ScenarioResult[], out: (line: string) => void) {
  if (results.length === 0) return;
  out('');
  out('At one connection (p50 ÷ PG: the p50 latency over the PostgreSQL time per request):');
  printTable(
    ['scenario', 'requests', 'p50 ms', 'p95 ms', 'req/s', 'stmts/req', 'PG ms/req', 'CPU ms/req', 'p50 ÷ PG'],
    results.map((result) =>
      result.unavailable !== undefined
        ? [result.name, result.unavailable]
        : [
            result.name,
            String(result.requests),
            ms(result.p50),
            ms(result.p95),
            result.perSecond.toFixed(1),
            result.statementsPerRequest.toFixed(1),
            fine(result.pgMsPerRequest),
            result.cpuMsPerRequest.toFixed(2),
            result.pgMsPerRequest ? (result.p50 / result.pgMsPerRequest).toFixed(1) : '-',
          ],
    ),
    out,
  );
}

/** One line per search shape and statement: PostgreSQL's planning and execution, the plan's top. */
function printSearchPlans(shapes: ShapeExplained[], out: (line: string) => void) {
  if (shapes.length === 0) return;
  out('');
  out(
    'Search plans, one query per shape (EXPLAIN (ANALYZE, BUFFERS, TIMING OFF), median of 5; ms; shared buffers hit/read):',
  );
  const width = Math.max(...shapes.map((shape) => shape.shape.length));
  for (const shape of shapes) {
    const total = shape.statements.reduce((sum, one) => sum + one.planningMs + one.executionMs, 0);
    out(
      `  ${shape.shape.padEnd(width)}  ${total.toFixed(2).padStart(6)} ms in ${shape.statements.length} statement(s), ${shape.status}  ${shape.path}`,
    );
    for (const one of shape.statements)
      out(
        `  ${''.padEnd(width)}    plan ${one.planningMs.toFixed(2)} + exec ${one.executionMs.toFixed(2)}, ${one.hit}/${one.read}: ${one.top}`,
      );
  }
}

/** Columns padded to their widest cell; a row of two cells is a name and a sentence. */
function printTable(header: string[], rows: string[][], out: (line: string) => void) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.filter((row) => row.length > 2).map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells.length === 2
      ? `${(cells[0] ?? '').padEnd(widths[0] ?? 0)}  ${cells[1]}`
      : cells
          .map((cell, column) =>
            column === 0 || (column === cells.length - 1 && header[column] === 'statuses')
              ? cell.padEnd(widths[column] ?? 0)
              : cell.padStart(widths[column] ?? 0),
          )
          .join('  ')
          .trimEnd();
  out(line(header));
  for (const row of rows) out(line(row));
}
