import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Locale, SubscriptionCreateSchema } from 'shared-contracts';
import type * as v from 'valibot';
import type { User } from '../db/schema/index.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { marketplaceRules } from '../marketplace/rules.ts';
import { ensureCustomerId } from '../payments/customers.ts';
import { CardRefusedError, PaymentNotFoundError, PaymentUnavailableError } from '../payments/gateway.ts';
import { currentPlanRow, isLiveStatus, type PlanRow } from './current-plan.ts';
import { findPlan, recordSubscription, trialDaysFor } from './service.ts';

type App = Pick<FastifyInstance, 'db' | 'gateway' | 'jobs' | 'clock' | 'bus' | 'log'>;

export type SubscribeOutcome =
  | { kind: 'subscribed'; row: PlanRow; created: boolean }
  /** The provider refused the card; its message is shown as it is. */
  | { kind: 'refused'; message: string };

/**
 * Subscribes the expert to a plan with a saved card, replacing the current plan. The first plan
 * gets the plan's trial; the same plan while it is live is answered unchanged (`created: false`).
 */
export async function subscribeToPlan(
  app: App,
  user: User,
  body: v.InferOutput<typeof SubscriptionCreateSchema>,
  locale: Locale,
  log: FastifyBaseLogger,
): Promise<SubscribeOutcome> {
  const { db, gateway } = app;
  const plan = await findPlan(app, body.subscription_type);
  if (!plan) throw fieldError('subscription_type', 'unknownPlan', locale);
  try {
    const customerId = await ensureCustomerId(db, gateway, user);
    const card = await gateway.findCard(customerId, body.payment_method_id);
    if (!card) throw fieldError('payment_method_id', 'planCardNotFound', locale);
    const current = await currentPlanRow(db, user.id);
    if (current && current.subscriptionTypeId === plan.id && isLiveStatus(current.stripeStatus)) {
      return { kind: 'subscribed', row: current, created: false };
    }
    const trialDays = await trialDaysFor(app, user.id, plan);
    const priceId = await gateway.ensurePlanPrice({
      slug: plan.slug,
      name: plan.name,
      amount: plan.priceCents,
      currency: marketplaceRules.currency,
      interval: plan.period === 'yearly' ? 'year' : 'month',
    });
    const subscribed = await gateway.subscribe({
      customerId,
      priceId,
      paymentMethodId: card.id,
      trialDays: trialDays || undefined,
      idempotencyKey: `plan-${user.id}-after-${current?.id ?? 0}-${plan.slug}-${card.id}`,
    });
    if (subscribed.status === 'incomplete' || subscribed.status === 'incomplete_expired') {
      await gateway.cancelSubscription(subscribed.subscriptionId).catch(() => undefined);
      throw fieldError('payment_method_id', 'planPaymentFailed', locale);
    }
    const row = await recordSubscription(app, {
      expertId: user.id,
      plan,
      providerId: subscribed.subscriptionId,
      status: subscribed.status,
      periodEnd: subscribed.currentPeriodEnd,
      trialEnd: subscribed.trialEnd,
    });
    return { kind: 'subscribed', row, created: true };
  } catch (error) {
    if (error instanceof CardRefusedError) {
      return { kind: 'refused', message: error.message };
    }
    if (error instanceof PaymentNotFoundError)
      throw fieldError('payment_method_id', 'planCardNotFound', locale);
    if (error instanceof PaymentUnavailableError) {
      log.error({ err: error.cause }, 'payment provider failed');
      throw new HttpError(503, 'genericError');
    }
    throw error;
  }
}
