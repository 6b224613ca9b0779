import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { syncReferenceData } from '../src/catalog/reference-sync.ts';
import { openDatabase } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder, migrated and holding the reference data, made once per run. */
    pgliteTemplate: string | null;
    /** On PostgreSQL: the name of a database made the same way, that test databases copy. */
    postgresTemplate: string | null;
  }
}

/**
 * Vitest global setup: migrates one database and fills its reference data once, so each test api
 * starts on a copy instead of migrating its own (seconds each, over a hundred starts): on PGlite a
 * data folder that is copied, on PostgreSQL a database that test databases are created from
 * (`CREATE DATABASE … TEMPLATE`). What a start adds after that (jobs planned on its clock, demo
 * data) still happens per test.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    project.provide('pgliteTemplate', null);
    const name = `test_template_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    const handle = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name), dataDir: tmpdir() });
    await syncReferenceData(handle.db);
    await handle.close();
    project.provide('postgresTemplate', name);
    return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  project.provide('postgresTemplate', null);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-template-'));
  const handle = await openDatabase({ databaseUrl: undefined, dataDir });
  await syncReferenceData(handle.db);
  await handle.close();
  project.provide('pgliteTemplate', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}

/** Runs one statement on the server's maintenance connection (databases are made and dropped there). */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end();
  }
}

/** The server's url pointed at another database of it. */
function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database on the server, empty or (given the run's `postgresTemplate`) a copy of the
 * migrated template; `drop` removes it even while connections remain.
 */
export async function scratchDatabase(serverUrl: string, template?: string | null): Promise<ScratchDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    url: databaseUrlOf(serverUrl, name),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Copies the run's template into a new test api's data folder (PGlite keeps its files in `pglite/`). */
export function copyTemplate(template: string, dataDir: string): void {
  cpSync(path.join(template, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
}
