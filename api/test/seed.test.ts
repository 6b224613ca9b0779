import { eq, isNull, not, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { CATEGORIES } from '../src/catalog/data/categories.ts';
import type { Database } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { categories, expertProfiles, seedMarkers, users } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts.ts';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { seedDemoSchedules } from '../src/seed/demo-schedules.ts';
import { GENERATED_EXPERTS, generateExperts } from '../src/seed/generate-experts.ts';
import { uploadStorage } from '../src/uploads/storage.ts';
import { call, startTestApi, type TestApi } from './harness.ts';

/** Rows in every table the seed writes, by table name. */
async function countRows(db: Database) {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(schema)) {
    if (!table || typeof table !== 'object' || !('getSQL' in table)) continue;
    const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(table as typeof users);
    counts[name] = row?.total ?? 0;
  }
  return counts;
}

describe('demo data', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => api.close());

  it('generates the same experts on every run, spread evenly over every category', () => {
    const first = generateExperts();
    expect(generateExperts()).toEqual(first);
    expect(first).toHaveLength(GENERATED_EXPERTS);
    expect(GENERATED_EXPERTS).toBeGreaterThanOrEqual(60);
    const perCategory = new Map<string, number>();
    for (const expert of first)
      perCategory.set(expert.categorySlug, (perCategory.get(expert.categorySlug) ?? 0) + 1);
    expect([...perCategory.keys()].sort()).toEqual(CATEGORIES.map((category) => category.slug).sort());
    expect(Math.min(...perCategory.values())).toBeGreaterThanOrEqual(4);
    expect(new Set(first.map((expert) => expert.email)).size).toBe(first.length);
  });

  it('seeds every generated expert and the demo expert, searchable in every category', async () => {
    const all = await call(api, 'GET', 'experts?per_page=100');
    expect(all.body.meta.total).toBe(GENERATED_EXPERTS + 1);
    const names = all.body.data.map(
      (expert: { first_name: string; last_name: string }) => `${expert.first_name} ${expert.last_name}`,
    );
    for (const expert of generateExperts()) expect(names).toContain(`${expert.firstName} ${expert.lastName}`);
    for (const category of CATEGORIES) {
      const inCategory = await call(api, 'GET', `experts?c=${category.slug}`);
      expect(inCategory.body.meta.total, category.slug).toBeGreaterThanOrEqual(4);
    }
  });

  it('gives every expert a complete profile', async () => {
    const ids: number[] = [];
    for (const page of [1, 2]) {
      const list = await call(api, 'GET', `experts?per_page=50&page=${page}`);
      ids.push(...list.body.data.map((expert: { id: number }) => expert.id));
    }
    const categoryOf = new Map(
      (
        (await call(api, 'GET', 'categories')).body.data as { id: number; subcategories: { id: number }[] }[]
      ).flatMap((category) => category.subcategories.map((sub) => [sub.id, category.id] as const)),
    );
    const now = Date.now();
    for (const id of ids) {
      const expert = (await call(api, 'GET', `experts/${id}`)).body.data;
      const label = `${expert.first_name} ${expert.last_name}`;
      expect(expert.first_name.length, label).toBeGreaterThan(0);
      expect(expert.last_name.length, label).toBeGreaterThan(0);
      expect(expert.role.length, label).toBeGreaterThan(0);
      expect(expert.role.length, label).toBeLessThanOrEqual(80);
      expect(expert.about_me.length, label).toBeGreaterThan(20);
      expect(expert.about_me.length, label).toBeLessThanOrEqual(250);
      expect(expert.country?.flag, label).toBeTruthy();
      expect(expert.languages.length, label).toBeGreaterThan(0);
      expect(expert.subcategories.length, label).toBeGreaterThanOrEqual(1);
      expect(expert.subcategories.length, label).toBeLessThanOrEqual(3);
      for (const sub of expert.subcategories) expect(categoryOf.get(sub.id), label).toBe(sub.category_id);
      expect(
        expert.rates.map((rate: { slug: string }) => rate.slug),
        label,
      ).toEqual(['express', 'short', 'large']);
      for (const rate of expert.rates)
        expect(rate.price, `${label} ${rate.slug}`).toBeGreaterThanOrEqual(rate.minprice);
      const [express, short, large] = expert.rates.map((rate: { price: number }) => rate.price);
      expect(express < short && short < large, `${label} prices grow with the length`).toBe(true);
      expect(expert.certifications.length, label).toBeGreaterThan(0);
      expect(expert.rating, label).toBeGreaterThan(0);
      expect(expert.rating, label).toBeLessThanOrEqual(5);
      expect(expert.years_of_experience, label).toBeGreaterThan(0);
      expect(expert.gallery.length, label).toBeLessThanOrEqual(3);
      expect(['trialing', 'active'], label).toContain(expert.subscription?.stripe_status);
      const until =
        expert.subscription.stripe_status === 'trialing'
          ? expert.subscription.trial_ends_at
          : expert.subscription.ends_at;
      expect(Date.parse(until), label).toBeGreaterThan(now);
    }
  });

  it('creates the demo logins: customers with their preferences, the expert with a profile', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const area = account.role === 'expert' ? 'expert' : 'customer';
      const login = await call(api, 'POST', 'login', {
        body: { email: account.email, password: account.password, area },
      });
      expect(login.status, account.email).toBe(200);
      const token = login.body.data.token;
      if (account.role === 'customer') {
        const profile = (await call(api, 'GET', 'customers/profile', { token })).body.data;
        expect(profile).toMatchObject({
          first_name: account.firstName,
          last_name: account.lastName,
          is_expert: false,
        });
        expect(profile.countries.length).toBeGreaterThanOrEqual(1);
        expect(profile.countries.length).toBeLessThanOrEqual(3);
        expect(profile.categories_id.length).toBeGreaterThanOrEqual(3);
        expect(profile.country).not.toBeNull();
      } else {
        const profile = (await call(api, 'GET', 'experts/profile', { token })).body.data;
        expect(profile.role.length).toBeGreaterThan(0);
        expect(profile.subscription).not.toBeNull();
      }
    }
  });

  it('stores argon2id hashes for the demo logins only', async () => {
    const { db } = api.app;
    const withPassword = await db
      .select({ email: users.email, hash: users.passwordHash })
      .from(users)
      .where(not(isNull(users.passwordHash)));
    expect(withPassword.map((row) => row.email).sort()).toEqual(
      DEMO_ACCOUNTS.map((account) => account.email).sort(),
    );
    for (const row of withPassword) expect(row.hash).toMatch(/^\$argon2id\$/);
  });

  it('gives every expert a working week, so the demo can be booked', async () => {
    const { db } = api.app;
    const withoutWeek = await db.execute<{ id: number }>(sql`
      SELECT user_id AS id FROM expert_profiles p
       WHERE NOT EXISTS (SELECT 1 FROM schedule_items s WHERE s.expert_id = p.user_id)`);
    const rows = Array.isArray(withoutWeek) ? withoutWeek : (withoutWeek as { rows: unknown[] }).rows;
    expect(rows).toEqual([]);
    expect(await seedDemoSchedules(db)).toBe(false);

    const customer = DEMO_ACCOUNTS.find((account) => account.role === 'customer');
    const expert = DEMO_ACCOUNTS.find((account) => account.role === 'expert');
    const login = await call(api, 'POST', 'login', {
      body: { email: customer?.email, password: customer?.password },
    });
    const [expertRow] = await db
      .select({ id: users.id, timezone: users.timezone })
      .from(users)
      .where(eq(users.email, expert?.email ?? ''));
    // Next week's Monday: inside the 30-day trial and well past the one-hour notice.
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() + 7 + ((8 - monday.getUTCDay()) % 7));
    const date = monday.toISOString().slice(0, 10);
    const slots = await call(api, 'GET', `booking/${expertRow?.id}/availability?date=${date}&rate=large`, {
      token: login.body.data.token,
    });
    expect(slots.status).toBe(200);
    expect(slots.body.data.map((slot: { start_time: string }) => slot.start_time.slice(11))).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
    ]);
  });

  it('adds nothing when seeding again, even twice at the same time', async () => {
    const { db } = api.app;
    const target = { db, storage: uploadStorage(api.config) };
    const seed = () => seedDemoData(target, api.app.clock());
    const before = await countRows(db);
    expect(await Promise.all([seed(), seed()])).toEqual([false, false]);
    await db.delete(seedMarkers).where(eq(seedMarkers.key, 'demo-data'));
    // Without the marker the accounts are still recognised by email and not duplicated.
    const results = await Promise.all([seed(), seed()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await countRows(db)).toEqual({ ...before });
  });
});

describe('restarting on the same database', () => {
  let api: TestApi;
  let again: FastifyInstance | undefined;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await again?.close();
    await api.close();
  });

  it('adds no demo data and restores reference data changed in the database', async () => {
    const before = await countRows(api.app.db);
    expect(before.expertProfiles).toBe(GENERATED_EXPERTS + 1);
    const [category] = await api.app.db.select().from(categories).limit(1);
    await api.app.db
      .update(categories)
      .set({ nameEn: 'Renamed by hand' })
      .where(eq(categories.id, category?.id ?? 0));
    const demoExpert = DEMO_ACCOUNTS.find((account) => account.role === 'expert');
    const [expert] = await api.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoExpert?.email ?? ''));
    const expertId = expert?.id ?? 0;
    await api.app.db
      .update(expertProfiles)
      .set({ role: 'Edited by the expert' })
      .where(eq(expertProfiles.userId, expertId));
    await api.app.close();

    again = await buildApp(api.config);
    const db = again.db;
    expect(await countRows(db)).toEqual(before);
    const [restored] = await db
      .select()
      .from(categories)
      .where(eq(categories.id, category?.id ?? 0));
    expect(restored?.nameEn).toBe(category?.nameEn);
    const [kept] = await db.select().from(expertProfiles).where(eq(expertProfiles.userId, expertId));
    expect(kept?.role).toBe('Edited by the expert');
  });
});
