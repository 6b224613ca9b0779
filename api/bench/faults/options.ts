import { parseArgs } from 'node:util';

/** What a fault bench run does; every field is a command-line flag. */
export interface FaultBenchOptions {
  /** PostgreSQL server (a database on it is created for the run and dropped after). */
  server: string;
  experts: number;
  customers: number;
  meetings: number;
  /** Booking customers (each with a saved card and a realtime socket). */
  bookers: number;
  /** Realtime sockets held open: the bookers' and the most booked experts'. */
  sockets: number;
  /** Seconds of steady load before the first fault, and after each fault is repaired. */
  phaseSeconds: number;
  /** Seconds an instance or Redis stays down. */
  outageSeconds: number;
  /** Seconds given to recover after a repair before the next phase is measured. */
  settleSeconds: number;
  searchesPerSecond: number;
  slotsPerSecond: number;
  bookingsPerSecond: number;
  /** Longest wait for held bookings to be settled by reconciliation once the load stops. */
  drainSeconds: number;
}

const HELP = `npm run bench:faults -w api -- [flags]

  --server URL            PostgreSQL server (default postgres://postgres@127.0.0.1:5432, or BENCH_DATABASE_SERVER)
  --experts N             experts to seed (default 500)
  --customers N           customers to seed (default 2000)
  --meetings N            past and future meetings to seed (default 20000)
  --bookers N             booking customers with a saved card (default 50)
  --sockets N             realtime sockets held open (default 100)
  --phase S               seconds of steady load before the faults and after each (default 40)
  --outage S              seconds an instance or Redis stays down (default 5)
  --settle S              seconds to recover after each repair (default 5)
  --searches R            searches per second (default 20)
  --slots R               slot reads per second (default 10)
  --bookings R            bookings per second (default 1)
  --drain S               longest wait for held bookings to settle after the load (default 150)
`;

export function parseFaultBenchOptions(argv: string[] = process.argv.slice(2)): FaultBenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      server: { type: 'string' },
      experts: { type: 'string', default: '500' },
      customers: { type: 'string', default: '2000' },
      meetings: { type: 'string', default: '20000' },
      bookers: { type: 'string', default: '50' },
      sockets: { type: 'string', default: '100' },
      phase: { type: 'string', default: '40' },
      outage: { type: 'string', default: '5' },
      settle: { type: 'string', default: '5' },
      searches: { type: 'string', default: '20' },
      slots: { type: 'string', default: '10' },
      bookings: { type: 'string', default: '1' },
      drain: { type: 'string', default: '150' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(HELP);
    process.exit(0);
  }
  const number = (name: string, value: string, min: number) => {
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || parsed < min) throw new Error(`--${name} must be a number ≥ ${min}`);
    return parsed;
  };
  const whole = (name: string, value: string, min: number) => {
    const parsed = number(name, value, min);
    if (!Number.isInteger(parsed)) throw new Error(`--${name} must be a whole number`);
    return parsed;
  };
  const bookers = whole('bookers', values.bookers, 1);
  const sockets = whole('sockets', values.sockets, 0);
  if (sockets > bookers * 2)
    throw new Error('--sockets may be at most twice --bookers (bookers and experts)');
  return {
    server: values.server ?? process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432',
    experts: whole('experts', values.experts, 40),
    customers: whole('customers', values.customers, 10),
    meetings: whole('meetings', values.meetings, 0),
    bookers,
    sockets,
    phaseSeconds: number('phase', values.phase, 5),
    outageSeconds: number('outage', values.outage, 1),
    settleSeconds: number('settle', values.settle, 0),
    searchesPerSecond: number('searches', values.searches, 0),
    slotsPerSecond: number('slots', values.slots, 0),
    bookingsPerSecond: number('bookings', values.bookings, 0),
    drainSeconds: number('drain', values.drain, 0),
  };
}
