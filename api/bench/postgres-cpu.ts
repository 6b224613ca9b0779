/**
 * PostgreSQL's time for the bench's api processes: the CPU the server's backends serving their
 * connections have used, read from the kernel (`/proc/<pid>/schedstat`: nanoseconds on a CPU),
 * the backends found by their application name (`bench-api`, `bench-worker`).
 *
 * Why not `pg_stat_database.active_time`: with the extended protocol a backend restarts its active
 * clock at each of Parse, Bind and Execute, so parsing and planning (done at Bind for an unnamed
 * statement) are left out; it is wall time, so on a busy machine it also counts the time the
 * backend waited for a CPU; and backends flush it only when idle, at most once a second. The
 * kernel's count is exact, immediate and per backend, but needs the server on this machine.
 */
import { readFileSync } from 'node:fs';
import type postgres from 'postgres';

export type BackendCpu = Map<number, { role: string; ns: number }>;

/** The CPU of every backend of the bench's api processes now; null when /proc cannot show them. */
export async function backendCpu(sql: postgres.Sql): Promise<BackendCpu | null> {
  const backends = await sql<{ pid: number; role: string }[]>`
    SELECT pid, substr(application_name, 7) AS role FROM pg_stat_activity
     WHERE datname = current_database() AND application_name LIKE 'bench-%'`;
  const cpu: BackendCpu = new Map();
  for (const { pid, role } of backends) {
    try {
      const ns = Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
      if (Number.isFinite(ns)) cpu.set(pid, { role, ns });
    } catch {
      // Gone meanwhile, or the server is not on this machine.
    }
  }
  return backends.length > 0 && cpu.size === 0 ? null : cpu;
}

/**
 * Milliseconds of backend CPU per role between two readings; a backend that appeared meanwhile
 * counts whole (it started during the interval). Null when either reading is missing.
 */
export function cpuBetween(
  before: BackendCpu | null,
  after: BackendCpu | null,
): Record<string, number> | null {
  if (!before || !after) return null;
  const total: Record<string, number> = {};
  for (const [pid, { role, ns }] of after) {
    const spent = ns - (before.get(pid)?.ns ?? 0);
    total[role] = (total[role] ?? 0) + spent / 1e6;
  }
  return total;
}
