import { type SQL, sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { rates } from './catalog.ts';
import { createdAt, customerRef, tstzrange } from './columns.ts';
import { expertRef } from './experts.ts';

/**
 * A booked meeting. `state` is the booking's life (reserved while the charge runs, confirmed once
 * paid, released when the charge failed or was never made, cancelled by a side); the status the spec shows (booked,
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
    /** How many times it was moved (the rule allows `reschedulesPerMeeting`). */
    reschedules: smallint('reschedules').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** 'customer' or 'expert': the side that cancelled. */
    cancelledBy: varchar('cancelled_by', { length: 8 }),
    cancelReason: varchar('cancel_reason', { length: 250 }),
    /** Set at the end: 'customer' or 'expert', the side that never joined the room. */
    noShow: varchar('no_show', { length: 8 }),
    /**
     * What the customer gets back (booking and extensions) by a cancellation or the expert's
     * no-show, fixed with the change; the charges' refunds are made by the charge module.
     */
    refundedCents: integer('refunded_cents').notNull().default(0),
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
    check('meetings_state', sql`${table.state} in ('reserved', 'confirmed', 'released', 'cancelled')`),
    check(
      'meetings_cancelled',
      sql`(${table.state} = 'cancelled') = (${table.cancelledAt} is not null and ${table.cancelledBy} in ('customer', 'expert'))`,
    ),
    check('meetings_no_show', sql`${table.noShow} is null or ${table.noShow} in ('customer', 'expert')`),
    check('meetings_refund', sql`${table.refundedCents} >= 0`),
    check('meetings_times', sql`${table.startsAt} < ${table.endsAt}`),
    check('meetings_money', sql`${table.priceCents} > 0 and ${table.feeCents} >= 0`),
  ],
);

export type Meeting = typeof meetings.$inferSelect;
