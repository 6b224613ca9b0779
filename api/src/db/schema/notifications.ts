import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './identity.ts';

/** What a user is told (booking, start soon, extension steps, feedback, answers, plan, payout). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 48 }).notNull(),
    data: jsonb('data').notNull().default({}),
    /** Set by PUT /notifications/read (the bell opened): no longer counted as unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Set by PUT /notifications/clear: cleared ones are no longer listed. */
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_user').on(table.userId, table.createdAt.desc())],
);
