export type ScenarioResult =
  | {
      name: string;
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
       * Per answered request: the statements drizzle sent on requests' paths, those sent off them
       * meanwhile (the booking's jobs, webhooks), and the api process's CPU (ms), both together.
       */
      statementsPerRequest: number;
      offPathStatementsPerRequest: number;
      cpuMsPerRequest: number;
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

/** The settings of the run, then one line per scenario. */
export function printReport(
  settings: BenchSettings,
  results: ScenarioResult[],
  totalSeconds: number,
  out: (line: string) => void = console.log,
) {
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
    'off-path stmts/req',
    'CPU ms/req',
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
          result.offPathStatementsPerRequest.toFixed(1),
          result.cpuMsPerRequest.toFixed(2),
          `${result.errors}/${result.non2xx}`,
          Object.entries(result.statuses)
            .map(([status, count]) => `${status}×${count}`)
            .join(' '),
        ],
  );
  printTable(header, rows, out);
  const shares = results.flatMap((result) =>
    result.unavailable === undefined && result.provider
      ? [{ name: result.name, requests: result.requests, share: result.provider }]
      : [],
  );
  if (shares.length > 0) {
    out('');
    out('Stripe stand-in (in the api process) answering the api during each scenario:');
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
  const notes = results.flatMap((result) =>
    result.unavailable === undefined && result.note ? [result.note] : [],
  );
  if (notes.length > 0) {
    out('');
    for (const note of notes) out(`  ${note}`);
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
