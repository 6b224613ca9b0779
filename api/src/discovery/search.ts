import { and, asc, count, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { ExpertSearchQuery, ExpertSummary, Locale, Subcategory } from 'shared-contracts';
import { findCountry } from '../catalog/geo.ts';
import { words } from '../catalog/text.ts';
import type { Database } from '../db/client.ts';
import {
  categories,
  expertCategories,
  expertProfiles,
  expertSubcategories,
  favourites,
  subcategories,
  users,
} from '../db/schema/index.ts';
import { paginationMeta } from '../http/envelope.ts';

/** More words than this add nothing to a search box query and only cost the planner. */
const MAX_WORDS = 8;

/**
 * The text search as a PostgreSQL tsquery: every word must match the start of a word of the
 * expert's document ('psych' finds 'Psychologist'). Words are folded like the documents and hold
 * only letters and digits, so they cannot carry tsquery syntax. Null when nothing is searchable.
 */
export function prefixQuery(text: string | undefined): string | null {
  if (!text) return null;
  const terms = [...new Set(words(text))].slice(0, MAX_WORDS);
  return terms.length > 0 ? terms.map((term) => `${term}:*`).join(' & ') : null;
}

/** `exists` a favourite of this customer for the row's expert; false for guests. */
export function isFavouriteOf(viewerId: number | null) {
  if (viewerId === null) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${favourites} where ${favourites.customerId} = ${viewerId} and ${favourites.expertId} = ${expertProfiles.userId})`;
}

export function searchConditions(
  query: Pick<ExpertSearchQuery, 'c' | 's' | 'rating'> & { favorites?: boolean },
  viewerId: number | null = null,
): SQL | undefined {
  const conditions: SQL[] = [eq(users.isExpert, true)];
  // The favourites variant: a guest has none.
  if (query.favorites) conditions.push(viewerId === null ? sql`false` : isFavouriteOf(viewerId));
  if (query.c) {
    conditions.push(
      sql`exists (select 1 from ${expertCategories} join ${categories} on ${categories.id} = ${expertCategories.categoryId} where ${expertCategories.expertId} = ${expertProfiles.userId} and ${categories.slug} = ${query.c})`,
    );
  }
  const tsquery = prefixQuery(query.s);
  if (tsquery) conditions.push(sql`${expertProfiles.searchVector} @@ to_tsquery('simple', ${tsquery})`);
  if (query.rating) conditions.push(gte(expertProfiles.rating, query.rating.toFixed(2)));
  return and(...conditions);
}

/** Subcategories of each expert, in the catalogue's order. */
export async function subcategoriesOf(
  db: Database,
  expertIds: number[],
  locale: Locale,
): Promise<Map<number, (Subcategory & { category_id: number })[]>> {
  const grouped = new Map<number, (Subcategory & { category_id: number })[]>();
  if (expertIds.length === 0) return grouped;
  const rows = await db
    .select({
      expertId: expertSubcategories.expertId,
      id: subcategories.id,
      nameEn: subcategories.nameEn,
      nameEs: subcategories.nameEs,
      slug: subcategories.slug,
      categoryId: subcategories.categoryId,
    })
    .from(expertSubcategories)
    .innerJoin(subcategories, eq(subcategories.id, expertSubcategories.subcategoryId))
    .where(inArray(expertSubcategories.expertId, expertIds))
    .orderBy(asc(subcategories.categoryId), asc(subcategories.position), asc(subcategories.id));
  for (const row of rows) {
    const list = grouped.get(row.expertId) ?? [];
    list.push({
      id: row.id,
      name: locale === 'es' ? row.nameEs : row.nameEn,
      slug: row.slug,
      category_id: row.categoryId,
    });
    grouped.set(row.expertId, list);
  }
  return grouped;
}

const ORDERS = {
  created_at: [desc(expertProfiles.createdAt), desc(expertProfiles.userId)],
  role: [asc(sql`lower(${expertProfiles.role})`), asc(expertProfiles.userId)],
};

/** The columns of a search-grid card, as selected from users and expert_profiles. */
export interface ExpertSummaryRow {
  id: number;
  firstName: string;
  lastName: string;
  countryCode: string | null;
  profilePicture: string | null;
  role: string;
  rating: string;
  isAvailable: boolean;
  isFavorite: unknown;
}

/** Search-grid cards (with country and subcategories in the locale) for rows in their order. */
export async function expertSummaries(
  db: Database,
  rows: ExpertSummaryRow[],
  locale: Locale,
): Promise<ExpertSummary[]> {
  const subcategoryLists = await subcategoriesOf(
    db,
    rows.map((row) => row.id),
    locale,
  );
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      role: row.role,
      country: row.countryCode ? ((await findCountry(row.countryCode, locale)) ?? null) : null,
      profile_picture: row.profilePicture,
      rating: Number(row.rating),
      is_available: row.isAvailable,
      is_favorite: Boolean(row.isFavorite),
      subcategories: (subcategoryLists.get(row.id) ?? []).map(({ id, name, slug }) => ({ id, name, slug })),
    })),
  );
}

/** The SQL of one page of results (exported so a test can EXPLAIN exactly what runs). */
/** A search; `favorites` may be left out (false). */
type SearchInput = Omit<ExpertSearchQuery, 'favorites'> & { favorites?: boolean };

export function expertPageQuery(db: Database, query: SearchInput, viewerId: number | null) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      countryCode: users.countryCode,
      profilePicture: users.profilePicture,
      role: expertProfiles.role,
      rating: expertProfiles.rating,
      isAvailable: expertProfiles.isAvailable,
      isFavorite: isFavouriteOf(viewerId),
      // Every match, counted in the same pass that finds the page (a second count query would
      // walk all the matches again).
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(expertProfiles)
    .innerJoin(users, eq(users.id, expertProfiles.userId))
    .where(searchConditions(query, viewerId))
    .orderBy(...ORDERS[query.sort])
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
}

/**
 * GET /experts: one page of experts matching the category, text and minimum rating, sorted
 * newest first ('Recommended') or by role. Filtering, sorting and paging all happen in SQL.
 */
export async function searchExperts(
  db: Database,
  query: SearchInput,
  viewerId: number | null,
  locale: Locale,
) {
  const rows = await expertPageQuery(db, query, viewerId);
  // A page past the end has no row to carry the total: only then count on their own.
  const total =
    rows[0]?.total ??
    (query.page > 1
      ? ((
          await db
            .select({ total: count() })
            .from(expertProfiles)
            .innerJoin(users, eq(users.id, expertProfiles.userId))
            .where(searchConditions(query, viewerId))
        )[0]?.total ?? 0)
      : 0);
  const data = await expertSummaries(db, rows, locale);
  return { data, meta: paginationMeta(total, query.page, query.per_page, data.length) };
}
