import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { expertCategoryRoles, expertSubcategoryRoles } from '../db/schema/index.ts';

/** One category's (or subcategory's) listed experts in role order: a table of migration 0019 and the id. */
export type RoleOrderScope = {
  table: typeof expertCategoryRoles | typeof expertSubcategoryRoles;
  id: number;
};

export const categoryRoleOrder = (id: number): RoleOrderScope => ({ table: expertCategoryRoles, id });
export const subcategoryRoleOrder = (id: number): RoleOrderScope => ({ table: expertSubcategoryRoles, id });

/**
 * The first `limit` listed experts of the scope in role order (`lower(role)`, then the id), with a
 * minimum rating if any, as search's matches (the same columns as expert_profiles gives them): one
 * walk of the scope's index, which both counts them and holds the page.
 */
export function roleOrderedMatches(
  db: Database,
  scope: RoleOrderScope,
  rating: number | undefined,
  limit: number,
) {
  const { table } = scope;
  return db
    .select({
      id: sql<number>`${table.userId}`.as('match_id'),
      first: sql<string>`${table.roleKey}`.as('match_first_key'),
      second: sql<number>`${table.userId}`.as('match_second_key'),
    })
    .from(table)
    .where(and(eq(table.facetId, scope.id), rating ? gte(table.rating, rating.toFixed(2)) : undefined))
    .orderBy(asc(table.roleKey), asc(table.userId))
    .limit(limit);
}
