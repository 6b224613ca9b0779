import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { expertProfiles, expertRef } from './experts.ts';

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
