import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { categories, languages, rates, subcategories } from './catalog.ts';
import { users } from './identity.ts';

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/** The expert a row belongs to; deleting the expert deletes the row. */
export const expertRef = () =>
  integer('expert_id')
    .notNull()
    .references(() => expertProfiles.userId, { onDelete: 'cascade' });

/**
 * The expert side of a user (the expert's id is the user's id). `search_document` is the folded
 * text search matches against (names, role, about, subcategory names in both languages); it is
 * rebuilt by `refreshExpertSearch` whenever one of its sources changes, and the database derives
 * the indexed `search_vector` from it. `category_ids` copies the expert's rows of
 * expert_categories (a trigger of migration 0010 rewrites it in the same statement as any change to
 * them), so the category filter of the search is one indexed array test on this table; `listed`
 * copies `users.is_expert` (kept by triggers of the same migration), so search reads no other table
 * until it has its page. Likewise `subcategory_ids` copies expert_subcategories and `from_price_cents`
 * is the lowest of the expert's expert_rates (null with none), both kept by triggers of migration
 * 0014, so the subcategory filter and the price order read this table alone. Search's filters (the text,
 * the category, the subcategory) share one GIN index, which intersects them in one scan, and keeps no
 * pending list (`fastupdate` off, migration 0018): a search would read all of it until a vacuum.
 */
export const expertProfiles = pgTable(
  'expert_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 80 }).notNull().default(''),
    aboutMe: varchar('about_me', { length: 250 }).notNull().default(''),
    yearsOfExperience: smallint('years_of_experience').notNull().default(0),
    profileVideo: text('profile_video'),
    isAvailable: boolean('is_available').notNull().default(true),
    rating: numeric('rating', { precision: 3, scale: 2 }).notNull().default('0'),
    searchDocument: text('search_document').notNull().default(''),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('simple', ${expertProfiles.searchDocument})`),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'`),
    subcategoryIds: integer('subcategory_ids').array().notNull().default(sql`'{}'`),
    fromPriceCents: integer('from_price_cents'),
    listed: boolean('listed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('expert_profiles_filters')
      .using('gin', table.searchVector, table.categoryIds, table.subcategoryIds)
      .with({ fastupdate: false }),
    index('expert_profiles_created').on(table.createdAt.desc(), table.userId.desc()),
    index('expert_profiles_role').on(sql`lower(${table.role})`, table.userId),
    index('expert_profiles_rating').on(table.rating),
    index('expert_profiles_best_rated').on(table.rating.desc(), table.userId.desc()),
    index('expert_profiles_cheapest').on(table.fromPriceCents.asc().nullsLast(), table.userId),
    check('expert_profiles_rating_range', sql`${table.rating} between 0 and 5`),
    check('expert_profiles_years', sql`${table.yearsOfExperience} >= 0`),
  ],
);

export const expertLanguages = pgTable(
  'expert_languages',
  {
    expertId: expertRef(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.expertId, table.languageId] })],
);

/** Categories an expert works in (a category may be chosen without picking a subcategory). */
export const expertCategories = pgTable(
  'expert_categories',
  {
    expertId: expertRef(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.expertId, table.categoryId] }),
    index('expert_categories_category').on(table.categoryId),
  ],
);

export const expertSubcategories = pgTable(
  'expert_subcategories',
  {
    expertId: expertRef(),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.expertId, table.subcategoryId] }),
    index('expert_subcategories_subcategory').on(table.subcategoryId),
  ],
);

/** The expert's price per rate, in cents; never below the rate's minimum (checked when set). */
export const expertRates = pgTable(
  'expert_rates',
  {
    expertId: expertRef(),
    rateId: integer('rate_id')
      .notNull()
      .references(() => rates.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.expertId, table.rateId] }),
    check('expert_rates_price_positive', sql`${table.priceCents} > 0`),
  ],
);

export const certifications = pgTable(
  'certifications',
  {
    id: serial('id').primaryKey(),
    expertId: expertRef(),
    name: varchar('name', { length: 255 }).notNull(),
    companyName: varchar('company_name', { length: 255 }).notNull(),
    finishYear: smallint('finish_year').notNull(),
    finishMonth: smallint('finish_month').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('certifications_expert').on(table.expertId),
    check('certifications_month', sql`${table.finishMonth} between 1 and 12`),
    check('certifications_year', sql`${table.finishYear} between 1900 and 9999`),
  ],
);

export const galleryItems = pgTable(
  'gallery_items',
  {
    id: serial('id').primaryKey(),
    expertId: expertRef(),
    file: text('file').notNull(),
    position: smallint('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('gallery_items_expert').on(table.expertId, table.position)],
);
