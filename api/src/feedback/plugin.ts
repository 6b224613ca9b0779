import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { feedbackRoutes } from './routes.ts';

/** Reviews of experts and of customers after a meeting. */
export const feedbackPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(feedbackRoutes);
  },
  { name: 'feedback', dependencies: ['identity'] },
);
