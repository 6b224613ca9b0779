import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { rates } from './catalog.ts';
import { createdAt } from './columns.ts';
import { meetings } from './meetings.ts';

/**
 * Every charge made for a meeting (the booking, then each extension), kept by `api/src/charges`.
 * The row is written `pending` before the provider is called, with the idempotency key the provider
 * gets, so a crash between the two is reconciled. `succeeded`: paid and taken effect (meeting
 * confirmed, end moved); `failed`: not charged; `refunding`: charged but it could no longer take
 * effect, the refund not yet confirmed; `refunded`.
 */
export const meetingCharges = pgTable(
  'meeting_charges',
  {
    id: serial('id').primaryKey(),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    rateId: integer('rate_id')
      .notNull()
      .references(() => rates.id),
    minutes: smallint('minutes').notNull(),
    priceCents: integer('price_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    paymentMethodId: varchar('payment_method_id', { length: 255 }).notNull(),
    /**
     * The expert's connected account paid by this charge, fixed when the row is written: a retry
     * sends the provider the same parameters with the same key, even if the expert added a bank
     * account meanwhile.
     */
    destination: varchar('destination', { length: 255 }),
    idempotencyKey: varchar('idempotency_key', { length: 255 }).notNull(),
    /**
     * The caller's Idempotency-Key of the request that made this attempt (an extension paid in the
     * room), so a retried request answers this attempt's outcome instead of starting another.
     */
    requestKey: varchar('request_key', { length: 255 }),
    paymentIntentId: varchar('payment_intent_id', { length: 255 }),
    /**
     * Set while a `pending` charge waits for the customer to authenticate its PaymentIntent
     * on-session (3-D Secure): after this instant it is cancelled and fails.
     */
    authenticateBy: timestamp('authenticate_by', { withTimezone: true }),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('meeting_charges_key_unique').on(table.idempotencyKey),
    uniqueIndex('meeting_charges_request_key_unique').on(table.meetingId, table.requestKey),
    index('meeting_charges_meeting').on(table.meetingId),
    index('meeting_charges_pending').on(table.status, table.createdAt),
    check('meeting_charges_kind', sql`${table.kind} in ('booking', 'extension')`),
    check(
      'meeting_charges_status',
      sql`${table.status} in ('pending', 'succeeded', 'failed', 'refunding', 'refunded')`,
    ),
  ],
);

export type MeetingCharge = typeof meetingCharges.$inferSelect;
