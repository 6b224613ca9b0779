import { parseArgs } from 'node:util';

/** What a bench run does; every field is a command-line flag (`--experts 2000`). */
export interface BenchOptions {
  /** PostgreSQL server (a database on it is created for the run). */
  server: string;
  /** Database name; default `bench_<timestamp>`. */
  database: string;
  /** Keep the database afterwards (dropped by default). */
  keep: boolean;
  /** Use the database as it is (seeded by an earlier `--keep` run) instead of creating and seeding it. */
  reuse: boolean;
  experts: number;
  customers: number;
  meetings: number;
  /** Seconds each scenario runs. */
  duration: number;
  /** Concurrent HTTP connections per scenario. */
  connections: number;
  /** Customers who book (each with a saved card at the Stripe stand-in). */
  bookers: number;
  /** Scenarios to run, comma separated: search, slots, preview, booking. */
  scenarios: string[];
  /** Scenarios run a second time at one connection (latency against PostgreSQL's time). */
  oneConnection: string[];
  /** Write the api process's V8 CPU profile (`.cpuprofile`) into this folder. */
  cpuProfileDir: string | undefined;
}

const SCENARIOS = ['search', 'slots', 'preview', 'booking'] as const;

const HELP = `npm run bench -w api -- [flags]

  --server URL        PostgreSQL server (default postgres://postgres@127.0.0.1:5432, or BENCH_DATABASE_SERVER)
  --database NAME     database to create (default bench_<timestamp>)
  --keep              keep the database afterwards
  --reuse             run on a database kept by an earlier --keep run (no seeding); its
                      migrations must match this code's (pending ones are regenerated before a release)
  --experts N         experts to seed (default 100000)
  --customers N       customers to seed (default 20000)
  --meetings N        confirmed meetings to seed (default 1000000)
  --duration S        seconds per scenario (default 10)
  --connections N     concurrent connections per scenario (default 10)
  --bookers N         booking customers with a saved card (default 300: 14 free slots each to book)
  --scenarios LIST    any of search,slots,preview,booking (default all)
  --one-connection LIST
                      of those, the ones run again at one connection, for p50 ÷ PostgreSQL time
                      (default search,slots,preview; none: no such run)
  --cpu-prof DIR      write the api process's CPU profile into DIR (open it in Chrome's DevTools)
`;

export function parseBenchOptions(argv: string[] = process.argv.slice(2)): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      server: { type: 'string' },
      database: { type: 'string' },
      keep: { type: 'boolean', default: false },
      reuse: { type: 'boolean', default: false },
      experts: { type: 'string', default: '100000' },
      customers: { type: 'string', default: '20000' },
      meetings: { type: 'string', default: '1000000' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      bookers: { type: 'string', default: '300' },
      scenarios: { type: 'string', default: SCENARIOS.join(',') },
      'one-connection': { type: 'string', default: 'search,slots,preview' },
      'cpu-prof': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(HELP);
    process.exit(0);
  }
  const count = (name: string, value: string, min: number) => {
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < min) throw new Error(`--${name} must be an integer ≥ ${min}`);
    return parsed;
  };
  const list = (value: string) => {
    const names = value === 'none' ? [] : value.split(',').map((name) => name.trim());
    for (const name of names) {
      if (!(SCENARIOS as readonly string[]).includes(name)) throw new Error(`unknown scenario ${name}`);
    }
    return names;
  };
  const scenarios = list(values.scenarios);
  if (values.reuse && !values.database) throw new Error('--reuse needs --database');
  if (values.database && !/^[a-z_][a-z0-9_]{0,62}$/.test(values.database)) {
    throw new Error('--database must be a lower-case identifier');
  }
  return {
    server: values.server ?? process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432',
    database: values.database ?? `bench_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`,
    keep: values.keep || values.reuse,
    reuse: values.reuse,
    experts: count('experts', values.experts, 10),
    customers: count('customers', values.customers, 10),
    meetings: count('meetings', values.meetings, 0),
    duration: count('duration', values.duration, 1),
    connections: count('connections', values.connections, 1),
    bookers: count('bookers', values.bookers, 1),
    scenarios,
    oneConnection: list(values['one-connection']),
    cpuProfileDir: values['cpu-prof'],
  };
}

/** The server URL with another database. */
export function databaseUrl(server: string, database: string): string {
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
}
