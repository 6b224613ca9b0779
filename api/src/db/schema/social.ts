import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * One social sign-in started (GET /auth/{provider}/authorize): the state (hashed), PKCE verifier and
 * nonce the callback checks, single use, kept in the database so any api instance can finish it.
 */
export const socialLoginStates = pgTable(
  'social_login_states',
  {
    id: serial('id').primaryKey(),
    stateHash: varchar('state_hash', { length: 64 }).notNull(),
    provider: varchar('provider', { length: 16 }).notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    area: varchar('area', { length: 16 }).notNull(),
    /** Apple sends the name only once, in its form post, beside the code. */
    firstName: varchar('first_name', { length: 65 }),
    lastName: varchar('last_name', { length: 65 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('social_login_states_hash_unique').on(table.stateHash)],
);

/** An account's link to a provider's person: (provider, subject) signs that account in. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 16 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('social_identities_subject_unique').on(table.provider, table.subject),
    index('social_identities_user').on(table.userId),
  ],
);

/**
 * A social profile with no account yet: the single-use ticket (hashed) POST /register takes to
 * create the account linked to (provider, subject), with the provider's email.
 */
export const socialTickets = pgTable(
  'social_tickets',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    provider: varchar('provider', { length: 16 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }),
    firstName: varchar('first_name', { length: 65 }).notNull(),
    lastName: varchar('last_name', { length: 65 }).notNull(),
    profilePicture: text('profile_picture'),
    countryCode: varchar('country_code', { length: 2 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('social_tickets_hash_unique').on(table.tokenHash)],
);

export type SocialTicket = typeof socialTickets.$inferSelect;
