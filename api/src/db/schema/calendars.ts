import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, tstzrange } from './columns.ts';
import { expertRef } from './experts.ts';
import { meetings } from './meetings.ts';

/**
 * An expert's CalDAV account (api/src/calendars). The app password is kept encrypted
 * (AES-256-GCM, CALENDAR_SECRET_KEY) and never leaves the api. `last_error` is the code of the
 * latest failure (auth, unreachable, missing, server), cleared by the next successful sync.
 */
export const calendarAccounts = pgTable(
  'calendar_accounts',
  {
    id: serial('id').primaryKey(),
    expertId: expertRef(),
    serverUrl: varchar('server_url', { length: 500 }).notNull(),
    username: varchar('username', { length: 200 }).notNull(),
    /** `iv.tag.ciphertext`, base64url each. */
    secret: text('secret').notNull(),
    /** The principal's calendar home, found when connecting (later syncs skip the discovery). */
    homeUrl: varchar('home_url', { length: 1000 }).notNull(),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastError: varchar('last_error', { length: 24 }),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('calendar_accounts_expert').on(table.expertId)],
);

/**
 * A calendar of an account. `blocks_busy`: its events take hours out of the expert's slots;
 * `receives_bookings`: confirmed meetings are written to it (one per expert at most).
 * `missing`: the server no longer has it (its busy times are kept until the expert removes it).
 */
export const calendars = pgTable(
  'calendars',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => calendarAccounts.id, { onDelete: 'cascade' }),
    expertId: expertRef(),
    url: varchar('url', { length: 1000 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    color: varchar('color', { length: 16 }),
    blocksBusy: boolean('blocks_busy').notNull().default(false),
    receivesBookings: boolean('receives_bookings').notNull().default(false),
    /** RFC 6578 token of the last sync; null: the next sync reads every object. */
    syncToken: text('sync_token'),
    /** The server answers sync-collection REPORTs. */
    syncCollection: boolean('sync_collection').notNull().default(false),
    missing: boolean('missing').notNull().default(false),
  },
  (table) => [
    uniqueIndex('calendars_account_url').on(table.accountId, table.url),
    uniqueIndex('calendars_bookings_one').on(table.expertId).where(sql`${table.receivesBookings}`),
  ],
);

/** An event resource of a calendar as last synced (its iCalendar text, to expand again as time moves on). */
export const calendarObjects = pgTable(
  'calendar_objects',
  {
    id: serial('id').primaryKey(),
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    url: varchar('url', { length: 1000 }).notNull(),
    etag: varchar('etag', { length: 300 }),
    data: text('data').notNull(),
  },
  (table) => [uniqueIndex('calendar_objects_calendar_url').on(table.calendarId, table.url)],
);

/**
 * The busy times of the expert's busy calendars, expanded from their objects over the booking
 * horizon: what availability subtracts (read with the meetings, by the GiST index).
 */
export const calendarBusy = pgTable(
  'calendar_busy',
  {
    id: serial('id').primaryKey(),
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    expertId: expertRef(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    during: tstzrange('during')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`tstzrange(${calendarBusy.startsAt}, ${calendarBusy.endsAt}, '[)')`),
  },
  (table) => [
    index('calendar_busy_expert_during').using('gist', table.expertId, table.during),
    index('calendar_busy_calendar').on(table.calendarId),
    check('calendar_busy_times', sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

/** A meeting written to the expert's bookings calendar: where, so a move or a cancellation finds it. */
export const calendarBookings = pgTable('calendar_bookings', {
  meetingId: integer('meeting_id')
    .primaryKey()
    .references(() => meetings.id, { onDelete: 'cascade' }),
  calendarId: integer('calendar_id')
    .notNull()
    .references(() => calendars.id, { onDelete: 'cascade' }),
  url: varchar('url', { length: 1000 }).notNull(),
  etag: varchar('etag', { length: 300 }),
});
