import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
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
