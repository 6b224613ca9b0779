import { desc, eq } from 'drizzle-orm';
import type { ExpertSubscription, SubscriptionPeriod } from 'shared-contracts';
import type { Database } from '../db/client.ts';
import { subscriptions, subscriptionTypes } from '../db/schema/index.ts';
import type { PlanStatus } from './status.ts';

/**
 * The one owner of "the expert's current plan", "live" and "bookable until". Every caller (the
 * profile, the account-mode switch, the expert page, slots, booking, the plan jobs) asks here.
 */

export type PlanRow = typeof subscriptions.$inferSelect;
type PlanDates = Pick<PlanRow, 'stripeStatus' | 'endsAt' | 'trialEndsAt'>;

/** Statuses that make a plan live: its expert is bookable and may enter expert mode. */
const LIVE_PLAN_STATUSES: readonly PlanStatus[] = ['trialing', 'active'];

export function isLiveStatus(status: string): boolean {
  return (LIVE_PLAN_STATUSES as readonly string[]).includes(status);
}

/**
 * The last instant a live plan lets the expert be booked: the period end while active, the trial
 * end (else the period end) while trialing; null when the provider gave no end. Undefined when the
 * plan is not live.
 */
export function bookableUntil(plan: PlanDates): Date | null | undefined {
  if (plan.stripeStatus === 'active') return plan.endsAt;
  if (plan.stripeStatus === 'trialing') return plan.trialEndsAt ?? plan.endsAt;
  return undefined;
}

/** Live at `now`: a live status whose bookable end, if known, has not passed. */
export function isLiveAt(plan: PlanDates | undefined, now: Date): plan is PlanDates {
  if (!plan) return false;
  const until = bookableUntil(plan);
  return until !== undefined && (until === null || until > now);
}

/** The newest subscription row of the expert, whatever its state. */
export async function currentPlanRow(db: Database, expertId: number): Promise<PlanRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.expertId, expertId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return row;
}

/** The expert's current plan as the spec's `subscription` of an Expert, or null. */
export async function currentPlan(db: Database, expertId: number): Promise<ExpertSubscription | null> {
  const [row] = await db
    .select({ row: subscriptions, plan: subscriptionTypes })
    .from(subscriptions)
    .innerJoin(subscriptionTypes, eq(subscriptionTypes.id, subscriptions.subscriptionTypeId))
    .where(eq(subscriptions.expertId, expertId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return row ? planView(row.row, row.plan) : null;
}

/** The current plan when it is live at `now` (what `subscription {id}` of a profile names), else null. */
export async function livePlanRow(db: Database, expertId: number, now: Date): Promise<PlanRow | null> {
  const row = await currentPlanRow(db, expertId);
  return isLiveAt(row, now) ? row : null;
}

export function planView(row: PlanRow, plan: typeof subscriptionTypes.$inferSelect): ExpertSubscription {
  return {
    id: row.id,
    type: { name: plan.name, period: plan.period as SubscriptionPeriod, slug: plan.slug },
    stripe_status: row.stripeStatus as PlanStatus,
    ends_at: row.endsAt?.toISOString() ?? null,
    trial_ends_at: row.trialEndsAt?.toISOString() ?? null,
  };
}
