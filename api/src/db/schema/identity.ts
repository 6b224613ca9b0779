import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { categories } from './catalog.ts';

/** A person who can sign in. A customer account; `is_expert` once an expert profile exists. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 255 }).notNull(),
    passwordHash: text('password_hash'),
    firstName: varchar('first_name', { length: 65 }).notNull(),
    lastName: varchar('last_name', { length: 65 }).notNull(),
    countryCode: varchar('country_code', { length: 2 }),
    timezone: varchar('timezone', { length: 64 }).notNull().default('UTC'),
    /** en or es, chosen on the EN/ES switch; the mails to the person are in it. Null: never chosen. */
    locale: varchar('locale', { length: 2 }),
    phoneNumber: varchar('phone_number', { length: 32 }),
    socialProvider: varchar('social_provider', { length: 16 }).notNull().default('none'),
    profilePicture: text('profile_picture'),
    isExpert: boolean('is_expert').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** Set when the account was deleted (its personal fields erased; meetings and payments kept). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    check('users_locale', sql`${table.locale} in ('en', 'es')`),
  ],
);

/** Opaque session tokens: only their SHA-256 is stored; revoking deletes or stamps the row. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    csrfToken: varchar('csrf_token', { length: 64 }).notNull(),
    userType: varchar('user_type', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('auth_tokens_hash_unique').on(table.tokenHash),
    index('auth_tokens_user').on(table.userId),
  ],
);

/** Password reset tokens (hashed), single use, short-lived. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('password_resets_hash_unique').on(table.tokenHash),
    index('password_resets_user').on(table.userId),
  ],
);

/**
 * A change of an account's email waiting for the new address to confirm it: the link's token
 * (hashed), single use, short-lived. The account keeps its email until the link is opened.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: varchar('new_email', { length: 255 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('email_changes_hash_unique').on(table.tokenHash),
    index('email_changes_user').on(table.userId),
  ],
);

/** Countries a customer prefers (1 to 3). */
export const customerCountries = pgTable(
  'customer_countries',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.countryCode] })],
);

/** Categories a customer follows (at least 3, chosen at sign-up step 2). */
export const customerCategories = pgTable(
  'customer_categories',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.categoryId] }),
    index('customer_categories_category').on(table.categoryId),
  ],
);
