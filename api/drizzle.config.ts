import { defineConfig } from 'drizzle-kit';

/**
 * `npm run db:generate -w api` adds a migration for each schema change. 0000_init is what the first
 * release shipped: never edit or regenerate a committed migration, data folders already applied it.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
