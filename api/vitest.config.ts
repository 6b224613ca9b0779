import { defineConfig } from 'vitest/config';

/** Every test runs on PGlite and, with DATABASE_URL, on PostgreSQL; `*.pg.test.ts` need a PostgreSQL server. */
const onPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/database-templates.ts'],
    exclude: onPostgres ? [] : ['test/**/*.pg.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
