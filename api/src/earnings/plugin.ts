import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { earningsRoutes } from './routes.ts';

/** The expert's earnings, bank account and funds requests. */
export const earningsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(earningsRoutes);
  },
  { name: 'earnings', dependencies: ['identity'] },
);
