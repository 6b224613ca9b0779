import { type AnyPgColumn, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { categories, subcategories } from './catalog.ts';
import { expertProfiles } from './experts.ts';

/**
 * A listed expert's categories (or subcategories) in role order, for search: one row per listed
 * expert and category, with the role as search sorts it (`lower(role)`) and the rating its filter
 * reads. Categories are arrays on expert_profiles, which no btree can order by role within; this
 * table's index gives one category's experts in role order, so a page of them is read without
 * sorting the whole category, and counted from the index alone. A trigger of migration 0019
 * rewrites an expert's rows whenever its role, rating, categories, subcategories or listing change
 * on expert_profiles (each kept there by the triggers of migrations 0010 and 0014).
 */
function roleOrderTable(name: string, facet: 'category_id' | 'subcategory_id', of: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      userId: integer('user_id')
        .notNull()
        .references(() => expertProfiles.userId, { onDelete: 'cascade' }),
      facetId: integer(facet).notNull().references(of, { onDelete: 'cascade' }),
      roleKey: text('role_key').notNull(),
      rating: numeric('rating', { precision: 3, scale: 2 }).notNull(),
    },
    (table) => [
      primaryKey({ columns: [table.userId, table.facetId] }),
      // The rating last: a minimum rating is checked in the index as it is walked, not on the table.
      index(`${name}_order`).on(table.facetId, table.roleKey, table.userId, table.rating),
    ],
  );
}

export const expertCategoryRoles = roleOrderTable(
  'expert_category_roles',
  'category_id',
  () => categories.id,
);
export const expertSubcategoryRoles = roleOrderTable(
  'expert_subcategory_roles',
  'subcategory_id',
  () => subcategories.id,
);
