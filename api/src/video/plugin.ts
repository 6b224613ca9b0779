import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { videoRoutes } from './routes.ts';

/** Video rooms: configuration, tokens and LiveKit's webhooks. */
export const videoPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(videoRoutes);
  },
  { name: 'video', dependencies: ['identity'] },
);
