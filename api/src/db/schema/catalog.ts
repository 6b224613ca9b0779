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

/**
 * Reference tables. Their rows come from `src/catalog/data/` and are upserted by slug (or ISO code)
 * on every start, so ids stay stable and a data change reaches existing databases.
 * Countries, states, cities and time zones are not tables: they are served from maintained packages.
 */

/** Areas of expertise. Names in both interface languages. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 80 }).notNull(),
    nameEn: varchar('name_en', { length: 80 }).notNull(),
    nameEs: varchar('name_es', { length: 80 }).notNull(),
    image: text('image'),
    position: smallint('position').notNull().default(0),
  },
  (table) => [uniqueIndex('categories_slug_unique').on(table.slug)],
);

export const subcategories = pgTable(
  'subcategories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 80 }).notNull(),
    nameEn: varchar('name_en', { length: 80 }).notNull(),
    nameEs: varchar('name_es', { length: 80 }).notNull(),
    position: smallint('position').notNull().default(0),
  },
  (table) => [
    uniqueIndex('subcategories_slug_unique').on(table.slug),
    index('subcategories_category').on(table.categoryId),
  ],
);

/** ISO 639-1 languages; the Spanish name comes from ICU at seed time. */
export const languages = pgTable(
  'languages',
  {
    id: serial('id').primaryKey(),
    isoCode: varchar('iso_code', { length: 2 }).notNull(),
    nameEn: varchar('name_en', { length: 80 }).notNull(),
    nameEs: varchar('name_es', { length: 80 }).notNull(),
  },
  (table) => [uniqueIndex('languages_iso_code_unique').on(table.isoCode)],
);

/** Meeting lengths an expert can sell (short, large, express) and the lowest price allowed. */
export const rates = pgTable(
  'rates',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 16 }).notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    minPriceCents: integer('min_price_cents').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (table) => [
    uniqueIndex('rates_slug_unique').on(table.slug),
    check('rates_duration_positive', sql`${table.durationMinutes} > 0`),
    check('rates_min_price_positive', sql`${table.minPriceCents} > 0`),
  ],
);

/** Expert plans, per period. Starter has a free trial. */
export const subscriptionTypes = pgTable(
  'subscription_types',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 40 }).notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    period: varchar('period', { length: 8 }).notNull(),
    priceCents: integer('price_cents').notNull(),
    trialDays: smallint('trial_days').notNull().default(0),
    descriptionEn: text('description_en').notNull(),
    descriptionEs: text('description_es').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (table) => [
    uniqueIndex('subscription_types_slug_unique').on(table.slug),
    check('subscription_types_period', sql`${table.period} in ('monthly', 'yearly')`),
    check('subscription_types_price', sql`${table.priceCents} >= 0`),
    check('subscription_types_trial', sql`${table.trialDays} >= 0`),
  ],
);

/** One row per one-off seed step already applied (the demo data is seeded on first start only). */
export const seedMarkers = pgTable('seed_markers', {
  key: varchar('key', { length: 40 }).primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
