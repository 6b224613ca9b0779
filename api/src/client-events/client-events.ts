import { and, asc, count, eq, gte, inArray, lt, max } from 'drizzle-orm';
import type { RemoteFailureCause } from 'shared-contracts';
import type { Database } from '../db/client.ts';
import { clientEvents } from '../db/schema/index.ts';

/** How long a report is kept: the release tools judge a canary on the recent ones. */
const CLIENT_EVENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * At most this many reports past their retention are deleted by each new one: the table stays
 * bounded (each insert takes away up to this many old rows) without a report ever paying for a
 * long backlog.
 */
const PRUNED_PER_REPORT = 5;

export interface RemoteFallback {
  kind: 'remote-fallback';
  remote: string;
  version: string;
  cause: RemoteFailureCause;
}

/** Keeps a report, and deletes a few of those older than the retention, in one statement. */
export async function recordClientEvent(db: Database, event: RemoteFallback, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - CLIENT_EVENT_RETENTION_MS);
  const oldest = db
    .select({ id: clientEvents.id })
    .from(clientEvents)
    .where(lt(clientEvents.occurredAt, cutoff))
    .orderBy(asc(clientEvents.occurredAt))
    .limit(PRUNED_PER_REPORT);
  const pruned = db
    .$with('pruned')
    .as(db.delete(clientEvents).where(inArray(clientEvents.id, oldest)).returning({ id: clientEvents.id }));
  await db
    .with(pruned)
    .insert(clientEvents)
    .values({ ...event, occurredAt: now });
}

/**
 * The fallbacks of the last 30 days (those older may wait for the next reports to be deleted),
 * counted per remote, version and cause (in that order), with the latest's time.
 */
export async function remoteFailureCounts(db: Database, now: Date) {
  const rows = await db
    .select({
      remote: clientEvents.remote,
      version: clientEvents.version,
      cause: clientEvents.cause,
      count: count(),
      lastAt: max(clientEvents.occurredAt),
    })
    .from(clientEvents)
    .where(
      and(
        eq(clientEvents.kind, 'remote-fallback'),
        gte(clientEvents.occurredAt, new Date(now.getTime() - CLIENT_EVENT_RETENTION_MS)),
      ),
    )
    .groupBy(clientEvents.remote, clientEvents.version, clientEvents.cause)
    .orderBy(asc(clientEvents.remote), asc(clientEvents.version), asc(clientEvents.cause));
  return rows.map((row) => ({
    remote: row.remote,
    version: row.version,
    // Only the contract's causes are ever written (the report's body is validated).
    cause: row.cause as RemoteFailureCause,
    count: row.count,
    last_at: (row.lastAt ?? new Date(0)).toISOString(),
  }));
}
