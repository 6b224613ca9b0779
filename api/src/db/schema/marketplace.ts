import { type SQL, sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { categories, rates, subcategories } from './catalog.ts';
import { expertProfiles } from './experts.ts';
import { users } from './identity.ts';

const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

const expertRef = () =>
  integer('expert_id')
    .notNull()
    .references(() => expertProfiles.userId, { onDelete: 'cascade' });
const customerRef = () =>
  integer('customer_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * An expert's weekly availability: wall-clock ranges in the expert's IANA time zone
 * (weekday 0 = monday … 6 = sunday). Slots are cut from these per date, so DST is applied per day.
 */
export const scheduleItems = pgTable(
  'schedule_items',
  {
    id: serial('id').primaryKey(),
    expertId: expertRef(),
    weekday: smallint('weekday').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (table) => [
    index('schedule_items_expert').on(table.expertId, table.weekday, table.startTime),
    check('schedule_items_weekday', sql`${table.weekday} between 0 and 6`),
    check('schedule_items_range', sql`${table.startTime} < ${table.endTime}`),
  ],
);

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
    check(
      'meeting_charges_status',
      sql`${table.status} in ('pending', 'succeeded', 'failed', 'refunding', 'refunded')`,
    ),
  ],
);

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

/** A customer's question to the experts of a category; open for answers until `expires_at`. */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    customerId: customerRef(),
    title: varchar('title', { length: 600 }).notNull(),
    content: varchar('content', { length: 600 }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('posts_customer').on(table.customerId, table.createdAt.desc()),
    index('posts_category_open').on(table.categoryId, table.expiresAt),
  ],
);

export const postAnswers = pgTable(
  'post_answers',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    expertId: expertRef(),
    content: varchar('content', { length: 250 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('post_answers_post').on(table.postId, table.createdAt)],
);

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
    /** Set by PUT /notifications/clear: cleared ones are no longer listed. */
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_user').on(table.userId, table.createdAt.desc())],
);

/**
 * Where an expert is paid: the connected account at the payment provider holds the bank details;
 * only what identifies them to the expert (last digits, bank name) is stored here.
 */
export const bankAccounts = pgTable('bank_accounts', {
  expertId: integer('expert_id')
    .primaryKey()
    .references(() => expertProfiles.userId, { onDelete: 'cascade' }),
  connectedAccountId: varchar('connected_account_id', { length: 255 }).notNull(),
  externalAccountId: varchar('external_account_id', { length: 255 }),
  holderName: varchar('holder_name', { length: 80 }),
  bankName: varchar('bank_name', { length: 120 }),
  country: varchar('country', { length: 2 }),
  currency: varchar('currency', { length: 3 }),
  lastNumbers: varchar('last_numbers', { length: 4 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An expert's request for funds: at most the available balance, once per request key; paid out. */
export const fundsRequests = pgTable(
  'funds_requests',
  {
    id: serial('id').primaryKey(),
    expertId: expertRef(),
    amountCents: integer('amount_cents').notNull(),
    /** `${expert_id}:${request key}`. */
    requestKey: varchar('request_key', { length: 300 }).notNull(),
    payoutId: varchar('payout_id', { length: 255 }),
    status: varchar('status', { length: 12 }).notNull().default('requested'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('funds_requests_key_unique').on(table.requestKey),
    index('funds_requests_expert').on(table.expertId, table.createdAt.desc()),
    check('funds_requests_amount', sql`${table.amountCents} > 0`),
    check('funds_requests_status', sql`${table.status} in ('requested', 'paid', 'failed')`),
  ],
);

export type Meeting = typeof meetings.$inferSelect;
export type MeetingCharge = typeof meetingCharges.$inferSelect;
