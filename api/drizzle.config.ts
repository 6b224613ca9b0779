import { defineConfig } from 'drizzle-kit';

/** Until the first release the folder holds one initial migration, regenerated from the whole schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
