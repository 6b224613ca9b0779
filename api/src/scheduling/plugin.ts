import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleRoutes } from './routes.ts';

/** The expert's weekly schedule. */
export const schedulingPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(scheduleRoutes);
  },
  { name: 'scheduling', dependencies: ['identity'] },
);
