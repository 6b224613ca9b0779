/**
 * A plan whose first payment the expert's bank must confirm (3-D Secure): the 202 that hands the
 * payment to Stripe.js, and its settling by the provider's word once the browser ran
 * `confirmCardPayment` (POST /experts/profile/subscriptions/authentication) or the expert gave up
 * (DELETE). Paid → recorded as any subscribe records it; refused → the incomplete provider
 * subscription cancelled, nothing recorded; still waiting → 202 again.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Locale, type PlanAuthenticationRequired, translate } from 'shared-contracts';
import { subscriptionTypes } from '../db/schema/index.ts';
import type { FoundCharge } from '../payments/gateway.ts';
import { refusalMessageKey } from '../payments/refusals.ts';
import { currentPlanRow, type PlanRow } from './current-plan.ts';
import { closePending, latestOf, type PendingAuthentication } from './pending-authentication.ts';
import { recordSubscription } from './service.ts';

type App = Pick<FastifyInstance, 'db' | 'gateway' | 'jobs' | 'clock' | 'bus' | 'log'>;

export type PlanAuthenticationOutcome =
  | { kind: 'subscribed'; row: PlanRow }
  | { kind: 'authenticate'; required: PlanAuthenticationRequired }
  /** Refused by the bank or the card; the message is already in the caller's language. */
  | { kind: 'refused'; message: string }
  | { kind: 'cancelled' }
  | { kind: 'none' };

const WAITING = new Set(['requires_action', 'requires_confirmation', 'processing']);

/**
 * The payment still waits for the customer: its bank's step not yet done. A payment first tried
 * off-session and refused for want of authentication is completed by confirming it on-session.
 */
export function awaitsBank(payment: FoundCharge | undefined): payment is FoundCharge {
  if (!payment?.clientSecret) return false;
  return (
    WAITING.has(payment.status) ||
    (payment.status === 'requires_payment_method' && payment.failure?.code === 'authentication_required')
  );
}

export function authenticationRequired(
  pending: PendingAuthentication,
  slug: string,
  clientSecret: string,
): PlanAuthenticationRequired {
  return {
    subscription_type: slug,
    payment: {
      status: 'requires_action',
      client_secret: clientSecret,
      payment_method_id: pending.paymentMethodId,
      expires_at: pending.expiresAt.toISOString(),
    },
  };
}

function refusalMessage(payment: FoundCharge, locale: Locale): string {
  const failure = payment.failure;
  if (failure?.code === 'payment_intent_authentication_failure')
    return translate('bookingAuthenticationFailed', locale);
  const known = refusalMessageKey(failure?.code, failure?.declineCode);
  if (known) return translate(known, locale);
  return failure?.message ?? translate('planPaymentFailed', locale);
}

async function planOf(app: App, pending: PendingAuthentication) {
  const [plan] = await app.db
    .select()
    .from(subscriptionTypes)
    .where(eq(subscriptionTypes.id, pending.subscriptionTypeId));
  if (!plan) throw new Error('plan missing');
  return plan;
}

async function recordPaid(app: App, pending: PendingAuthentication): Promise<PlanAuthenticationOutcome> {
  const provider = await app.gateway.getSubscription(pending.stripeSubscriptionId);
  const row = await recordSubscription(app, {
    expertId: pending.expertId,
    plan: await planOf(app, pending),
    providerId: provider.subscriptionId,
    // Paid: the provider may report `active` a moment later than the payment.
    status: provider.status === 'incomplete' ? 'active' : provider.status,
    periodEnd: provider.currentPeriodEnd,
    trialEnd: provider.trialEnd,
  });
  await closePending(app.db, pending.id, 'succeeded');
  return { kind: 'subscribed', row };
}

/** Settles one pending plan by its payment as the provider has it now. */
export async function settlePending(
  app: App,
  pending: PendingAuthentication,
  giveUp: boolean,
  locale: Locale,
): Promise<PlanAuthenticationOutcome> {
  const payment = await app.gateway.findPayment(pending.paymentIntentId);
  // Paid meanwhile (given up too late included): the plan is the expert's.
  if (payment.status === 'succeeded') return recordPaid(app, pending);
  if (!giveUp && awaitsBank(payment)) {
    const plan = await planOf(app, pending);
    return {
      kind: 'authenticate',
      required: authenticationRequired(pending, plan.slug, String(payment.clientSecret)),
    };
  }
  // Cancelling the subscription voids its invoice: the payment can no longer be made.
  await app.gateway.cancelSubscription(pending.stripeSubscriptionId);
  if (giveUp) {
    await closePending(app.db, pending.id, 'cancelled');
    return { kind: 'cancelled' };
  }
  await closePending(app.db, pending.id, 'failed');
  return { kind: 'refused', message: refusalMessage(payment, locale) };
}

/**
 * POST (`giveUp` false) and DELETE (`giveUp` true) …/subscriptions/authentication: the expert's own
 * pending plan. One already recorded as paid (by an earlier call or the invoice.paid webhook's job)
 * answers that plan again while it is the current one; none else waiting is `none`.
 */
export async function settlePlanAuthentication(
  app: App,
  expertId: number,
  giveUp: boolean,
  locale: Locale,
): Promise<PlanAuthenticationOutcome> {
  const latest = await latestOf(app.db, expertId);
  if (latest?.status === 'pending') return settlePending(app, latest, giveUp, locale);
  if (latest?.status === 'succeeded') {
    const current = await currentPlanRow(app.db, expertId);
    if (current?.stripeSubscriptionId === latest.stripeSubscriptionId)
      return { kind: 'subscribed', row: current };
  }
  return { kind: 'none' };
}
