import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { listCountries } from './geo.ts';
import { syncReferenceData } from './reference-sync.ts';
import { catalogRoutes } from './routes.ts';

/** Reference data: categories, languages, geography, rates, plans. */
export const catalogPlugin = fp(
  async (app: FastifyInstance) => {
    // Also done by the seed; here so that reference data exists when demo seeding is off.
    await syncReferenceData(app.db);
    // The geo package is big: parse it once the server is up instead of on the first visitor's request.
    app.addHook('onReady', async () => {
      listCountries('en').catch((error: unknown) =>
        app.log.error({ err: error }, 'loading the countries failed'),
      );
    });
    await app.register(catalogRoutes);
  },
  { name: 'catalog', dependencies: ['identity'] },
);
