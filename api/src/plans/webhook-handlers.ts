import { and, eq, ne } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { subscriptions } from '../db/schema/index.ts';
import type { Clock } from '../marketplace/clock.ts';
import type { GatewayEvent } from '../payments/gateway.ts';
import type { WebhookHandler } from '../payments/webhooks.ts';
import { invoicePaidWhileWaiting } from './authentication-job.ts';
import { fromSeconds, planStatus } from './status.ts';

/** Period end: on the first item since API 2025-03-31, on the subscription before. */
function periodEnd(object: GatewayEvent['object']): number | null {
  const items = object.items as { data?: { current_period_end?: number }[] } | undefined;
  const value = items?.data?.[0]?.current_period_end ?? object.current_period_end;
  return typeof value === 'number' ? value : null;
}

/** The subscription an invoice bills (`subscription` before API 2025-03-31, `parent…` since). */
function invoiceSubscription(object: GatewayEvent['object']): string | null {
  if (typeof object.subscription === 'string') return object.subscription;
  const parent = object.parent as { subscription_details?: { subscription?: string } } | undefined;
  return parent?.subscription_details?.subscription ?? null;
}

/** A row replaced by a plan change stays canceled whatever the provider says later. */
const notCanceled = (id: string) =>
  and(eq(subscriptions.stripeSubscriptionId, id), ne(subscriptions.stripeStatus, 'canceled'));

async function subscriptionChanged(event: GatewayEvent, tx: Transaction) {
  const { id, status } = event.object;
  if (typeof id !== 'string' || typeof status !== 'string') return;
  const end = fromSeconds(periodEnd(event.object));
  const trialEnd = fromSeconds(typeof event.object.trial_end === 'number' ? event.object.trial_end : null);
  await tx
    .update(subscriptions)
    .set({
      stripeStatus: planStatus(status),
      ...(end && { endsAt: end }),
      ...(trialEnd && { trialEndsAt: trialEnd }),
      updatedAt: new Date(),
    })
    .where(notCanceled(id));
}

async function subscriptionDeleted(event: GatewayEvent, tx: Transaction) {
  const { id } = event.object;
  if (typeof id !== 'string') return;
  await tx
    .update(subscriptions)
    .set({ stripeStatus: 'canceled', updatedAt: new Date() })
    .where(eq(subscriptions.stripeSubscriptionId, id));
}

const invoicePaid = (clock: Clock) => async (event: GatewayEvent, tx: Transaction) => {
  const subscriptionId = invoiceSubscription(event.object);
  if (!subscriptionId || !(Number(event.object.amount_paid) > 0)) return;
  const [row] = await tx.select().from(subscriptions).where(notCanceled(subscriptionId));
  if (!row) {
    await invoicePaidWhileWaiting(tx, clock, subscriptionId);
    return;
  }
  const paidUntil = fromSeconds(typeof event.object.period_end === 'number' ? event.object.period_end : null);
  const endsAt = paidUntil && (!row.endsAt || paidUntil > row.endsAt) ? paidUntil : row.endsAt;
  await tx
    .update(subscriptions)
    .set({ stripeStatus: 'active', endsAt, updatedAt: new Date() })
    .where(eq(subscriptions.id, row.id));
};

async function invoiceFailed(event: GatewayEvent, tx: Transaction) {
  const subscriptionId = invoiceSubscription(event.object);
  if (!subscriptionId) return;
  await tx
    .update(subscriptions)
    .set({ stripeStatus: 'past_due', updatedAt: new Date() })
    .where(notCanceled(subscriptionId));
}

/** Stripe events that move an expert's plan; each is processed once (payments/webhooks.ts). */
export const planWebhookHandlers = (clock: Clock): Record<string, WebhookHandler> => ({
  'customer.subscription.updated': subscriptionChanged,
  'customer.subscription.deleted': subscriptionDeleted,
  'customer.subscription.trial_will_end': async () => {},
  'invoice.paid': invoicePaid(clock),
  'invoice.payment_failed': invoiceFailed,
});
