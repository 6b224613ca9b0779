import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { signUpRoutes } from './routes.ts';

/** Sign-up: an account, an expert account, or a customer made an expert. */
export const signUpPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(signUpRoutes);
  },
  { name: 'signup', dependencies: ['identity'] },
);
