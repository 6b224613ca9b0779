import { type SQL, sql } from 'drizzle-orm';
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
import { createdAt, customerRef, tstzrange } from './columns.ts';
import { expertRef } from './experts.ts';

/** The meetings domain's tables. */

/**
 * A booked meeting. `state` is the booking's life (reserved while the charge runs, confirmed once
 * paid, released when the charge failed or was never made); the status the spec shows (booked,
 * start soon, finished) is derived from the times and `finished_at`.
 * The exclusion constraints of migration 0002 forbid two live meetings (reserved or confirmed)
 * overlapping in `during` for the same expert, and for the same customer.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    expertId: expertRef(),
    customerId: customerRef(),
    rateId: integer('rate_id')
      .notNull()
      .references(() => rates.id),
    /** The expert's price of the rate when booked (what the expert earns), and the platform fee. */
    priceCents: integer('price_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Moves later when a paid extension is added. */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    during: tstzrange('during')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`tstzrange(${meetings.startsAt}, ${meetings.endsAt}, '[)')`),
    state: varchar('state', { length: 12 }).notNull().default('reserved'),
    /** `${customer_id}:${Idempotency-Key}`: a repeated booking request answers this meeting. */
    bookingKey: varchar('booking_key', { length: 300 }).notNull(),
    /** Hash of the booking request's body: the same key with another body is refused. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    roomId: varchar('room_id', { length: 128 }),
    comments: varchar('comments', { length: 250 }),
    /** CanRequestMeetExtension, CustomerRequestedTimeExtension, AcceptedMeetingExtension or null. */
    extensionStatus: varchar('extension_status', { length: 40 }),
    /** Rate chosen for the extension being requested/accepted. */
    extensionRateId: integer('extension_rate_id').references(() => rates.id),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When the paid meeting's room, closure, jobs and notifications were all set up. */
    preparedAt: timestamp('prepared_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('meetings_booking_key_unique').on(table.bookingKey),
    index('meetings_expert_start').on(table.expertId, table.startsAt),
    index('meetings_customer_start').on(table.customerId, table.startsAt),
    index('meetings_state_created').on(table.state, table.createdAt),
    check('meetings_state', sql`${table.state} in ('reserved', 'confirmed', 'released')`),
    check('meetings_times', sql`${table.startsAt} < ${table.endsAt}`),
    check('meetings_money', sql`${table.priceCents} > 0 and ${table.feeCents} >= 0`),
  ],
);

/**
 * Every charge made for a meeting (the booking, then each extension). The row is written before
 * the provider is called, with the idempotency key the provider gets, so a crash between the two
 * is reconciled: a pending row is retried with the same key (the provider answers the first
 * result) and then confirmed or released.
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
    paymentIntentId: varchar('payment_intent_id', { length: 255 }),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('meeting_charges_key_unique').on(table.idempotencyKey),
    index('meeting_charges_meeting').on(table.meetingId),
    index('meeting_charges_pending').on(table.status, table.createdAt),
    check('meeting_charges_kind', sql`${table.kind} in ('booking', 'extension')`),
    check('meeting_charges_status', sql`${table.status} in ('pending', 'succeeded', 'failed', 'refunded')`),
  ],
);

export type Meeting = typeof meetings.$inferSelect;
export type MeetingCharge = typeof meetingCharges.$inferSelect;
