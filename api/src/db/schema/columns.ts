import { customType, integer, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/** Column builders the tables of several domains share. */

export const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

export const customerRef = () =>
  integer('customer_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
