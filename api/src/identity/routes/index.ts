import type { FastifyInstance } from 'fastify';
import { customerRoutes } from './customer-routes.ts';
import { passwordRoutes } from './password-routes.ts';
import { sessionRoutes } from './session-routes.ts';

/** Accounts and sessions: register, login, logout, password reset, the customer's own profile. */
export async function identityRoutes(app: FastifyInstance) {
  await app.register(sessionRoutes);
  await app.register(passwordRoutes);
  await app.register(customerRoutes);
}
