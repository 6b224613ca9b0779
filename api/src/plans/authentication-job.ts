import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, Transaction } from '../db/client.ts';
import { planAuthentications } from '../db/schema/index.ts';
import { scheduleJob } from '../jobs/index.ts';
import type { Clock } from '../marketplace/clock.ts';
import { settlePending } from './authentication.ts';

type App = Pick<FastifyInstance, 'db' | 'gateway' | 'jobs' | 'clock' | 'bus' | 'log'>;

/**
 * A plan waiting for the bank is settled without the browser too: when the provider says its first
 * invoice was paid (the expert authenticated and closed the page), and at its lapse (given up).
 */
export const PLAN_AUTHENTICATION_JOB = 'plans.authentication';
interface AuthenticationJob {
  authenticationId: number;
}

const keyOf = (id: number) => `plan-authentication-${id}`;

export async function scheduleAuthenticationJob(db: Database | Transaction, id: number, runAt: Date) {
  await scheduleJob(db, PLAN_AUTHENTICATION_JOB, { authenticationId: id } satisfies AuthenticationJob, {
    runAt,
    key: keyOf(id),
  });
}

export async function runAuthenticationJob(app: App, { authenticationId }: AuthenticationJob) {
  const [pending] = await app.db
    .select()
    .from(planAuthentications)
    .where(and(eq(planAuthentications.id, authenticationId), eq(planAuthentications.status, 'pending')));
  if (!pending) return;
  const lapsed = pending.expiresAt <= app.clock();
  const outcome = await settlePending(app, pending, lapsed, 'en');
  // Moved early by a webhook but still waiting: back to its lapse.
  if (outcome.kind === 'authenticate') await scheduleAuthenticationJob(app.db, pending.id, pending.expiresAt);
}

/** invoice.paid of a subscription not recorded yet: the plan waiting for the bank, if it is one, settles now. */
export async function invoicePaidWhileWaiting(tx: Transaction, clock: Clock, subscriptionId: string) {
  const [pending] = await tx
    .select({ id: planAuthentications.id })
    .from(planAuthentications)
    .where(
      and(
        eq(planAuthentications.stripeSubscriptionId, subscriptionId),
        eq(planAuthentications.status, 'pending'),
      ),
    );
  if (pending) await scheduleAuthenticationJob(tx, pending.id, clock());
}
