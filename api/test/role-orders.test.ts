import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import {
  categories,
  expertCategories,
  expertCategoryRoles,
  expertProfiles,
  expertSubcategoryRoles,
  subcategories,
  users,
} from '../src/db/schema/index.ts';
import { searchConditions } from '../src/discovery/search.ts';
import { catalogIds, registerExpert } from './experts-fixtures.ts';
import { call, startTestApi, type TestApi } from './harness.ts';

/**
 * expert_category_roles and expert_subcategory_roles (migration 0019) hold each listed expert's
 * categories and subcategories in role order; a trigger on expert_profiles keeps them in step with
 * whatever changes there (categories, subcategories, role, rating, listing) and deleting the
 * profile deletes them.
 */
describe('the role orders of expert search', () => {
  let api: TestApi;
  let ids: Awaited<ReturnType<typeof catalogIds>>;

  /** One expert's rows: `[category or subcategory id, role key, rating]`, by id. */
  const roleRowsOf = async (expertId: number) => {
    const { db } = api.app;
    const read = (table: typeof expertCategoryRoles | typeof expertSubcategoryRoles) =>
      db
        .select({ id: table.facetId, roleKey: table.roleKey, rating: table.rating })
        .from(table)
        .where(eq(table.userId, expertId))
        .orderBy(asc(table.facetId));
    const flat = (rows: { id: number; roleKey: string; rating: string }[]) =>
      rows.map((row) => [row.id, row.roleKey, Number(row.rating)]);
    return {
      categories: flat(await read(expertCategoryRoles)),
      subcategories: flat(await read(expertSubcategoryRoles)),
    };
  };
  /** Rows of the role orders that differ from what the profiles say, both ways (0 when in step). */
  const outOfStep = async () => {
    const [row] = rowsOf<{ n: number }>(
      await api.app.db.execute(sql`
      select count(*)::int as n from (
        (select user_id, unnest(category_ids), lower(role), rating from expert_profiles where listed
         except all select user_id, category_id, role_key, rating from expert_category_roles)
        union all
        (select user_id, category_id, role_key, rating from expert_category_roles
         except all select user_id, unnest(category_ids), lower(role), rating from expert_profiles where listed)
        union all
        (select user_id, unnest(subcategory_ids), lower(role), rating from expert_profiles where listed
         except all select user_id, subcategory_id, role_key, rating from expert_subcategory_roles)
        union all
        (select user_id, subcategory_id, role_key, rating from expert_subcategory_roles
         except all select user_id, unnest(subcategory_ids), lower(role), rating from expert_profiles where listed)
      ) as differing`),
    );
    return Number(row?.n ?? -1);
  };
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

  beforeAll(async () => {
    // The demo data: its experts come in through the seed's multi-row inserts.
    api = await startTestApi();
    ids = await catalogIds(api);
  });
  afterAll(async () => api.close());

  it("holds every listed expert of the seed's bulk inserts, and no one else", async () => {
    const [row] = await api.app.db.select({ n: sql<number>`count(*)::int` }).from(expertCategoryRoles);
    expect(Number(row?.n)).toBeGreaterThan(0);
    expect(await outOfStep()).toBe(0);
  });

  it('follows the categories, subcategories and role of every profile edit', async () => {
    const [first, second] = ids.categories;
    const [a, b] = first?.subcategories ?? [];
    const [c] = second?.subcategories ?? [];
    if (!first || !second || !a || !b || !c) throw new Error('catalogue');
    const expert = await registerExpert(api, {
      role: 'Family Therapist',
      categories: [first.id],
      subcategories: [a],
    });
    expect(await roleRowsOf(expert.userId)).toEqual({
      categories: [[first.id, 'family therapist', 0]],
      subcategories: [[a, 'family therapist', 0]],
    });

    const edited = await call(api, 'PUT', 'experts/profile', {
      token: expert.token,
      body: { role: 'Canal HISTORIAN', categories: [second.id, first.id], subcategories: [c, b] },
    });
    expect(edited.status).toBe(200);
    expect(await roleRowsOf(expert.userId)).toEqual({
      categories: sorted([first.id, second.id]).map((id) => [id, 'canal historian', 0]),
      subcategories: sorted([b, c]).map((id) => [id, 'canal historian', 0]),
    });

    const narrowed = await call(api, 'PUT', 'experts/profile', {
      token: expert.token,
      body: { categories: [second.id], subcategories: [] },
    });
    expect(narrowed.status).toBe(200);
    expect(await roleRowsOf(expert.userId)).toEqual({
      categories: [[second.id, 'canal historian', 0]],
      subcategories: [],
    });
    expect(await outOfStep()).toBe(0);
  });

  it('follows the rating, the listing, a failed write and the deletion of the account', async () => {
    const [first] = ids.categories;
    const [a] = first?.subcategories ?? [];
    if (!first || !a) throw new Error('catalogue');
    const expert = await registerExpert(api, {
      role: 'Tax Adviser',
      categories: [first.id],
      subcategories: [a],
    });
    const { db } = api.app;
    const listedRows = (rating: number) => ({
      categories: [[first.id, 'tax adviser', rating]],
      subcategories: [[a, 'tax adviser', rating]],
    });

    // As a review does (feedback/feedbacks.ts): the profile's rating is rewritten.
    await db.update(expertProfiles).set({ rating: '4.50' }).where(eq(expertProfiles.userId, expert.userId));
    expect(await roleRowsOf(expert.userId)).toEqual(listedRows(4.5));

    // Unlisted while the account is not an expert (migration 0010 copies the flag), listed again after.
    await db.update(users).set({ isExpert: false }).where(eq(users.id, expert.userId));
    expect(await roleRowsOf(expert.userId)).toEqual({ categories: [], subcategories: [] });
    await db.update(users).set({ isExpert: true }).where(eq(users.id, expert.userId));
    expect(await roleRowsOf(expert.userId)).toEqual(listedRows(4.5));

    // A transaction that moves the expert and fails leaves the rows as they were.
    const [, second] = ids.categories;
    if (!second) throw new Error('catalogue');
    await expect(
      db.transaction(async (tx) => {
        await tx.delete(expertCategories).where(eq(expertCategories.expertId, expert.userId));
        await tx.insert(expertCategories).values({ expertId: expert.userId, categoryId: second.id });
        await tx
          .update(expertProfiles)
          .set({ role: 'Other' })
          .where(eq(expertProfiles.userId, expert.userId));
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await roleRowsOf(expert.userId)).toEqual(listedRows(4.5));

    // Other columns of the profile leave the rows alone.
    await db
      .update(expertProfiles)
      .set({ aboutMe: 'Taxes.' })
      .where(eq(expertProfiles.userId, expert.userId));
    expect(await roleRowsOf(expert.userId)).toEqual(listedRows(4.5));

    const deleted = await call(api, 'DELETE', 'account', {
      token: expert.token,
      body: { password: expert.password },
    });
    expect(deleted.status).toBe(200);
    expect(await roleRowsOf(expert.userId)).toEqual({ categories: [], subcategories: [] });

    // A profile deleted (with its user) takes its rows along.
    const other = await registerExpert(api, { categories: [first.id], subcategories: [a] });
    expect((await roleRowsOf(other.userId)).categories).toHaveLength(1);
    await db.delete(users).where(eq(users.id, other.userId));
    expect(await roleRowsOf(other.userId)).toEqual({ categories: [], subcategories: [] });
    expect(await outOfStep()).toBe(0);
  });

  it('gives a category or a subcategory in role order the same pages and counts as the general search', async () => {
    const { db } = api.app;
    const [first, second] = ids.categories;
    const [a] = first?.subcategories ?? [];
    if (!first || !second || !a) throw new Error('catalogue');
    const [{ slug = '' } = {}] = await db
      .select({ slug: categories.slug })
      .from(categories)
      .where(eq(categories.id, first.id));
    // 1,000 experts in the category: three quarters share one role in different cases (one role key,
    // past the count's bound: the id alone orders them), ratings 0 to 5, every fifth in a second
    // category too, every seventh unlisted, every third in the subcategory.
    await db.execute(sql`
      insert into ${users} (email, first_name, last_name, is_expert)
      select 'order' || n || '@example.test', 'First' || n, 'Last' || n, n % 7 <> 0 from generate_series(1, 1000) n`);
    await db.execute(sql`
      insert into ${expertProfiles} (user_id, role, rating)
      select id, case when id % 4 = 0 then 'Adviser ' || (id % 3) else (array['Coach', 'coach', 'COACH'])[1 + id % 3] end,
             (id % 501) / 100.0
      from ${users} where email like 'order%'`);
    await db.execute(sql`
      insert into ${expertCategories} (expert_id, category_id)
      select id, ${first.id}::int from ${users} where email like 'order%'
      union all select id, ${second.id}::int from ${users} where email like 'order%' and id % 5 = 0`);
    await db.execute(sql`
      insert into expert_subcategories (expert_id, subcategory_id)
      select id, ${a}::int from ${users} where email like 'order%' and id % 3 = 0`);
    expect(await outOfStep()).toBe(0);
    const [{ subSlug = '' } = {}] = await db
      .select({ subSlug: subcategories.slug })
      .from(subcategories)
      .where(eq(subcategories.id, a));

    /** The general search's filters in role order, read straight from expert_profiles. */
    const expected = async (filter: { categoryId?: number; subcategoryId?: number; rating?: number }) =>
      (
        await db
          .select({ id: expertProfiles.userId })
          .from(expertProfiles)
          .where(and(...searchConditions(filter)))
          .orderBy(sql`lower(${expertProfiles.role})`, asc(expertProfiles.userId))
      ).map((row) => row.id);

    const cases = [
      { query: `c=${slug}`, filter: { categoryId: first.id } },
      { query: `c=${slug}&rating=4`, filter: { categoryId: first.id, rating: 4 } },
      { query: `c=${slug}&rating=5`, filter: { categoryId: first.id, rating: 5 } },
      { query: `sc=${subSlug}`, filter: { subcategoryId: a } },
      { query: `sc=${subSlug}&rating=3`, filter: { subcategoryId: a, rating: 3 } },
    ];
    for (const { query, filter } of cases) {
      const all = await expected(filter);
      for (const [page, perPage] of [
        [1, 30],
        [2, 30],
        [9, 30],
        [2, 100],
        [3, 100],
        [1, 100],
        [40, 30],
      ] as const) {
        const result = await call(api, 'GET', `experts?${query}&sort=role&page=${page}&per_page=${perPage}`);
        expect(result.status).toBe(200);
        const label = `${query} page ${page} of ${perPage}`;
        expect(
          result.body.data.map((expert: { id: number }) => expert.id),
          label,
        ).toEqual(all.slice((page - 1) * perPage, page * perPage));
        const limit = page * perPage + 300;
        expect(result.body.meta.total, label).toBe(Math.min(all.length, limit));
        expect(result.body.meta.total_is_lower_bound, label).toBe(all.length > limit ? true : undefined);
      }
    }
  });
});
