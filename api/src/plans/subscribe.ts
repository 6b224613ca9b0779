import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Locale, SubscriptionCreateSchema } from 'shared-contracts';
import type * as v from 'valibot';
import type { User } from '../db/schema/index.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { marketplaceRules } from '../marketplace/rules.ts';
import { ensureCustomerId } from '../payments/customers.ts';
import { CardRefusedError, PaymentNotFoundError, PaymentUnavailableError } from '../payments/gateway.ts';
import {
  authenticationRequired,
  awaitsBank,
  type PlanAuthenticationOutcome,
  settlePending,
} from './authentication.ts';
import { scheduleAuthenticationJob } from './authentication-job.ts';
import { currentPlanRow, isLiveStatus, type PlanRow } from './current-plan.ts';
import { attemptsOf, INCOMPLETE_LIFETIME_MS, pendingOf, recordPending } from './pending-authentication.ts';
import { findPlan, recordSubscription, trialDaysAfter } from './service.ts';

type App = Pick<FastifyInstance, 'db' | 'gateway' | 'jobs' | 'clock' | 'bus' | 'log'>;

export type SubscribeOutcome =
  | { kind: 'subscribed'; row: PlanRow; created: boolean }
  /** The provider refused the card; its message is shown as it is. */
  | { kind: 'refused'; message: string }
  /** The card's bank asks the expert to confirm the first payment in Stripe.js. */
  | Extract<PlanAuthenticationOutcome, { kind: 'authenticate' }>;

/**
 * A subscribe while a plan waits for the bank: the same plan and card answer that plan again (its
 * 202); anything else gives it up first. One the provider says was paid meanwhile is recorded and
 * answered instead, whatever was asked (the expert paid for it).
 */
async function resumePending(
  app: App,
  user: User,
  wanted: { planId: number; cardId: string },
  locale: Locale,
): Promise<SubscribeOutcome | undefined> {
  const pending = await pendingOf(app.db, user.id);
  if (!pending) return undefined;
  const same =
    pending.subscriptionTypeId === wanted.planId &&
    pending.paymentMethodId === wanted.cardId &&
    pending.expiresAt > app.clock();
  const outcome = await settlePending(app, pending, !same, locale);
  switch (outcome.kind) {
    case 'subscribed':
      return { kind: 'subscribed', row: outcome.row, created: true };
    case 'authenticate':
      return outcome;
    default:
      // Refused or given up: the expert's new choice is tried afresh.
      return undefined;
  }
}

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
    const resumed = await resumePending(app, user, { planId: plan.id, cardId: card.id }, locale);
    if (resumed) return resumed;
    const current = await currentPlanRow(db, user.id);
    if (current && current.subscriptionTypeId === plan.id && isLiveStatus(current.stripeStatus)) {
      return { kind: 'subscribed', row: current, created: false };
    }
    // A plan given up or refused at the bank's step is tried again as a new provider subscription.
    const attempts = await attemptsOf(db, user.id);
    const trialDays = trialDaysAfter(plan, current);
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
      idempotencyKey: `plan-${user.id}-after-${current?.id ?? 0}${attempts ? `-attempt-${attempts}` : ''}-${plan.slug}-${card.id}`,
    });
    const payment = subscribed.firstPayment;
    if (subscribed.status === 'incomplete' && awaitsBank(payment)) {
      const pending = await recordPending(db, {
        expertId: user.id,
        subscriptionTypeId: plan.id,
        paymentMethodId: card.id,
        stripeSubscriptionId: subscribed.subscriptionId,
        paymentIntentId: payment.paymentIntentId,
        expiresAt: new Date(app.clock().getTime() + INCOMPLETE_LIFETIME_MS),
      });
      if (!pending) {
        // A concurrent submit of another plan or card was recorded first: it is the one that waits.
        await gateway.cancelSubscription(subscribed.subscriptionId);
        const first = await pendingOf(db, user.id);
        if (!first) throw new HttpError(409, 'planAuthenticationMissing');
        const outcome = await settlePending(app, first, false, locale);
        if (outcome.kind === 'authenticate') return outcome;
        throw new HttpError(409, 'planAuthenticationMissing');
      }
      await scheduleAuthenticationJob(db, pending.id, pending.expiresAt);
      return {
        kind: 'authenticate',
        required: authenticationRequired(pending, plan.slug, String(payment.clientSecret)),
      };
    }
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
