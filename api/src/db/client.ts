import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index.ts';

type Schema = typeof schema;
/** One type for both drivers: the domain code never knows which engine it runs on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Any fixed number: the key of the advisory lock held while migrating. */
const MIGRATION_LOCK_KEY = 720_431_005;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
/** Extensions the schema relies on (trigram search; exclusion constraints in later migrations). */
const EXTENSIONS = ['pg_trgm', 'btree_gist'];

async function createExtensions(db: Database) {
  for (const name of EXTENSIONS) await db.execute(sql.raw(`CREATE EXTENSION IF NOT EXISTS ${name}`));
}

/** Opens the database (PostgreSQL when a URL is given, PGlite in `dataDir/pglite` otherwise) and migrates it. */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: 10,
      onnotice: () => {},
      // The database is on SSD with its working set in memory, where a random page costs about what
      // a sequential one does: with the default 4, PostgreSQL read a whole table rather than a
      // search's indexes once the table outgrew a few thousand rows (issue 34, measured: a count of
      // an expert search visited 1,943 pages instead of 464 at 20,000 experts).
      connection: { random_page_cost: 1.1 },
    });
    const db = drizzlePostgres(client, { schema }) as unknown as Database;
    await withMigrationLock(options.databaseUrl, async () => {
      await createExtensions(db);
      await migratePostgres(db as never, { migrationsFolder });
    });
    return { db, engine: 'postgres', close: () => client.end({ timeout: 5 }) };
  }
  const folder = path.join(options.dataDir, 'pglite');
  mkdirSync(folder, { recursive: true });
  const client = await PGlite.create(folder, { extensions: { pg_trgm, btree_gist } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await createExtensions(db);
  await migratePglite(db as never, { migrationsFolder });
  return { db, engine: 'pglite', close: () => client.close() };
}

/** Rows of `db.execute`: an array from postgres.js, `{ rows }` from PGlite. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/** Whether a database error (either driver, wrapped by Drizzle or not) has one of these codes. */
function hasCode(error: unknown, codes: ReadonlySet<unknown>): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    if (codes.has((current as { code?: unknown }).code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const hasSqlState = (error: unknown, state: string) => hasCode(error, new Set([state]));

/**
 * The database could not be reached or dropped the connection: SQLSTATE classes 08 (connection
 * exception) and 57P (the server shutting down or cutting the backend), postgres.js's own
 * connection codes and the socket's. Nothing is wrong with the request: it may be tried again.
 */
const UNREACHABLE = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
]);
export const isDatabaseUnreachable = (error: unknown) => hasCode(error, UNREACHABLE);

/** A unique-constraint violation (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown) => hasSqlState(error, '23505');

/** An exclusion-constraint violation (SQLSTATE 23P01): two live meetings would overlap. */
export const isExclusionViolation = (error: unknown) => hasSqlState(error, '23P01');

/** Several api instances may start together: one migrates while the others wait (session advisory lock). */
async function withMigrationLock(databaseUrl: string, work: () => Promise<void>) {
  const lock = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await lock`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await work();
  } finally {
    await lock.end({ timeout: 5 });
  }
}

/** The connection inside `db.transaction(…)`: what work committed with a change is given. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
