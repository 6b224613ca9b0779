import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, customerRef } from './columns.ts';
import { expertRef } from './experts.ts';
import { meetings } from './meetings.ts';

/** A customer's review of the expert after a finished meeting (private to the expert); one per meeting. */
export const expertFeedbacks = pgTable(
  'expert_feedbacks',
  {
    id: serial('id').primaryKey(),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    expertId: expertRef(),
    customerId: customerRef(),
    rating: smallint('rating').notNull(),
    /** One of the preset answers (perfect help, …, other). */
    comment: varchar('comment', { length: 40 }).notNull(),
    otherComment: varchar('other_comment', { length: 250 }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('expert_feedbacks_meeting_unique').on(table.meetingId),
    index('expert_feedbacks_expert').on(table.expertId, table.createdAt.desc()),
    check('expert_feedbacks_rating', sql`${table.rating} between 1 and 5`),
  ],
);

/** An expert's review of the customer of a finished meeting; one per meeting. */
export const customerFeedbacks = pgTable(
  'customer_feedbacks',
  {
    id: serial('id').primaryKey(),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    expertId: expertRef(),
    customerId: customerRef(),
    rating: smallint('rating').notNull(),
    comment: varchar('comment', { length: 250 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('customer_feedbacks_meeting_unique').on(table.meetingId),
    index('customer_feedbacks_customer').on(table.customerId),
    check('customer_feedbacks_rating', sql`${table.rating} between 1 and 5`),
  ],
);
