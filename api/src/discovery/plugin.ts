import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { discoveryRoutes } from './routes.ts';

/** Finding experts: the search and the expert page. */
export const discoveryPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(discoveryRoutes);
  },
  { name: 'discovery', dependencies: ['identity'] },
);
