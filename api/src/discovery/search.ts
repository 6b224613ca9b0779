import { and, asc, count, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { ExpertSearchQuery, Locale } from 'shared-contracts';
import { words } from '../catalog/text.ts';
import type { Database } from '../db/client.ts';
import { categories, expertCategories, expertProfiles, users } from '../db/schema/index.ts';
import { expertCardColumns, expertCards, isFavouriteOf } from '../experts/card-view.ts';
import { paginationMeta, withPage } from '../http/pagination.ts';

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

const ORDERS = {
  created_at: [desc(expertProfiles.createdAt), desc(expertProfiles.userId)],
  role: [asc(sql`lower(${expertProfiles.role})`), asc(expertProfiles.userId)],
};

/** The SQL of one page of results (exported so a test can EXPLAIN exactly what runs). */
/** A search; `favorites` may be left out (false). */
type SearchInput = Omit<ExpertSearchQuery, 'favorites'> & { favorites?: boolean };

export function expertPageQuery(db: Database, query: SearchInput, viewerId: number | null) {
  return withPage(
    db
      .select({
        ...expertCardColumns,
        isFavorite: isFavouriteOf(viewerId),
        // Every match, counted in the same pass that finds the page (a second count query would
        // walk all the matches again).
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(expertProfiles)
      .innerJoin(users, eq(users.id, expertProfiles.userId))
      .where(searchConditions(query, viewerId))
      .orderBy(...ORDERS[query.sort])
      .$dynamic(),
    query.page,
    query.per_page,
  );
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
  const data = await expertCards(db, rows, locale);
  return { data, meta: paginationMeta(total, query.page, query.per_page, data.length) };
}
