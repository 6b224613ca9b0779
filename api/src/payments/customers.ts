import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { paymentCustomers, type User } from '../db/schema/index.ts';
import type { PaymentGateway } from './gateway.ts';

/** The user's Stripe customer id, or undefined when they never saved a card. */
export async function findCustomerId(db: Database, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ id: paymentCustomers.stripeCustomerId })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.userId, userId));
  return row?.id;
}

/**
 * The user's Stripe customer, made on first need. Two requests racing here send the same
 * idempotency key, so Stripe answers both with one customer and one row wins.
 */
export async function ensureCustomerId(db: Database, gateway: PaymentGateway, user: User): Promise<string> {
  const existing = await findCustomerId(db, user.id);
  if (existing) return existing;
  const created = await gateway.createCustomer({
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
    userId: user.id,
    idempotencyKey: `customer-of-user-${user.id}`,
  });
  await db
    .insert(paymentCustomers)
    .values({ userId: user.id, stripeCustomerId: created })
    .onConflictDoNothing();
  return (await findCustomerId(db, user.id)) ?? created;
}
