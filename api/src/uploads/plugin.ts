import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { uploadRoutes } from './routes.ts';

/** Image and video uploads and their files. */
export const uploadsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(uploadRoutes);
  },
  { name: 'uploads', dependencies: ['identity'] },
);
