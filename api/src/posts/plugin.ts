import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { postRoutes } from './routes.ts';

/** Customers' posts and experts' answers. */
export const postsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(postRoutes);
  },
  { name: 'posts', dependencies: ['identity'] },
);
