import { bigserial, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * What browsers report about the front end's releases (api/src/client-events): for now, a page that
 * could not load a remote's version and fell back to the default one. Rows older than 30 days are
 * deleted by the reports that come after them.
 */
export const clientEvents = pgTable(
  'client_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'remote-fallback'. */
    kind: varchar('kind', { length: 32 }).notNull(),
    /** The remote's name (mf_…). */
    remote: varchar('remote', { length: 64 }).notNull(),
    /** The version that failed to load. */
    version: varchar('version', { length: 120 }).notNull(),
    /** 'network', 'integrity' or 'setup'. */
    cause: varchar('cause', { length: 16 }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // The counts per remote, version and cause, read in that order with each group's latest.
    index('client_events_failures').on(
      table.kind,
      table.remote,
      table.version,
      table.cause,
      table.occurredAt,
    ),
    // The oldest first, for the pruning of rows past their 30 days.
    index('client_events_occurred_at').on(table.occurredAt),
  ],
);
