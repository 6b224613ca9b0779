import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, expertCategories, expertProfiles, expertRates, users } from '../src/db/schema/index.ts';
import { catalogIds, registerExpert } from './experts-fixtures.ts';
import { call, registerCustomer, startTestApi, type TestApi } from './harness.ts';

/**
 * expert_profiles.category_ids, .subcategory_ids, .from_price_cents and .listed copy
 * expert_categories, expert_subcategories, the lowest of expert_rates and users.is_expert for
 * search; triggers keep them in step in the statement that changes the source.
 */
describe('the search columns of expert profiles', () => {
  let api: TestApi;
  let ids: Awaited<ReturnType<typeof catalogIds>>;
  let slugOf: Map<number, string>;

  /** The profile's copies beside what they copy. */
  const columnsOf = async (expertId: number) => {
    const { db } = api.app;
    const [profile] = await db
      .select({
        categoryIds: expertProfiles.categoryIds,
        listed: expertProfiles.listed,
        isExpert: users.isExpert,
      })
      .from(expertProfiles)
      .innerJoin(users, eq(users.id, expertProfiles.userId))
      .where(eq(expertProfiles.userId, expertId));
    const links = await db
      .select({ id: expertCategories.categoryId })
      .from(expertCategories)
      .where(eq(expertCategories.expertId, expertId))
      .orderBy(asc(expertCategories.categoryId));
    return { ...profile, links: links.map((row) => row.id) };
  };
  const found = async (expertId: number, categoryId: number) => {
    const result = await call(api, 'GET', `experts?c=${slugOf.get(categoryId)}&per_page=100&sort=role`);
    expect(result.status).toBe(200);
    return result.body.data.some((expert: { id: number }) => expert.id === expertId);
  };

  beforeAll(async () => {
    api = await startTestApi({ seedDemoData: false });
    ids = await catalogIds(api);
    const rows = await api.app.db.select({ id: categories.id, slug: categories.slug }).from(categories);
    slugOf = new Map(rows.map((row) => [row.id, row.slug]));
  });
  afterAll(async () => api.close());

  it('copies the categories and the expert flag at registration and follows every profile edit', async () => {
    const [first, second, third] = ids.categories;
    if (!first || !second || !third) throw new Error('catalogue');
    const expert = await registerExpert(api, { categories: [first.id], subcategories: [] });
    expect(await columnsOf(expert.userId)).toEqual({
      categoryIds: [first.id],
      links: [first.id],
      listed: true,
      isExpert: true,
    });
    expect(await found(expert.userId, first.id)).toBe(true);

    const edited = await call(api, 'PUT', 'experts/profile', {
      token: expert.token,
      body: { categories: [third.id, second.id] },
    });
    expect(edited.status).toBe(200);
    const after = await columnsOf(expert.userId);
    expect(after.categoryIds).toEqual([second.id, third.id]);
    expect(after.links).toEqual([second.id, third.id]);
    expect(await found(expert.userId, first.id)).toBe(false);
    expect(await found(expert.userId, second.id)).toBe(true);
    expect(await found(expert.userId, third.id)).toBe(true);
  });

  it('lists a profile only while its account is an expert', async () => {
    const customer = await registerCustomer(api, { first_name: 'Ottoline', last_name: 'Brackwater' });
    // A profile row for an account that is not an expert (as booking fixtures make).
    await api.app.db.insert(expertProfiles).values({ userId: customer.userId, role: 'Not yet' });
    expect(await columnsOf(customer.userId)).toMatchObject({ listed: false, isExpert: false });
    expect((await call(api, 'GET', 'experts?s=brackwater')).body.meta.total).toBe(0);

    const saved = await call(api, 'PUT', 'experts/profile', {
      token: customer.token,
      body: { role: 'Canal Historian', categories: [ids.categories[0]?.id] },
    });
    expect(saved.status).toBe(200);
    expect(await columnsOf(customer.userId)).toMatchObject({ listed: true, isExpert: true });
    expect(
      (await call(api, 'GET', 'experts?s=brackwater')).body.data.map((e: { id: number }) => e.id),
    ).toEqual([customer.userId]);
  });

  it('leaves the copies as they were when the write fails', async () => {
    const [first, second] = ids.categories;
    if (!first || !second) throw new Error('catalogue');
    const expert = await registerExpert(api, { categories: [first.id], subcategories: [] });
    const before = await columnsOf(expert.userId);
    const { db } = api.app;

    // A transaction that changes the links and then fails.
    await expect(
      db.transaction(async (tx) => {
        await tx.delete(expertCategories).where(eq(expertCategories.expertId, expert.userId));
        await tx.insert(expertCategories).values({ expertId: expert.userId, categoryId: second.id });
        await tx.update(users).set({ isExpert: false }).where(eq(users.id, expert.userId));
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await columnsOf(expert.userId)).toEqual(before);

    // One statement that fails on its second row (no such category).
    await expect(
      db.insert(expertCategories).values([
        { expertId: expert.userId, categoryId: second.id },
        { expertId: expert.userId, categoryId: 999_999 },
      ]),
    ).rejects.toThrow();
    expect(await columnsOf(expert.userId)).toEqual(before);
    expect(await found(expert.userId, second.id)).toBe(false);
  });

  it('copies the subcategories and the lowest price, and follows every edit of them', async () => {
    const [first, second] = ids.categories;
    if (!first || !second) throw new Error('catalogue');
    const [a, b] = first.subcategories;
    const [c] = second.subcategories;
    if (!a || !b || !c) throw new Error('catalogue');
    const expert = await registerExpert(api, { categories: [first.id], subcategories: [b, a] });
    const copies = async () => {
      const [row] = await api.app.db
        .select({
          subcategoryIds: expertProfiles.subcategoryIds,
          fromPriceCents: expertProfiles.fromPriceCents,
        })
        .from(expertProfiles)
        .where(eq(expertProfiles.userId, expert.userId));
      return row;
    };
    expect(await copies()).toEqual({ subcategoryIds: [a, b].sort((x, y) => x - y), fromPriceCents: null });

    const edited = await call(api, 'PUT', 'experts/profile', {
      token: expert.token,
      body: { categories: [first.id, second.id], subcategories: [c, a] },
    });
    expect(edited.status).toBe(200);
    expect((await copies())?.subcategoryIds).toEqual([a, c].sort((x, y) => x - y));

    const price = (slug: string, value: unknown) =>
      call(api, 'PUT', `experts/profile/rates/${slug}`, { token: expert.token, body: { price: value } });
    expect((await price('large', 80)).status).toBe(200);
    expect((await copies())?.fromPriceCents).toBe(8_000);
    expect((await price('short', 45.5)).status).toBe(200);
    expect((await copies())?.fromPriceCents).toBe(4_550);
    expect((await price('short', 90)).status).toBe(200);
    expect((await copies())?.fromPriceCents).toBe(8_000);
    expect((await price('large', '')).status).toBe(200);
    expect((await copies())?.fromPriceCents).toBe(9_000);
    await api.app.db.delete(expertRates).where(eq(expertRates.expertId, expert.userId));
    expect((await copies())?.fromPriceCents).toBeNull();
  });
});
