import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { favouriteRoutes } from './routes.ts';

/** A customer's saved experts. */
export const favouritesPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(favouriteRoutes);
  },
  { name: 'favourites', dependencies: ['identity'] },
);
