import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { syncReferenceData } from '../src/catalog/reference-sync.ts';
import { openDatabase } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder, migrated and holding the reference data, made once per run. */
    pgliteTemplate: string | null;
  }
}

/**
 * Vitest global setup: on PGlite, migrates one database and fills its reference data once, so
 * each test api starts on a copy instead of migrating its own (about 5 s each, over a hundred
 * starts). What a start adds after that (jobs planned on its clock, demo data) still happens per
 * test. On PostgreSQL every test api creates and migrates its own database as before.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-template-'));
  const handle = await openDatabase({ databaseUrl: undefined, dataDir });
  await syncReferenceData(handle.db);
  await handle.close();
  project.provide('pgliteTemplate', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}

/** Copies the run's template into a new test api's data folder (PGlite keeps its files in `pglite/`). */
export function copyTemplate(template: string, dataDir: string): void {
  cpSync(path.join(template, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
}
