import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  expertCategories,
  expertProfiles,
  expertRates,
  expertSubcategories,
  rates,
  subcategories,
  users,
} from '../src/db/schema/index.ts';
import { countLimit, type SearchInput, searchStatement, walkedPage } from '../src/discovery/search.ts';
import { call, startTestApi, type TestApi } from './harness.ts';

const EXPERTS = 20_000;

/** About the length of a real document: names, role, an about text, subcategory names. */
const FILLER = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ');

/** The bulk experts' emails by user id (the answers carry ids, the order is checked by email). */
async function bulkEmails(api: TestApi): Promise<Map<number, string>> {
  const rows = await api.app.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`${users.email} like 'bulk%'`);
  return new Map(rows.map((row) => [row.id, row.email]));
}

describe('expert search on a large table', () => {
  let api: TestApi;
  let legal: number;
  /** Experts in the category `legal`: every tenth. */
  const inLegal = (id: number) => id % 10 === 0;

  /** The plan PostgreSQL picks for a query, as text (both drivers). */
  const explain = async (query: Parameters<typeof sql>[1]) => {
    const result = (await api.app.db.execute(sql`explain ${query}`)) as unknown;
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
      string,
      string
    >[];
    return rows.map((row) => Object.values(row)[0]).join('\n');
  };
  const searchInput = (query: Partial<SearchInput>): SearchInput => ({
    sort: 'created_at',
    page: 1,
    per_page: 30,
    ...query,
  });
  /** The whole search's plan: the matches counted (and sorted when few), the walk, the cards. */
  const searchPlan = (query: Partial<SearchInput>) =>
    explain(searchStatement(api.app.db, searchInput(query), null));
  /** The page walked from the order's index, as the search runs it when the matches are many. */
  const walkPlan = (query: Partial<SearchInput>) =>
    explain(sql`${walkedPage(api.app.db, searchInput(query), null, sql`true`)}`);

  beforeAll(async () => {
    api = await startTestApi({ seedDemoData: false });
    const { db } = api.app;
    await db.execute(sql`
      insert into ${users} (email, first_name, last_name, is_expert)
      select 'bulk' || n || '@example.test', 'First' || n, 'Last' || n, true from generate_series(1, ${EXPERTS}) n`);
    await db.execute(sql`
      insert into ${expertProfiles} (user_id, role, about_me, search_document, created_at)
      select id, 'Role ' || (id % 40), 'About ' || id,
             'first' || id || ' last' || id || ' role ' || (id % 40) || ' topic' || (id % 997) || ' ' || ${FILLER},
             now() - id * interval '1 minute'
      from ${users}`);
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(sql`${categories.slug} = 'legal'`);
    legal = row?.id as number;
    // One set-based insert: the trigger copies the links onto every profile in the same statement.
    await db.execute(sql`
      insert into ${expertCategories} (expert_id, category_id)
      select user_id, ${legal} from ${expertProfiles} where user_id % 10 = 0`);
    // As autovacuum would: moves the pending entries of the GIN indexes into them, then plans.
    await db.execute(sql`vacuum analyze`);
  });
  afterAll(async () => api.close());

  it('filters through one GIN index with no pending list: a write goes straight into the index', async () => {
    // With a pending list (fastupdate, PostgreSQL's default) every search read all of it until a
    // vacuum merged it: 3.9 ms of a category's 6.1 at 100,000 experts (issue 34).
    const result = (await api.app.db.execute(sql`
      select relname, reloptions from pg_class
      where relname like 'expert_profiles%' and relam = (select oid from pg_am where amname = 'gin')`)) as unknown;
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      relname: string;
      reloptions: string[];
    }[];
    expect(rows).toEqual([{ relname: 'expert_profiles_filters', reloptions: ['fastupdate=false'] }]);
    // A word inside a category is one scan of it, not two scans and a BitmapAnd.
    const plan = await searchPlan({ s: 'topic17', categoryId: legal });
    expect(plan).toMatch(
      /Bitmap Index Scan on expert_profiles_filters .*\n\s*Index Cond: .*@@.* AND \(category_ids @>/,
    );
    expect(plan).not.toMatch(/BitmapAnd/);
  });

  it('answers a text search with few matches through the GIN index on the search vector, counted exactly', async () => {
    // Fewer matches than the count's bound: they are found by the index, then sorted.
    for (const sort of ['created_at', 'role', 'rating', 'price'] as const) {
      const plan = await searchPlan({ s: 'topic17', sort });
      expect(plan, sort).toMatch(/Bitmap Index Scan on expert_profiles_filters/);
      expect(plan, sort).not.toMatch(/Seq Scan on expert_profiles/);
    }

    const result = await call(api, 'GET', 'experts?s=topic17&per_page=100');
    expect(result.status).toBe(200);
    // topic17, topic170…topic179: prefix matching, all of them and nothing else.
    const expected = Array.from({ length: EXPERTS }, (_, i) => i + 1).filter((id) =>
      String(id % 997).startsWith('17'),
    );
    expect(expected.length).toBeLessThan(countLimit({ page: 1, per_page: 100 }));
    expect(result.body.meta.total).toBe(expected.length);
    expect(result.body.meta.total_is_lower_bound).toBeUndefined();
  });

  it('filters a category on the profile, never joining the link table, and pages without sorting every match', async () => {
    // More matches than the count's bound: the page is read from the order's index.
    const plan = await walkPlan({ categoryId: legal });
    expect(plan).not.toMatch(/expert_categories/);
    expect(plan).not.toMatch(/Seq Scan on expert_profiles/);
    // Newest first is read from its index, stopping once the page is full (the page's limit sits
    // right on the index scan: no sort of every match).
    expect(plan).toMatch(/Limit .*\n\s*->\s+Index Scan using expert_profiles_created/);
    // Role order within a category is not walked on the role index: a category's roles sit
    // together in that order. Its experts come from the category's role order (migration 0019),
    // whose index gives them in order and counts them, reading no profile but the page's.
    const categoryRolePlan = await searchPlan({ categoryId: legal, sort: 'role' });
    expect(categoryRolePlan).toMatch(
      /CTE matches\n\s*->\s+Limit .*\n\s*->\s+Index Only Scan using expert_category_roles_order/,
    );
    expect(categoryRolePlan).not.toMatch(/expert_profiles_filters|expert_profiles_role/);
    // With something else to filter on (here a subcategory too), the category's experts are found
    // through the filters' index and sorted.
    const rolePlan = await walkPlan({ categoryId: legal, subcategoryId: 1, sort: 'role' });
    expect(rolePlan).toMatch(/Bitmap Index Scan on expert_profiles_filters/);
    expect(rolePlan).not.toMatch(/Index Scan using expert_profiles_role/);
    expect(await walkPlan({ sort: 'role' })).toMatch(
      /Limit .*\n\s*->\s+Index Scan using expert_profiles_role/,
    );
    // So is role order for a text search: the role is part of the searched document, so a word's
    // experts often share a role, far along the index.
    const wordRolePlan = await walkPlan({ s: 'topic17', sort: 'role' });
    expect(wordRolePlan).toMatch(/Bitmap Index Scan on expert_profiles_filters/);
    expect(wordRolePlan).not.toMatch(/Index Scan using expert_profiles_role/);
    // More matches than the count's bound: the page comes from the walk's side of the search.
    const wordInRoleOrder = Array.from({ length: EXPERTS }, (_, i) => i + 1)
      .filter((id) => String(id % 997).startsWith('1'))
      .sort((a, b) =>
        `role ${a % 40}` < `role ${b % 40}` ? -1 : `role ${a % 40}` > `role ${b % 40}` ? 1 : a - b,
      );
    expect(wordInRoleOrder.length).toBeGreaterThan(countLimit({ page: 2, per_page: 10 }));
    const wordPage = await call(api, 'GET', 'experts?s=topic1&sort=role&per_page=10&page=2');
    expect(wordPage.body.meta).toMatchObject({ total: 320, total_is_lower_bound: true });
    const emailById = await bulkEmails(api);
    expect(wordPage.body.data.map((expert: { id: number }) => emailById.get(expert.id))).toEqual(
      wordInRoleOrder.slice(10, 20).map((n) => `bulk${n}@example.test`),
    );

    const result = await call(api, 'GET', 'experts?c=legal&per_page=100&page=3');
    expect(result.status).toBe(200);
    const newestFirst = Array.from({ length: EXPERTS }, (_, i) => i + 1).filter(inLegal);
    const ids = await api.app.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(sql`${users.email} like 'bulk%'`);
    const emailOf = new Map(ids.map((row) => [row.id, row.email]));
    expect(result.body.data.map((expert: { id: number }) => emailOf.get(expert.id))).toEqual(
      newestFirst.slice(200, 300).map((n) => `bulk${n}@example.test`),
    );
  });

  // Its writes (prices for 19,900 profiles, ratings for 20,000, each through the profile's triggers
  // and the GIN index, which has no pending list) took 20–63 s on PGlite on a loaded 2-core machine.
  it('sorts best rated and cheapest first from their own indexes, and filters a subcategory on the profile', {
    timeout: 120_000,
  }, async () => {
    const { db } = api.app;
    const [sub] = await db
      .select({ id: subcategories.id, slug: subcategories.slug })
      .from(subcategories)
      .where(sql`${subcategories.categoryId} = ${legal}`)
      .limit(1);
    const [rate] = await db.select({ id: rates.id }).from(rates).limit(1);
    if (!sub || !rate) throw new Error('catalogue');
    // Every tenth expert (those in legal) offers the subcategory; every expert but the last 100 has a
    // price, cheaper as the id grows; ratings spread over 0 to 5.
    await db.execute(sql`
      insert into ${expertSubcategories} (expert_id, subcategory_id)
      select user_id, ${sub.id} from ${expertProfiles} where user_id % 10 = 0`);
    await db.execute(sql`
      insert into ${expertRates} (expert_id, rate_id, price_cents)
      select user_id, ${rate.id}, 100000 - user_id from ${expertProfiles} where user_id <= ${EXPERTS - 100}`);
    await db.execute(sql`update ${expertProfiles} set rating = (user_id % 501) / 100.0`);
    await db.execute(sql`vacuum analyze`);

    const subPlan = await walkPlan({ subcategoryId: sub.id });
    // The filter is an array test on the profile (the card's own subquery reads the link table).
    expect(subPlan).toMatch(/Filter: .*subcategory_ids @>/);
    expect(await searchPlan({ subcategoryId: sub.id })).toMatch(/expert_profiles_filters/);
    expect(await walkPlan({ sort: 'rating' })).toMatch(
      /Limit .*\n\s*->\s+Index Scan using expert_profiles_best_rated/,
    );
    expect(await walkPlan({ sort: 'price' })).toMatch(
      /Limit .*\n\s*->\s+Index Scan using expert_profiles_cheapest/,
    );

    const cheapest = await call(api, 'GET', 'experts?sort=price&per_page=3');
    expect(cheapest.body.data.map((expert: { from_price: number }) => expert.from_price)).toEqual([
      (100_000 - (EXPERTS - 100)) / 100,
      (100_000 - (EXPERTS - 101)) / 100,
      (100_000 - (EXPERTS - 102)) / 100,
    ]);
    const unpriced = await call(api, 'GET', `experts?sort=price&per_page=100&page=${EXPERTS / 100}`);
    expect(unpriced.body.data.map((expert: { from_price: null }) => expert.from_price)).toEqual(
      Array(100).fill(null),
    );
    const best = await call(api, 'GET', 'experts?sort=rating&per_page=5');
    expect(best.body.data.map((expert: { rating: number }) => expert.rating)).toEqual([5, 5, 5, 5, 5]);
    const inSub = await call(api, 'GET', `experts?sc=${sub.slug}&rating=4&sort=rating&per_page=100`);
    expect(inSub.body.data.length).toBe(100);
    for (const expert of inSub.body.data as { id: number; rating: number }[]) {
      expect(inLegal(Number(expert.id))).toBe(true);
      expect(expert.rating).toBeGreaterThanOrEqual(4);
    }
  });

  it("pages a broad word past the count's first bound in order, newest first", async () => {
    // topic1… matches one expert in nine (2,231), newest first is the lowest id first: pages 2 and 5
    // of 100 are both past the count's bound, read from the order's index or sorted, as planned.
    const matching = Array.from({ length: EXPERTS }, (_, i) => i + 1).filter((id) =>
      String(id % 997).startsWith('1'),
    );
    expect(matching.length).toBeGreaterThan(countLimit({ page: 5, per_page: 100 }));
    const emailById = await bulkEmails(api);
    for (const page of [2, 5]) {
      const result = await call(api, 'GET', `experts?s=topic1&per_page=100&page=${page}`);
      expect(result.status).toBe(200);
      expect(result.body.meta).toMatchObject({ total: page * 100 + 300, total_is_lower_bound: true });
      expect(
        result.body.data.map((expert: { id: number }) => emailById.get(expert.id)),
        `page ${page}`,
      ).toEqual(matching.slice((page - 1) * 100, page * 100).map((n) => `bulk${n}@example.test`));
    }
  });

  it('counts a broad search up to a bound past the current page and says the total is a lower bound', async () => {
    // The count's scan sits under a Limit: it stops COUNT_AHEAD matches past the current page.
    const plan = await searchPlan({});
    expect(plan).toMatch(/CTE matches\n\s*->\s+Limit/);
    expect(plan).not.toMatch(/WindowAgg/);
    expect(countLimit({ page: 1, per_page: 30 })).toBe(331);

    const first = await call(api, 'GET', 'experts?per_page=30');
    expect(first.body.meta).toEqual({
      current_page: 1,
      last_page: 11,
      per_page: 30,
      total: 330,
      from: 1,
      to: 30,
      total_is_lower_bound: true,
    });
    // Deep pages count further ahead: the pager always offers the next page while there is one.
    const deep = await call(api, 'GET', 'experts?per_page=100&page=15');
    expect(deep.body.meta).toMatchObject({ total: 1_800, last_page: 18, total_is_lower_bound: true });
    expect(deep.body.data).toHaveLength(100);
    const next = await call(api, 'GET', 'experts?per_page=100&page=18');
    expect(next.body.meta).toMatchObject({ total: 2_100, last_page: 21, total_is_lower_bound: true });
    expect(next.body.data.map((expert: { id: number }) => expert.id)).not.toContain(deep.body.data[0].id);
    // A category of 2,000 experts is still more than the bound; the last page of everyone is exact.
    expect((await call(api, 'GET', 'experts?c=legal')).body.meta).toMatchObject({
      total: 330,
      total_is_lower_bound: true,
    });
    // Three pages of 100 before the end, the count meets the last match: the total is exact.
    expect(
      (await call(api, 'GET', `experts?per_page=100&page=${EXPERTS / 100 - 3}`)).body.meta,
    ).toMatchObject({ total: EXPERTS, last_page: EXPERTS / 100 });
    const last = await call(api, 'GET', `experts?per_page=100&page=${EXPERTS / 100}`);
    expect(last.body.meta).toEqual({
      current_page: EXPERTS / 100,
      last_page: EXPERTS / 100,
      per_page: 100,
      total: EXPERTS,
      from: EXPERTS - 99,
      to: EXPERTS,
    });
  });
});
