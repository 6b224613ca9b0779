import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { expertRef } from './experts.ts';

import { users } from './identity.ts';

/** A customer's saved experts. */
export const favourites = pgTable(
  'favourites',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expertId: expertRef(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.expertId] }),
    index('favourites_expert').on(table.expertId),
  ],
);
