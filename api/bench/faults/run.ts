/**
 * `npm run bench:faults -w api`: faults under load. Two api instances (the api's own entry) behind
 * a load balancer, on one PostgreSQL database and a Redis of the bench's own, with the Stripe and
 * LiveKit stand-ins; searches, slot reads and bookings at a steady rate and realtime sockets held
 * open the whole time. Meanwhile one instance is killed (SIGKILL) and started again, Redis is
 * restarted, and every PostgreSQL connection of the database is cut once. Prints requests and
 * errors per phase, bookings confirmed against charges at the provider, events lost on the sockets
 * and each instance's memory; exits 1 when the product did not recover on its own.
 *
 *   npm run bench:faults -w api -- --phase 20     (a quicker run)
 *   npm run bench:faults -w api -- --help
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import postgres from 'postgres';
import { addDays, scenarios } from '../scenarios.ts';
import { searchShapes } from '../search-shapes.ts';
import { dropBenchDatabase, prepareBenchDatabase } from '../seed.ts';
import { issueSessions, makeBookers } from '../users.ts';
import { PUBLISHABLE_KEY, startFaultEnvironment } from './environment.ts';
import { bookingLedger, eventLedger } from './ledger.ts';
import { startLoad } from './load.ts';
import { type FaultBenchOptions, parseFaultBenchOptions } from './options.ts';
import { Timeline } from './phases.ts';
import { type ApiInstance, residentMegabytes } from './processes.ts';
import { type InstanceMemory, printFaultReport } from './report.ts';
import { openSockets, type SocketUser } from './sockets.ts';
import { until } from './until.ts';

/** Seeded customers who search. */
const BROWSERS = 200;
/** Booking retries after a gateway error or no answer, with the same Idempotency-Key. */
const BOOKING_RETRIES = 4;

const seconds = (value: number) => sleep(value * 1000);

async function main(options: FaultBenchOptions) {
  const database = `faults_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
  const work = mkdtempSync(path.join(tmpdir(), 'bench-faults-'));
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await Promise.resolve(step()).catch(() => {});
    cleanups.length = 0;
  };
  process.once('SIGINT', () => {
    console.log('interrupted: cleaning up');
    void cleanup().finally(() => process.exit(130));
  });
  try {
    const now = new Date();
    cleanups.push(() => dropBenchDatabase(options.server, database));
    const { url } = await prepareBenchDatabase({ ...options, database, reuse: false }, now);
    const sql = postgres(url, { max: 2, onnotice: () => {} });
    cleanups.push(() => sql.end({ timeout: 5 }));

    const { redis, stripe, stripeUrl, balancer, instances } = await startFaultEnvironment(
      url,
      work,
      cleanups,
    );

    const endpoints = { apiUrl: balancer.url, stripeUrl, publishableKey: PUBLISHABLE_KEY };
    const browserIds = (
      await sql<{ id: number }[]>`SELECT id FROM users WHERE NOT is_expert ORDER BY id LIMIT ${BROWSERS}`
    ).map((row) => row.id);
    const browserTokens = [...(await issueSessions(sql, browserIds)).values()];
    const bookers = await makeBookers(sql, endpoints, options.bookers);
    const candidates: Parameters<typeof scenarios>[0]['candidates'] = [];
    const list = scenarios({
      browserTokens,
      bookers,
      experts: options.experts,
      today: addDays(now, 0),
      candidates,
      searchShapes: searchShapes(),
    });
    const scenario = (name: string) => {
      const found = list.find((entry) => entry.name === name);
      if (!found) throw new Error(`no bench scenario ${name}`);
      return found;
    };
    const [search, slots, booking] = [scenario('search'), scenario('slots'), scenario('booking')];
    await booking.prepare?.(balancer.url);
    console.log(
      `${bookers.length} booking customers with a saved card; ${candidates.length} free slots to book`,
    );

    // Sockets: the bookers', then the experts they book first.
    const bookerSockets = bookers.slice(0, Math.min(bookers.length, Math.ceil(options.sockets / 2)));
    const expertIds = [...new Set(candidates.map((candidate) => candidate.expertId))].slice(
      0,
      options.sockets - bookerSockets.length,
    );
    const expertTokens = await issueSessions(sql, expertIds, 'expert');
    const socketUsers: SocketUser[] = [
      ...bookerSockets.map((booker) => ({ id: booker.id, token: booker.token })),
      ...expertIds.map((id) => ({ id, token: expertTokens.get(id) as string })),
    ];
    const sockets = openSockets(balancer.url, socketUsers);
    cleanups.push(() => sockets.close());
    await until(() => sockets.readyCount() === socketUsers.length, 30_000);

    const memory: InstanceMemory[] = instances.map((instance) => ({
      name: instance.name,
      startMb: residentMegabytes(instance.pid),
      endMb: undefined,
      starts: 0,
    }));
    const timeline = new Timeline();
    const since = new Date();
    timeline.begin('steady', true);
    const load = startLoad(
      balancer.url,
      [
        { ...search, perSecond: options.searchesPerSecond },
        { ...slots, perSecond: options.slotsPerSecond },
        { ...booking, perSecond: options.bookingsPerSecond, retries: BOOKING_RETRIES },
      ],
      timeline,
    );
    /** After a repair: the settle time, a note of how the sockets came back, then a measured phase. */
    const recovered = async (name: string, repairedAt: number) => {
      const fault = timeline.current();
      await seconds(options.settleSeconds);
      const reopened = sockets.records.flatMap((record) =>
        record.reopenedAt.filter((at) => fault && at >= fault.startedAt),
      );
      const last = reopened.length && fault ? (Math.max(...reopened) - fault.startedAt) / 1000 : undefined;
      timeline.note(
        `repaired ${((repairedAt - (fault?.startedAt ?? repairedAt)) / 1000).toFixed(1)} s after the fault began; ${reopened.length} sockets reopened${last === undefined ? '' : ` (the last ready after ${last.toFixed(1)} s)`}, ${sockets.readyCount()} of ${socketUsers.length} open when the next phase began`,
      );
      timeline.begin(name, true);
      await seconds(options.phaseSeconds);
    };
    await seconds(options.phaseSeconds);

    const victim = instances[0] as ApiInstance;
    timeline.begin(`${victim.name} killed (SIGKILL)`, false);
    await victim.kill('SIGKILL');
    await seconds(options.outageSeconds);
    const restartedAt = Date.now();
    await victim.start();
    timeline.note(
      `${victim.name} started again, healthy after ${((Date.now() - restartedAt) / 1000).toFixed(1)} s`,
    );
    await recovered(`after ${victim.name} restart`, Date.now());

    timeline.begin('redis restarted', false);
    await redis.kill('SIGTERM');
    await seconds(options.outageSeconds);
    await redis.start(10_000);
    timeline.note(`redis down for ${options.outageSeconds} s`);
    await recovered('after redis restart', Date.now());

    timeline.begin('postgres connections cut', false);
    const cut = await sql<{ cut: boolean }[]>`
      SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()`;
    timeline.note(`${cut.filter((row) => row.cut).length} connections of the api instances terminated`);
    await seconds(options.outageSeconds);
    await recovered('after postgres cut', Date.now());

    await load.stop();
    timeline.begin('drain (no load)', true);
    const drained = await until(async () => {
      const [row] = await sql<{ held: number }[]>`
        SELECT count(*)::int AS held FROM meetings
        WHERE customer_id = ANY(${bookers.map((booker) => booker.id)}) AND state = 'reserved'`;
      return (row?.held ?? 0) === 0;
    }, options.drainSeconds * 1000);
    timeline.note(
      drained === undefined
        ? `held bookings not all settled ${options.drainSeconds} s after the load stopped`
        : `held bookings settled ${drained.toFixed(0)} s after the load stopped`,
    );
    // The last notifications reach the sockets.
    await seconds(2);
    timeline.end();

    for (const [index, instance] of instances.entries()) {
      const entry = memory[index] as InstanceMemory;
      entry.endMb = residentMegabytes(instance.pid);
      entry.starts = instance.starts;
    }
    const bookings = await bookingLedger(
      sql,
      bookers.map((booker) => booker.id),
      since,
      stripe.core.store.collection('payment_intents'),
    );
    const events = await eventLedger(sql, sockets.records, since, timeline);
    const closes: Record<string, number> = {};
    for (const record of sockets.records)
      for (const [code, count] of Object.entries(record.closes)) closes[code] = (closes[code] ?? 0) + count;
    const served = balancer.served();
    const failures = printFaultReport({
      settings: [
        `Fault bench: 2 api instances behind a balancer, PostgreSQL ${(await sql<{ v: string }[]>`SELECT current_setting('server_version') AS v`)[0]?.v} (database ${database}), redis-server of the bench's own, Node ${process.version}`,
        `Seeded ${options.experts} experts, ${options.customers} customers, ${options.meetings} meetings; ${bookers.length} booking customers; ${socketUsers.length} realtime sockets`,
        `Load: ${options.searchesPerSecond} searches/s, ${options.slotsPerSecond} slot reads/s, ${options.bookingsPerSecond} bookings/s (a booking is retried up to ${BOOKING_RETRIES} times with its Idempotency-Key after a gateway error); phases of ${options.phaseSeconds} s, outages of ${options.outageSeconds} s, ${options.settleSeconds} s to recover`,
      ],
      phases: timeline.phases,
      events,
      bookings,
      memory,
      sockets: {
        count: socketUsers.length,
        reconnections: sockets.records.reduce((sum, record) => sum + record.reconnections, 0),
        readyAtEnd: sockets.readyCount(),
        closes,
      },
      extra: [
        `Requests by instance (balancer): ${instances.map((instance) => `${instance.name} ${served[instance.url] ?? 0}`).join(', ')}`,
        ...Object.entries(load.stats.skipped).map(
          ([name, count]) => `${name}: ${count} requests not sent (200 unanswered)`,
        ),
        ...Object.entries(load.stats.retried).map(([name, count]) => `${name}: ${count} requests sent again`),
        `Instance logs (kept when the run fails): ${work}`,
      ],
    });
    if (failures.length) process.exitCode = 1;
  } finally {
    await cleanup();
    if (process.exitCode !== 1) rmSync(work, { recursive: true, force: true });
  }
}

main(parseFaultBenchOptions()).catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
