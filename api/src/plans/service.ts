import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ExpertSubscription, ExpertSubscriptions } from 'shared-contracts';
import { centsToDollars } from '../catalog/money.ts';
import { expertProfiles, subscriptions, subscriptionTypes } from '../db/schema/index.ts';
import { marketplaceRules } from '../marketplace/rules.ts';
import { notify } from '../notifications/notify.ts';
import { currentPlanRow, isLiveStatus, planView, type PlanRow as SubscriptionRow } from './current-plan.ts';
import { fromSeconds, planStatus } from './status.ts';

type App = Pick<FastifyInstance, 'db' | 'gateway' | 'jobs' | 'clock' | 'bus' | 'log'>;

export type { SubscriptionRow };

type PlanRow = typeof subscriptionTypes.$inferSelect;

const DAY_MS = 86_400_000;
export const PERIOD_END_JOB = 'plans.period-end';
export const TRIAL_ENDING_JOB = 'plans.trial-ending';
interface PlanJob {
  subscriptionId: number;
}

export async function findPlan(app: App, slug: string): Promise<PlanRow | undefined> {
  const [plan] = await app.db.select().from(subscriptionTypes).where(eq(subscriptionTypes.slug, slug));
  return plan;
}

/** The expert's subscriptions, newest first (the first is the current one). */
async function rowsOf(app: App, expertId: number) {
  return app.db
    .select({ row: subscriptions, plan: subscriptionTypes })
    .from(subscriptions)
    .innerJoin(subscriptionTypes, eq(subscriptionTypes.id, subscriptions.subscriptionTypeId))
    .where(eq(subscriptions.expertId, expertId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

export async function subscriptionsView(app: App, expertId: number): Promise<ExpertSubscriptions> {
  const rows = await rowsOf(app, expertId);
  const history = rows.map(({ row, plan }) => ({
    ...planView(row, plan),
    created_at: row.createdAt.toISOString(),
    price: centsToDollars(plan.priceCents),
  }));
  const first = rows[0];
  return { current: first ? planView(first.row, first.plan) : null, history };
}

export async function viewOf(app: App, row: SubscriptionRow): Promise<ExpertSubscription> {
  const [plan] = await app.db
    .select()
    .from(subscriptionTypes)
    .where(eq(subscriptionTypes.id, row.subscriptionTypeId));
  if (!plan) throw new Error('plan missing');
  return planView(row, plan);
}

/**
 * The first plan of an expert gets the plan's trial; a change of plan does not start another.
 * Decided from the newest row the subscribe already read (any row means a plan before), not from a
 * second read: a concurrent submit recorded in between would change the trial but not the
 * provider's idempotency key, and the provider refuses a key sent again with other parameters.
 */
export function trialDaysAfter(plan: PlanRow, current: SubscriptionRow | undefined): number {
  return current ? 0 : plan.trialDays;
}

/** Plans the renewal check at the period end and the trial-ending notice. */
async function scheduleJobs(app: App, row: SubscriptionRow) {
  const key = `subscription-${row.id}`;
  if (row.endsAt)
    await app.jobs.schedule<PlanJob>(PERIOD_END_JOB, { subscriptionId: row.id }, { runAt: row.endsAt, key });
  if (row.stripeStatus === 'trialing' && row.trialEndsAt) {
    const noticeAt = new Date(row.trialEndsAt.getTime() - marketplaceRules.trialEndingNoticeDays * DAY_MS);
    const now = app.clock();
    if (row.trialEndsAt > now)
      await app.jobs.schedule<PlanJob>(
        TRIAL_ENDING_JOB,
        { subscriptionId: row.id },
        { runAt: noticeAt > now ? noticeAt : now, key },
      );
  }
}

async function cancelJobs(app: App, rowId: number) {
  const key = `subscription-${rowId}`;
  await app.jobs.cancel(PERIOD_END_JOB, key);
  await app.jobs.cancel(TRIAL_ENDING_JOB, key);
}

/**
 * Records a new plan as the current one and closes the previous one (its provider subscription is
 * canceled after the commit: the new one is already paid for or trialing).
 */
export async function recordSubscription(
  app: App,
  input: {
    expertId: number;
    plan: PlanRow;
    providerId: string;
    status: string;
    periodEnd: number | null;
    trialEnd: number | null;
  },
): Promise<SubscriptionRow> {
  const now = app.clock();
  const { row, previous } = await app.db.transaction(async (tx) => {
    // One plan change at a time per expert (a double submit records one row).
    await tx
      .select({ id: expertProfiles.userId })
      .from(expertProfiles)
      .where(eq(expertProfiles.userId, input.expertId))
      .for('update');
    const existing = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, input.providerId));
    if (existing[0]) return { row: existing[0], previous: [] as SubscriptionRow[] };
    const closed = await tx
      .update(subscriptions)
      .set({ stripeStatus: 'canceled', updatedAt: now })
      .where(and(eq(subscriptions.expertId, input.expertId), ne(subscriptions.stripeStatus, 'canceled')))
      .returning();
    const [inserted] = await tx
      .insert(subscriptions)
      .values({
        expertId: input.expertId,
        subscriptionTypeId: input.plan.id,
        stripeStatus: planStatus(input.status),
        stripeSubscriptionId: input.providerId,
        endsAt: fromSeconds(input.periodEnd),
        trialEndsAt: fromSeconds(input.trialEnd),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new Error('subscription not stored');
    return { row: inserted, previous: closed };
  });
  for (const old of previous) {
    await cancelJobs(app, old.id);
    if (old.stripeSubscriptionId && old.stripeSubscriptionId !== input.providerId) {
      await app.gateway.cancelSubscription(old.stripeSubscriptionId).catch((error: unknown) => {
        app.log.warn(
          { err: error, subscription: old.stripeSubscriptionId },
          'old plan not canceled at the provider',
        );
      });
    }
  }
  await scheduleJobs(app, row);
  return row;
}

async function update(app: App, id: number, values: Partial<SubscriptionRow>) {
  const [row] = await app.db
    .update(subscriptions)
    .set({ ...values, updatedAt: app.clock() })
    .where(eq(subscriptions.id, id))
    .returning();
  return row;
}

/**
 * At the end of a period: reads the provider's subscription. Renewed (a later period end while
 * active) → active until the new end, next check planned; not paid → past_due, checked daily and
 * canceled after the grace days; canceled at the provider → canceled. A webhook that already moved
 * the end only moves the check.
 */
export async function checkPeriodEnd(app: App, job: PlanJob) {
  const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, job.subscriptionId));
  if (!row || row.stripeStatus === 'canceled') return;
  const current = await currentPlanRow(app.db, row.expertId);
  if (current?.id !== row.id) return;
  const now = app.clock();
  const key = `subscription-${row.id}`;
  if (row.endsAt && row.endsAt > now && isLiveStatus(row.stripeStatus)) {
    await app.jobs.schedule<PlanJob>(PERIOD_END_JOB, job, { runAt: row.endsAt, key });
    return;
  }
  if (!row.stripeSubscriptionId) return;
  const provider = await app.gateway.getSubscription(row.stripeSubscriptionId);
  const status = planStatus(provider.status);
  const providerEnd = fromSeconds(provider.currentPeriodEnd);
  const data = { subscription_id: row.id, plan_id: row.subscriptionTypeId };
  if (isLiveStatus(status) && providerEnd && providerEnd > now) {
    const renewed = await update(app, row.id, { stripeStatus: status, endsAt: providerEnd });
    if (renewed) await scheduleJobs(app, renewed);
    await notify(app, row.expertId, 'plan.renewed', { ...data, ends_at: providerEnd.toISOString() });
    return;
  }
  if (status === 'canceled') {
    await update(app, row.id, { stripeStatus: 'canceled' });
    await notify(app, row.expertId, 'plan.expired', data);
    return;
  }
  // The unpaid period began at the provider's period start (Stripe moves the period on a failed renewal).
  const unpaidFrom = fromSeconds(provider.currentPeriodStart);
  const overdueSince = unpaidFrom && row.endsAt && unpaidFrom < row.endsAt ? unpaidFrom : (row.endsAt ?? now);
  if (now.getTime() - overdueSince.getTime() >= marketplaceRules.planGraceDays * DAY_MS) {
    await app.gateway.cancelSubscription(row.stripeSubscriptionId);
    await update(app, row.id, { stripeStatus: 'canceled' });
    await notify(app, row.expertId, 'plan.expired', data);
    return;
  }
  if (row.stripeStatus !== 'past_due') {
    await update(app, row.id, { stripeStatus: 'past_due' });
    await notify(app, row.expertId, 'plan.expired', { ...data, status: 'past_due' });
  }
  await app.jobs.schedule<PlanJob>(PERIOD_END_JOB, job, { runAt: new Date(now.getTime() + DAY_MS), key });
}

/** Three days (rules) before a trial ends, if the plan is still trialing. */
export async function trialEnding(app: App, job: PlanJob) {
  const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, job.subscriptionId));
  if (row?.stripeStatus !== 'trialing' || !row.trialEndsAt) return;
  if (row.trialEndsAt <= app.clock()) return;
  const current = await currentPlanRow(app.db, row.expertId);
  if (current?.id !== row.id) return;
  await notify(app, row.expertId, 'plan.trial_ending', {
    subscription_id: row.id,
    trial_ends_at: row.trialEndsAt.toISOString(),
  });
}
