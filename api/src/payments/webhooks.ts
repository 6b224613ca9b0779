import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { paymentCustomers, paymentEvents } from '../db/schema/index.ts';
import type { GatewayEvent } from './gateway.ts';

export type WebhookHandler = (event: GatewayEvent, tx: Transaction) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** What the api does on each provider event type; each domain adds its own (plans: subscriptions). */
    paymentWebhooks: WebhookHandlers;
  }
}

/**
 * One handler per event type; events of other types are acknowledged without touching the database
 * (they change nothing, so there is nothing to do once: a booking's `payment_intent.created` and
 * `charge.succeeded` cost no transaction).
 */
export class WebhookHandlers {
  private readonly handlers = new Map<string, WebhookHandler>();

  on(type: string, handler: WebhookHandler): void {
    if (this.handlers.has(type)) throw new Error(`a handler for ${type} is already registered`);
    this.handlers.set(type, handler);
  }

  /**
   * Processes an event once: its id is stored in the same transaction as its effects, so a
   * redelivery (Stripe retries until it gets a 2xx) finds it and does nothing, and a failure
   * stores nothing so the retry processes it.
   */
  async process(db: Database, event: GatewayEvent): Promise<'processed' | 'duplicate' | 'ignored'> {
    const handler = this.handlers.get(event.type);
    if (!handler) return 'ignored';
    return db.transaction(async (tx) => {
      const inserted = await tx
        .insert(paymentEvents)
        .values({ eventId: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.eventId });
      if (inserted.length === 0) return 'duplicate';
      await handler(event, tx);
      return 'processed';
    });
  }
}

/** The payments domain's own: a customer deleted at the provider forgets its id here. */
export const customerDeleted: WebhookHandler = async (event, tx) => {
  if (event.object.id)
    await tx.delete(paymentCustomers).where(eq(paymentCustomers.stripeCustomerId, event.object.id));
};
