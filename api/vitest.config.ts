import { defineConfig } from 'vitest/config';

/**
 * Every test runs on PostgreSQL when DATABASE_URL is set (`*.pg.test.ts` need a server), and on
 * PGlite otherwise. With PGLITE_ENGINE_TESTS=1, PGlite runs only the files whose subject is the
 * storage engine itself — migrations, extensions (trigram, GIN, exclusion constraints), unique
 * violations, one-statement reads, races and crashes — because the SQL is the same on both and
 * PGlite (single-threaded WASM) takes three times as long: `npm test` runs everything on PostgreSQL
 * and this list on PGlite, and the e2e suites run the whole product on PGlite.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const engineTestsOnly = !onPostgres && process.env.PGLITE_ENGINE_TESTS === '1';

const ENGINE_TESTS = [
  'migrations',
  'health',
  'seed',
  'identity-register',
  'discovery-index',
  'search-columns',
  'role-orders',
  'booking-days',
  'booking-holds',
  'booking-concurrency',
  'booking-crash',
  'extension-crash',
  'jobs',
].map((name) => `test/${name}.test.ts`);

export default defineConfig({
  test: {
    include: engineTestsOnly ? ENGINE_TESTS : ['test/**/*.test.ts'],
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
