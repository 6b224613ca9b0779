import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { paymentCustomers, paymentEvents } from '../db/schema/index.ts';
import { planWebhookHandlers } from '../plans/webhook-handlers.ts';
import type { GatewayEvent } from './gateway.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type WebhookHandler = (event: GatewayEvent, tx: Transaction) => Promise<void>;

/** What the api does on each event type; events of other types are recorded and acknowledged. */
const handlers: Record<string, WebhookHandler> = {
  'customer.deleted': async (event, tx) => {
    if (event.object.id)
      await tx.delete(paymentCustomers).where(eq(paymentCustomers.stripeCustomerId, event.object.id));
  },
  ...planWebhookHandlers,
};

/**
 * Processes an event once: its id is stored in the same transaction as its effects, so a
 * redelivery (Stripe retries until it gets a 2xx) finds it and does nothing, and a failure
 * stores nothing so the retry processes it.
 */
export async function processEvent(db: Database, event: GatewayEvent): Promise<'processed' | 'duplicate'> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentEvents)
      .values({ eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.eventId });
    if (inserted.length === 0) return 'duplicate';
    await handlers[event.type]?.(event, tx);
    return 'processed';
  });
}
