import { isNotNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  authTokens,
  emailChanges,
  passwordResets,
  socialLoginStates,
  socialTickets,
} from '../db/schema/index.ts';
import { scheduleIfAbsent } from '../jobs/index.ts';

export const TOKEN_CLEANUP_JOB = 'tokens.cleanup';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Identity's housekeeping. Daily: sessions that expired or were revoked, and password reset links,
 * email confirmation links, social sign-in states and social sign-up tickets that were used or
 * expired, are deleted (first planned a day after the first start, then by each run for
 * the next day).
 */
export function defineCleanupJobs(app: Pick<FastifyInstance, 'db' | 'jobs' | 'clock' | 'addHook'>) {
  app.jobs.define(TOKEN_CLEANUP_JOB, async () => {
    // Sessions and links expire by the wall clock (identity/sessions.ts, password-reset.ts,
    // email-change.ts), so they are judged by it here too; the next run is planned on the app's clock.
    const wallNow = new Date();
    await app.db
      .delete(authTokens)
      .where(or(isNotNull(authTokens.revokedAt), lt(authTokens.expiresAt, wallNow)));
    await app.db
      .delete(passwordResets)
      .where(or(isNotNull(passwordResets.usedAt), lt(passwordResets.expiresAt, wallNow)));
    await app.db
      .delete(emailChanges)
      .where(or(isNotNull(emailChanges.usedAt), lt(emailChanges.expiresAt, wallNow)));
    await app.db
      .delete(socialLoginStates)
      .where(or(isNotNull(socialLoginStates.usedAt), lt(socialLoginStates.expiresAt, wallNow)));
    await app.db
      .delete(socialTickets)
      .where(or(isNotNull(socialTickets.usedAt), lt(socialTickets.expiresAt, wallNow)));
    await app.jobs.schedule(
      TOKEN_CLEANUP_JOB,
      {},
      { runAt: new Date(app.clock().getTime() + DAY_MS), key: 'daily' },
    );
  });
  app.addHook('onReady', async () => {
    await scheduleIfAbsent(app.db, TOKEN_CLEANUP_JOB, 'daily', {}, new Date(app.clock().getTime() + DAY_MS));
  });
}
