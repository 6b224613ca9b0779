import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Durable jobs (api/src/jobs): one row per planned run. A row is deleted once its handler
 * succeeded; a failure moves `run_at` forward (backoff) until `dead_at` is set after the last try.
 * `locked_until` is the lease of the instance running it (claimed with FOR UPDATE SKIP LOCKED);
 * `version` grows with every re-plan, so a run that finishes after its job was re-planned (same
 * name and key) leaves the new plan in place.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    /** With a key, scheduling the same name and key replaces the pending job. */
    key: varchar('key', { length: 200 }),
    payload: jsonb('payload').notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    version: integer('version').notNull().default(1),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Set when the last try failed: the job is kept for inspection and never run again. */
    deadAt: timestamp('dead_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('jobs_name_key').on(table.name, table.key),
    index('jobs_due').on(table.runAt).where(sql`dead_at IS NULL`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
