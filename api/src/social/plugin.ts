import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { socialRoutes } from './routes.ts';

/** Social login: Google and Apple (OpenID Connect), Facebook (OAuth 2.0 and the Graph API). */
export const socialPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(socialRoutes);
  },
  { name: 'social', dependencies: ['identity'] },
);
