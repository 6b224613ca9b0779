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
    // Each file starts its own api on its own database, so files share nothing but the module
    // cache: reusing it (no isolation) saves importing the api again per file, and as the files
    // wait on databases and sockets more than they compute, three workers fit two cores.
    isolate: false,
    maxWorkers: 3,
  },
});
