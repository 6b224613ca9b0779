import { isNotNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { socialLoginStates, socialTickets } from '../db/schema/index.ts';
import { scheduleIfAbsent } from '../jobs/index.ts';

export const SOCIAL_CLEANUP_JOB = 'social.cleanup';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Daily: sign-in states and sign-up tickets that were used or expired are deleted. */
export function defineSocialCleanupJob(app: Pick<FastifyInstance, 'db' | 'jobs' | 'clock' | 'addHook'>) {
  app.jobs.define(SOCIAL_CLEANUP_JOB, async () => {
    const wallNow = new Date();
    await app.db
      .delete(socialLoginStates)
      .where(or(isNotNull(socialLoginStates.usedAt), lt(socialLoginStates.expiresAt, wallNow)));
    await app.db
      .delete(socialTickets)
      .where(or(isNotNull(socialTickets.usedAt), lt(socialTickets.expiresAt, wallNow)));
    await app.jobs.schedule(
      SOCIAL_CLEANUP_JOB,
      {},
      { runAt: new Date(app.clock().getTime() + DAY_MS), key: 'daily' },
    );
  });
  app.addHook('onReady', async () => {
    await scheduleIfAbsent(app.db, SOCIAL_CLEANUP_JOB, 'daily', {}, new Date(app.clock().getTime() + DAY_MS));
  });
}
