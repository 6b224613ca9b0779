import { type SQL, sql } from 'drizzle-orm';
import { check, index, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, customerRef, tstzrange } from './columns.ts';
import { expertRef } from './experts.ts';

/**
 * A slot held for one customer while they pay (POST /booking/{id}/hold), until `expires_at`.
 * A customer holds one slot at a time. Expired rows are ignored by every query and swept by the
 * `booking.sweep_holds` job. The exclusion constraint of migration 0004 forbids two holds
 * overlapping in `during` for the same expert (an expired one is deleted before a new one is written).
 */
export const slotHolds = pgTable(
  'slot_holds',
  {
    id: serial('id').primaryKey(),
    expertId: expertRef(),
    customerId: customerRef(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    during: tstzrange('during')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`tstzrange(${slotHolds.startsAt}, ${slotHolds.endsAt}, '[)')`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('slot_holds_customer_unique').on(table.customerId),
    index('slot_holds_expert_start').on(table.expertId, table.startsAt),
    index('slot_holds_expires').on(table.expiresAt),
    check('slot_holds_times', sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

export type SlotHoldRow = typeof slotHolds.$inferSelect;
