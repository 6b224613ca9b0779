import { and, type Column, count, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { ExpertSearchQuery, Locale, PaginationMeta } from 'shared-contracts';
import { words } from '../catalog/text.ts';
import type { Database } from '../db/client.ts';
import { expertProfiles, users } from '../db/schema/index.ts';
import { cardSubcategories, expertCardColumns, expertCards, isFavouriteOf } from '../experts/card-view.ts';
import { paginationMeta, withPage } from '../http/pagination.ts';
import { categoryIdOf, subcategoryIdOf } from './category-ids.ts';

/** More words than this add nothing to a search box query and only cost the planner. */
const MAX_WORDS = 8;

/**
 * Matches are counted up to this many past the end of the current page; a search with more
 * answers a total that is a lower bound (`total_is_lower_bound`). Counting every match of a
 * broad word at marketplace size costs more than finding the page itself.
 */
export const COUNT_AHEAD = 1_000;

/**
 * The text search as a PostgreSQL tsquery: every word must match the start of a word of the
 * expert's document ('psych' finds 'Psychologist'). Words are folded like the documents and hold
 * only letters and digits, so they cannot carry tsquery syntax. Null when nothing is searchable.
 */
function prefixQuery(text: string | undefined): string | null {
  if (!text) return null;
  const terms = [...new Set(words(text))].slice(0, MAX_WORDS);
  return terms.length > 0 ? terms.map((term) => `${term}:*`).join(' & ') : null;
}

/**
 * What a search filters on. `categoryId` is the id of the slug `c` (see categoryIdOf): undefined
 * without a category filter, null for a slug no category has (nothing matches); `subcategoryId`
 * likewise for `sc`.
 */
export type SearchFilter = Pick<ExpertSearchQuery, 's' | 'rating'> & {
  favorites?: boolean;
  categoryId?: number | null;
  subcategoryId?: number | null;
};

/** An array column holds this id; null (a slug nothing has) matches nothing. */
function holds(column: Column, id: number | null): SQL {
  return id === null ? sql`false` : sql`${column} @> array[${id}::integer]`;
}

/** The filters, all on expert_profiles: search reads no other table until it has its page. */
export function searchConditions(query: SearchFilter, viewerId: number | null = null): SQL[] {
  const conditions: SQL[] = [sql`${expertProfiles.listed}`];
  // The favourites variant: a guest has none.
  if (query.favorites) conditions.push(viewerId === null ? sql`false` : isFavouriteOf(viewerId));
  if (query.categoryId !== undefined) conditions.push(holds(expertProfiles.categoryIds, query.categoryId));
  if (query.subcategoryId !== undefined)
    conditions.push(holds(expertProfiles.subcategoryIds, query.subcategoryId));
  const tsquery = prefixQuery(query.s);
  if (tsquery) conditions.push(sql`${expertProfiles.searchVector} @@ to_tsquery('simple', ${tsquery})`);
  if (query.rating) conditions.push(gte(expertProfiles.rating, query.rating.toFixed(2)));
  return conditions;
}

/** One key of a sort: the value and its direction (nulls last either way, as the indexes hold them). */
type SortKey = { value: SQL; descending: boolean };

const byId = (descending: boolean): SortKey => ({ value: sql`${expertProfiles.userId}`, descending });

/**
 * Each sort as the index that serves it reads: Recommended (newest first), role A to Z, best rated
 * first, cheapest first (by the lowest of the expert's rates; experts with no rate last). The id
 * breaks ties, so a page never repeats or skips an expert.
 */
const SORT_KEYS: Record<ExpertSearchQuery['sort'], [SortKey, SortKey]> = {
  created_at: [{ value: sql`${expertProfiles.createdAt}`, descending: true }, byId(true)],
  role: [{ value: sql`lower(${expertProfiles.role})`, descending: false }, byId(false)],
  rating: [{ value: sql`${expertProfiles.rating}`, descending: true }, byId(true)],
  price: [{ value: sql`${expertProfiles.fromPriceCents}`, descending: false }, byId(false)],
};

// "nulls last" on both directions: the indexes are DESC NULLS LAST (drizzle's default for desc); a
// bare DESC means NULLS FIRST and could not be read from them.
const ordered = (value: SQL | SQL.Aliased, descending: boolean) =>
  descending ? sql`${value} desc nulls last` : sql`${value} asc nulls last`;

const orderOf = (sort: ExpertSearchQuery['sort']) =>
  SORT_KEYS[sort].map((key) => ordered(key.value, key.descending));

/** A search with its category resolved; `favorites` may be left out (false). */
export type SearchInput = Omit<ExpertSearchQuery, 'favorites' | 'c' | 'sc'> & SearchFilter;

/** How many matches a search counts before it stops: a page of them past the current page. */
const countLimit = (query: SearchInput) => Math.max(COUNT_AHEAD, query.page * query.per_page) + 1;

/** The matches up to `countLimit`, to count (its plan stops at the limit). */
function matchesToCount(db: Database, query: SearchInput, viewerId: number | null) {
  return db
    .select({ one: sql`1` })
    .from(expertProfiles)
    .where(and(...searchConditions(query, viewerId)))
    .limit(countLimit(query));
}

/**
 * How a page's ids are found. 'walk': read the order's index and filter as it goes, stopping once
 * the page is full; right when matches are many (at least `countLimit`), wrong when they are few
 * (a word and a category that rarely meet can walk the whole index for nothing). 'sort': find
 * every match through the filters' own indexes, then sort them; right when they are few.
 */
export type PageStrategy = 'walk' | 'sort';

/**
 * OFFSET 0 keeps a subquery apart: PostgreSQL plans it as a plain filter, without the outer order
 * (else it walks the order's index after all). Written as SQL because drizzle leaves out a numeric
 * offset of 0; offset() is typed for numbers only.
 */
const PLANNED_APART = sql`0` as unknown as number;

/** The profiles of one page, in order: ids only, so nothing else is computed for skipped rows. */
function pageIds(db: Database, query: SearchInput, viewerId: number | null, strategy: PageStrategy) {
  const where = and(...searchConditions(query, viewerId));
  if (strategy === 'walk') {
    return withPage(
      db
        .select({ id: sql<number>`${expertProfiles.userId}`.as('page_id') })
        .from(expertProfiles)
        .where(where)
        .orderBy(...orderOf(query.sort))
        .$dynamic(),
      query.page,
      query.per_page,
    ).as('page');
  }
  const [first, second] = SORT_KEYS[query.sort];
  const matches = db
    .select({
      id: sql<number>`${expertProfiles.userId}`.as('match_id'),
      first: first.value.as('match_first_key'),
      second: second.value.as('match_second_key'),
    })
    .from(expertProfiles)
    .where(where)
    .offset(PLANNED_APART)
    .as('matches');
  return withPage(
    db
      .select({ id: sql<number>`${matches.id}`.as('page_id') })
      .from(matches)
      .orderBy(ordered(matches.first, first.descending), ordered(matches.second, second.descending))
      .$dynamic(),
    query.page,
    query.per_page,
  ).as('page');
}

/**
 * The SQL of one page of results: the page's ids, then their cards with subcategories, in one
 * statement (exported so a test can EXPLAIN exactly what runs).
 */
export function expertPageQuery(
  db: Database,
  query: SearchInput,
  viewerId: number | null,
  locale: Locale,
  strategy: PageStrategy,
) {
  const page = pageIds(db, query, viewerId, strategy);
  return db
    .select({
      ...expertCardColumns,
      isFavorite: isFavouriteOf(viewerId),
      subcategories: cardSubcategories(locale),
    })
    .from(page)
    .innerJoin(expertProfiles, eq(expertProfiles.userId, page.id))
    .innerJoin(users, eq(users.id, page.id))
    .orderBy(...orderOf(query.sort));
}

/** The SQL of the count: the matches up to `countLimit` (exported for the EXPLAIN test). */
export function countQuery(db: Database, query: SearchInput, viewerId: number | null) {
  return db.select({ total: count() }).from(matchesToCount(db, query, viewerId).as('matches'));
}

/** The page meta of a search whose count stopped at `countLimit`. */
function searchMeta(counted: number, query: SearchInput, rows: number): PaginationMeta {
  const limit = countLimit(query);
  if (counted < limit) return paginationMeta(counted, query.page, query.per_page, rows);
  return { ...paginationMeta(limit - 1, query.page, query.per_page, rows), total_is_lower_bound: true };
}

/**
 * GET /experts: one page of experts matching the category, subcategory, text and minimum rating,
 * in one of the orders of SORT_KEYS. Two statements: the capped count, which also tells
 * how to find the page (see PageStrategy), then the page's cards.
 */
export async function searchExperts(
  db: Database,
  request: Omit<ExpertSearchQuery, 'favorites'> & { favorites?: boolean },
  viewerId: number | null,
  locale: Locale,
) {
  const { c, sc, ...rest } = request;
  const query: SearchInput = {
    ...rest,
    categoryId: c ? await categoryIdOf(db, c) : undefined,
    subcategoryId: sc ? await subcategoryIdOf(db, sc) : undefined,
  };
  const counted = (await countQuery(db, query, viewerId))[0]?.total ?? 0;
  const few = counted < countLimit(query);
  const pastTheEnd = few && (query.page - 1) * query.per_page >= counted;
  const rows = pastTheEnd ? [] : await expertPageQuery(db, query, viewerId, locale, few ? 'sort' : 'walk');
  const data = await expertCards(rows, locale);
  return { data, meta: searchMeta(counted, query, data.length) };
}
