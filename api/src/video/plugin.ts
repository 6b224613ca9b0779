import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defineRoomClosures } from './closures.ts';
import { videoRoutes } from './routes.ts';

/** Video rooms: configuration, tokens and LiveKit's webhooks. */
export const videoPlugin = fp(
  async (app: FastifyInstance) => {
    defineRoomClosures(app);
    await app.register(videoRoutes);
  },
  { name: 'video', dependencies: ['identity'] },
);
