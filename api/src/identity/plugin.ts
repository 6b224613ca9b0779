import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AccountEvents } from './account-events.ts';
import { authPlugin } from './auth.ts';
import { defineCleanupJobs } from './cleanup-jobs.ts';
import { passwordCheckCounter } from './rate-limits.ts';
import { customerRoutes } from './routes/customer-routes.ts';
import { emailChangeRoutes } from './routes/email-change-routes.ts';
import { languageRoutes } from './routes/language-routes.ts';
import { passwordRoutes } from './routes/password-routes.ts';
import { sessionRoutes } from './routes/session-routes.ts';

/**
 * Accounts and sessions: who is calling, login, logout, password reset, the customer's own profile,
 * the account's language, the confirmation of a new email address.
 */
export const identityPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(authPlugin);
    app.decorate('accountEvents', new AccountEvents());
    app.decorate('countPasswordCheck', passwordCheckCounter(app));
    defineCleanupJobs(app);
    await app.register(sessionRoutes);
    await app.register(passwordRoutes);
    await app.register(customerRoutes);
    await app.register(languageRoutes);
    await app.register(emailChangeRoutes);
  },
  { name: 'identity', dependencies: ['http'] },
);
