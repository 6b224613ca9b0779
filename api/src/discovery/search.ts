import { and, type Column, gte, type SQL, sql } from 'drizzle-orm';
import type { ExpertSearchQuery, Locale, PaginationMeta } from 'shared-contracts';
import { words } from '../catalog/text.ts';
import { type Database, rowsOf } from '../db/client.ts';
import { expertProfiles, users } from '../db/schema/index.ts';
import { type ExpertCardRow, expertCardColumns, expertCards, isFavouriteOf } from '../experts/card-view.ts';
import { paginationMeta, withPage } from '../http/pagination.ts';
import { type SessionCheck, StaleSession, sessionAsRead } from '../identity/verified-session.ts';
import { categoryIdOf, subcategoryIdOf } from './category-ids.ts';
import {
  categoryRoleOrder,
  type RoleOrderScope,
  roleOrderedMatches,
  subcategoryRoleOrder,
} from './role-order.ts';
import { cardSubcategoriesOf } from './subcategory-names.ts';

/** More words than this add nothing to a search box query and only cost the planner. */
const MAX_WORDS = 8;

/**
 * Matches are counted up to this many past the end of the current page; a search with more
 * answers a total that is a lower bound (`total_is_lower_bound`), so the grid says "More than 330
 * results" on a first page of 30, and the pager always offers the next page while there is one.
 * Counting every match of a broad word at marketplace size costs more than finding the page itself:
 * each match counted is a row read from the table (issue 34 measured 1,000 of them at about half of
 * a word's search).
 */
const COUNT_AHEAD = 300;

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
  if (query.rating) {
    const atLeast = gte(expertProfiles.rating, query.rating.toFixed(2));
    // A minimum rating keeps a large share of the experts: beside a filter with an index of its
    // own it is checked on the rows that filter found (IS TRUE: no index answers it), instead of
    // PostgreSQL scanning a rating index for every expert above it and intersecting the two.
    conditions.push(conditions.length > 1 ? sql`(${atLeast}) IS TRUE` : atLeast);
  }
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

/** How many matches a search counts before it stops: COUNT_AHEAD past the current page, and one. */
export const countLimit = (query: Pick<SearchInput, 'page' | 'per_page'>) =>
  query.page * query.per_page + COUNT_AHEAD + 1;

/**
 * The matches up to `countLimit`, with the sort's two keys: what the search counts, and, when there
 * are fewer than the limit (so these are all of them), what its page is sorted from.
 */
function matchesUpToLimit(db: Database, query: SearchInput, viewerId: number | null) {
  const [first, second] = SORT_KEYS[query.sort];
  return db
    .select({
      id: sql<number>`${expertProfiles.userId}`.as('match_id'),
      first: first.value.as('match_first_key'),
      second: second.value.as('match_second_key'),
    })
    .from(expertProfiles)
    .where(and(...searchConditions(query, viewerId)))
    .limit(countLimit(query));
}

/**
 * The page's ids when the matches are many (at least `countLimit`): the order's index is read and
 * filtered as it goes, stopping once the page is full. With few matches (a word and a category
 * that rarely meet) that walk could read the whole index for nothing, so then the page is sorted
 * from the counted matches instead. `many` is a condition PostgreSQL evaluates once, before the
 * walk starts (a one-time filter): only one of the two ways runs.
 */
export function walkedPage(db: Database, query: SearchInput, viewerId: number | null, many: SQL) {
  const where = and(...searchConditions(query, viewerId), many);
  if (!walksAgainstItsFilter(query))
    return withPage(
      db
        .select({ id: sql<number>`${expertProfiles.userId}`.as('page_id') })
        .from(expertProfiles)
        .where(where)
        .orderBy(...orderOf(query.sort))
        .$dynamic(),
      query.page,
      query.per_page,
    );
  const [first, second] = SORT_KEYS[query.sort];
  const matches = db
    .select({
      id: sql<number>`${expertProfiles.userId}`.as('walk_id'),
      first: first.value.as('walk_first_key'),
      second: second.value.as('walk_second_key'),
    })
    .from(expertProfiles)
    .where(where)
    .offset(PLANNED_APART)
    .as('walk_matches');
  return withPage(
    db
      .select({ id: sql<number>`${matches.id}`.as('page_id') })
      .from(matches)
      .orderBy(ordered(matches.first, first.descending), ordered(matches.second, second.descending))
      .$dynamic(),
    query.page,
    query.per_page,
  );
}

/**
 * Roles are chosen within a category, so in role order a category's (or subcategory's) experts
 * sit together: walking the role index for them can read most of it before the first one (41,141
 * rows for 30, measured at 100,000 experts). Likewise the words of a search: the role is part of
 * the searched document, so the experts a word finds often share a role or a few ('registered' in
 * role order read 35,595 buffers, 150 ms, for its first 30 of 1,898; issue 34). Their matches are
 * found through the filters' index and sorted instead (bounded by the matches, not the table).
 */
const walksAgainstItsFilter = (query: SearchInput) =>
  query.sort === 'role' &&
  (query.categoryId !== undefined || query.subcategoryId !== undefined || prefixQuery(query.s) !== null);

/**
 * Role order within one category or one subcategory, with no other filter than a minimum rating:
 * its matches come from that scope's role order (migration 0019), whose index gives them already
 * sorted, instead of sorting all of the category's experts (6,962 at 100,000 experts: 6–7 ms, issue
 * 34). A text search, the favourites, or both a category and a subcategory keep the general plan.
 */
function roleOrderScope(query: SearchInput): RoleOrderScope | null {
  if (query.sort !== 'role' || query.favorites || prefixQuery(query.s) !== null) return null;
  const { categoryId, subcategoryId } = query;
  if (typeof categoryId === 'number' && subcategoryId === undefined) return categoryRoleOrder(categoryId);
  if (typeof subcategoryId === 'number' && categoryId === undefined)
    return subcategoryRoleOrder(subcategoryId);
  return null;
}

/**
 * OFFSET 0 keeps a subquery apart: PostgreSQL plans it as a plain filter, without the outer order
 * (else it walks the order's index after all). Written as SQL because drizzle leaves out a numeric
 * offset of 0; offset() is typed for numbers only.
 */
const PLANNED_APART = sql`0` as unknown as number;

/**
 * The whole search as one statement (exported so a test can EXPLAIN exactly what runs): the
 * matches up to `countLimit` (counted, and sorted into the page when they are all), or the page
 * walked from the order's index; then the page's cards with their subcategories, beside the count
 * and the caller's session check (identity/verified-session.ts). One row per card, or one row
 * without a card (null id) when the page is empty, so the count always comes back. In a role
 * order's scope (roleOrderScope) the matches are the first ones in the order, so they hold the page.
 */
export function searchStatement(
  db: Database,
  query: SearchInput,
  viewerId: number | null,
  session?: SessionCheck,
): SQL {
  const limit = countLimit(query);
  const [first, second] = SORT_KEYS[query.sort];
  const matchKey = (column: string, descending: boolean) => ordered(sql.raw(column), descending);
  const card = {
    ...expertCardColumns,
    isFavorite: isFavouriteOf(viewerId),
    subcategoryIds: expertProfiles.subcategoryIds,
  };
  const columns = sql.join(
    Object.entries(card).map(([name, value]) => sql`${value} AS ${sql.identifier(name)}`),
    sql`, `,
  );
  const scope = roleOrderScope(query);
  const sortedMatches = (where: SQL) => sql`
      (SELECT match_id AS page_id FROM matches ${where}
        ORDER BY ${matchKey('match_first_key', first.descending)}, ${matchKey('match_second_key', second.descending)}
        LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page})`;
  const page = scope
    ? sortedMatches(sql``)
    : sql`(${walkedPage(db, query, viewerId, sql`(SELECT n FROM counted) >= ${limit}`)})
      UNION ALL ${sortedMatches(sql`WHERE (SELECT n FROM counted) < ${limit}`)}`;
  const matches = scope
    ? roleOrderedMatches(db, scope, query.rating, limit)
    : matchesUpToLimit(db, query, viewerId);
  return sql`
    WITH matches AS (${matches}),
    counted AS (SELECT count(*)::int AS n FROM matches),
    page AS (${page})
    SELECT counted.n AS "total", ${sessionAsRead(session)} AS "sessionOk", ${columns}
      FROM counted LEFT JOIN (page
        JOIN ${expertProfiles} ON ${expertProfiles.userId} = page.page_id
        JOIN ${users} ON ${users.id} = page.page_id) ON true
     ORDER BY ${sql.join(orderOf(query.sort), sql`, `)}`;
}

/** The page meta of a search whose count stopped at `countLimit`. */
function searchMeta(counted: number, query: SearchInput, rows: number): PaginationMeta {
  const limit = countLimit(query);
  if (counted < limit) return paginationMeta(counted, query.page, query.per_page, rows);
  return { ...paginationMeta(limit - 1, query.page, query.per_page, rows), total_is_lower_bound: true };
}

type SearchRow = Omit<ExpertCardRow, 'id'> & {
  id: number | null;
  total: number;
  sessionOk: boolean;
  subcategoryIds: number[] | null;
};

/**
 * GET /experts: one page of experts matching the category, subcategory, text and minimum rating,
 * in one of the orders of SORT_KEYS, in one statement (`searchStatement`). `session`: the check
 * of the caller's session to make in it; StaleSession when it fails.
 */
export async function searchExperts(
  db: Database,
  request: Omit<ExpertSearchQuery, 'favorites'> & { favorites?: boolean },
  viewerId: number | null,
  locale: Locale,
  session?: SessionCheck,
) {
  const { c, sc, ...rest } = request;
  const query: SearchInput = {
    ...rest,
    categoryId: c ? await categoryIdOf(db, c) : undefined,
    subcategoryId: sc ? await subcategoryIdOf(db, sc) : undefined,
  };
  const rows = rowsOf<SearchRow>(await db.execute(searchStatement(db, query, viewerId, session)));
  const [head] = rows;
  if (head?.sessionOk === false) throw new StaleSession();
  const found = rows.filter((row) => row.id !== null);
  const names = await cardSubcategoriesOf(
    db,
    found.map((row) => row.subcategoryIds ?? []),
    locale,
  );
  const cards = found.map((row, index) => ({
    ...row,
    id: Number(row.id),
    subcategories: names[index] ?? [],
  }));
  const data = await expertCards(cards, locale);
  return { data, meta: searchMeta(Number(head?.total ?? 0), query, data.length) };
}
