import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { subscriptionTypes } from './catalog.ts';
import { expertRef } from './experts.ts';

/** An expert's plan subscriptions; the newest row is the current one. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    expertId: expertRef(),
    subscriptionTypeId: integer('subscription_type_id')
      .notNull()
      .references(() => subscriptionTypes.id),
    stripeStatus: varchar('stripe_status', { length: 20 }).notNull(),
    stripeSubscriptionId: varchar('stripe_subscription_id', { length: 255 }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_expert').on(table.expertId, table.createdAt.desc()),
    check(
      'subscriptions_status',
      sql`${table.stripeStatus} in ('trialing', 'active', 'past_due', 'canceled', 'incomplete')`,
    ),
  ],
);

/**
 * A plan whose first payment waits for the expert's bank (3-D Secure) to be confirmed in Stripe.js:
 * its incomplete provider subscription and payment, recorded before the 202 answers so that a
 * settle after a restart finds it and a repeated subscribe answers it again. `pending` until
 * settled: `succeeded` (recorded in `subscriptions`), `failed` (refused) or `cancelled` (given up or
 * replaced); the provider subscription of a failed or cancelled one is cancelled.
 */
export const planAuthentications = pgTable(
  'plan_authentications',
  {
    id: serial('id').primaryKey(),
    expertId: expertRef(),
    subscriptionTypeId: integer('subscription_type_id')
      .notNull()
      .references(() => subscriptionTypes.id),
    paymentMethodId: varchar('payment_method_id', { length: 255 }).notNull(),
    stripeSubscriptionId: varchar('stripe_subscription_id', { length: 255 }).notNull().unique(),
    paymentIntentId: varchar('payment_intent_id', { length: 255 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    /** When the provider lets the incomplete subscription lapse (23 hours after it was made). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('plan_authentications_one_pending')
      .on(table.expertId)
      .where(sql`${table.status} = 'pending'`),
    check(
      'plan_authentications_status',
      sql`${table.status} in ('pending', 'succeeded', 'failed', 'cancelled')`,
    ),
  ],
);
