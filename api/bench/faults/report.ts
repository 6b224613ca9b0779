/** The fault bench's printed table, and the verdict it rests on. */
import type { BookingLedger, EventTally } from './ledger.ts';
import type { PhaseTally } from './phases.ts';

export interface InstanceMemory {
  name: string;
  startMb: number | undefined;
  endMb: number | undefined;
  starts: number;
}

export interface FaultReport {
  settings: string[];
  phases: PhaseTally[];
  events: Map<string, EventTally>;
  bookings: BookingLedger;
  memory: InstanceMemory[];
  sockets: { count: number; reconnections: number; readyAtEnd: number; closes: Record<string, number> };
  extra: string[];
}

const percentile = (values: number[], share: number) => {
  if (values.length === 0) return '–';
  const sorted = [...values].sort((a, b) => a - b);
  return String(
    Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] as number),
  );
};
const megabytes = (value: number | undefined) => (value === undefined ? '–' : `${value.toFixed(0)} MB`);

/** What must hold for the run to pass: each entry is a failure. */
function verdict(report: FaultReport): string[] {
  const failures: string[] = [];
  for (const phase of report.phases) {
    // An event missed live during a fault must still reach its user once the socket is back.
    const lost = report.events.get(phase.name)?.lost ?? 0;
    if (lost > 0) failures.push(`${phase.name}: ${lost} events lost`);
    if (!phase.recovered) continue;
    const errors = phase.requests.server + phase.requests.network;
    if (errors > 0) failures.push(`${phase.name}: ${errors} requests failed`);
  }
  const { bookings } = report;
  const confirmed = bookings.meetings.confirmed ?? 0;
  if (confirmed !== bookings.charges)
    failures.push(`bookings confirmed (${confirmed}) ≠ charges at the provider (${bookings.charges})`);
  if (bookings.unpaid.length)
    failures.push(`confirmed without a charge: meetings ${bookings.unpaid.join(', ')}`);
  if (bookings.paidNotConfirmed.length)
    failures.push(`charged but not confirmed: meetings ${bookings.paidNotConfirmed.join(', ')}`);
  if (bookings.chargedTwice.length)
    failures.push(`charged twice: meetings ${bookings.chargedTwice.join(', ')}`);
  if (bookings.meetings.reserved)
    failures.push(`${bookings.meetings.reserved} bookings still held after the drain`);
  if (report.sockets.readyAtEnd !== report.sockets.count)
    failures.push(`${report.sockets.count - report.sockets.readyAtEnd} sockets not open at the end`);
  return failures;
}

export function printFaultReport(report: FaultReport) {
  const lines: string[] = ['', ...report.settings, ''];
  const header = [
    'phase'.padEnd(30),
    's'.padStart(4),
    'requests'.padStart(9),
    'ok'.padStart(6),
    '4xx'.padStart(5),
    '5xx'.padStart(5),
    'no answer'.padStart(10),
    'p50 ms'.padStart(7),
    'p95 ms'.padStart(7),
    'events'.padStart(7),
    'live'.padStart(5),
    're-read'.padStart(8),
    'lost'.padStart(5),
  ];
  lines.push(header.join(' '), '-'.repeat(header.join(' ').length));
  for (const phase of report.phases) {
    const total = Object.values(phase.requests).reduce((sum, count) => sum + count, 0);
    const events = report.events.get(phase.name) ?? { stored: 0, live: 0, reread: 0, lost: 0 };
    lines.push(
      [
        `${phase.name}${phase.recovered ? '' : ' *'}`.padEnd(30),
        ((phase.endedAt - phase.startedAt) / 1000).toFixed(0).padStart(4),
        String(total).padStart(9),
        String(phase.requests.ok).padStart(6),
        String(phase.requests.refused).padStart(5),
        String(phase.requests.server).padStart(5),
        String(phase.requests.network).padStart(10),
        percentile(phase.latencies, 0.5).padStart(7),
        percentile(phase.latencies, 0.95).padStart(7),
        String(events.stored).padStart(7),
        String(events.live).padStart(5),
        String(events.reread).padStart(8),
        String(events.lost).padStart(5),
      ].join(' '),
    );
  }
  lines.push(
    '* a fault phase: failed requests and events missed live are expected there, not lost ones; every other phase must have no failure at all.',
  );
  for (const phase of report.phases) {
    const statuses = Object.entries(phase.statuses)
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, count]) => `${status}×${count}`);
    const detail = [
      ...phase.notes,
      ...(statuses.length ? [`answers other than 2xx: ${statuses.join(', ')}`] : []),
    ];
    if (detail.length) lines.push(`  ${phase.name}: ${detail.join('; ')}`);
  }
  const { bookings } = report;
  const states = Object.entries(bookings.meetings)
    .map(([state, count]) => `${count} ${state}`)
    .join(', ');
  lines.push(
    '',
    `Bookings: ${bookings.meetings.confirmed ?? 0} confirmed in the database, ${bookings.charges} booking charges succeeded at the provider (meetings: ${states || 'none'})`,
    `Sockets: ${report.sockets.count} held open, ${report.sockets.reconnections} reconnections, ${report.sockets.readyAtEnd} open at the end; closes seen: ${
      Object.entries(report.sockets.closes)
        .map(([code, count]) => `${code}×${count}`)
        .join(', ') || 'none'
    }`,
    'Memory (resident):',
    ...report.memory.map(
      (entry) =>
        `  ${entry.name}: ${megabytes(entry.startMb)} at the start, ${megabytes(entry.endMb)} at the end${
          entry.starts > 1 ? ` (started ${entry.starts} times; the end figure is its last process's)` : ''
        }`,
    ),
    ...report.extra,
  );
  const failures = verdict(report);
  lines.push(
    '',
    failures.length
      ? `FAILED:\n  ${failures.join('\n  ')}`
      : 'PASSED: the product recovered on its own from every fault.',
  );
  console.log(lines.join('\n'));
  return failures;
}
