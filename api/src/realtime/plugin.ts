import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { realtimeRoutes } from './routes.ts';

/** The realtime socket: each user's events as they happen. */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(realtimeRoutes);
  },
  { name: 'realtime', dependencies: ['identity'] },
);
