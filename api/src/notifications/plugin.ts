import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notificationRoutes } from './routes.ts';

/** A user's notifications. */
export const notificationsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(notificationRoutes);
  },
  { name: 'notifications', dependencies: ['identity'] },
);
