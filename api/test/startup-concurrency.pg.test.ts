import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { scratchDatabase } from './database-templates.ts';

const serverUrl = process.env.DATABASE_URL as string;

describe('several api instances starting together on one PostgreSQL database', () => {
  it('migrate once and seed once', async () => {
    // An empty database: the instances race to migrate it.
    const database = await scratchDatabase(serverUrl);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'api-test-'));
    const config = { ...loadConfig({}), dataDir, databaseUrl: database.url, logLevel: 'silent' };
    try {
      const apps = await Promise.all([buildApp(config), buildApp(config), buildApp(config)]);
      try {
        const totals = await Promise.all(
          apps.map(
            async (app) =>
              (await app.inject({ method: 'GET', url: '/api/v1/experts?per_page=1' })).json().meta.total,
          ),
        );
        expect(totals[0]).toBeGreaterThanOrEqual(60);
        expect(new Set(totals).size).toBe(1);
        const db = postgres(database.url, { max: 1, onnotice: () => {} });
        const [row] = await db`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`;
        await db.end();
        const migrationFiles = (await import('node:fs')).readdirSync(
          path.join(import.meta.dirname, '../drizzle'),
        );
        expect(row?.n).toBe(migrationFiles.filter((file) => file.endsWith('.sql')).length);
      } finally {
        await Promise.all(apps.map((app) => app.close()));
      }
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
