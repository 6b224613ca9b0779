import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clientEventRoutes } from './routes.ts';

/** What browsers report about the front end's releases, and what the release tools read of it. */
export const clientEventsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(clientEventRoutes);
  },
  { name: 'client-events' },
);
