import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { privacyRoutes } from './routes.ts';

/** The account's own data: download it, or delete the account (GDPR). */
export const privacyPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(privacyRoutes);
  },
  { name: 'privacy', dependencies: ['identity', 'payments', 'uploads', 'meetings'] },
);
