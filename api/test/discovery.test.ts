import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { words } from '../src/catalog/text.ts';
import { expertProfiles } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts.ts';
import { call, startTestApi, type TestApi } from './harness.ts';

type Summary = {
  id: number;
  first_name: string;
  last_name: string;
  role: string;
  rating: number;
  is_favorite: boolean;
  subcategories: { id: number; name: string; slug: string }[];
  from_price: number | null;
};
type Category = { id: number; slug: string; subcategories: { id: number; slug: string }[] };

const demo = (role: string) =>
  DEMO_ACCOUNTS.find((account) => account.role === role) as (typeof DEMO_ACCOUNTS)[number];

async function signIn(api: TestApi, account: { email: string; password: string }, area = 'customer') {
  const result = await call(api, 'POST', 'login', {
    body: { email: account.email, password: account.password, area },
  });
  expect(result.status).toBe(200);
  return result.body.data.token as string;
}

describe('expert discovery', () => {
  let api: TestApi;
  let categories: Category[];
  /** Every expert, newest first, read page by page. */
  let everyone: Summary[];
  let total: number;

  const search = async (query: string, options: { token?: string; lang?: 'en' | 'es' } = {}) => {
    const result = await call(api, 'GET', `experts?${query}`, options);
    expect(result.status, `${query}: ${JSON.stringify(result.body)}`).toBe(200);
    return result.body as { data: Summary[]; meta: Record<string, number | null> };
  };
  const detail = async (id: number, lang: 'en' | 'es' = 'en') =>
    (await call(api, 'GET', `experts/${id}`, { lang })).body.data;
  /** Every word of the text each expert is searched by. */
  const searchableWords = async (expert: Summary) => {
    const [en, es] = await Promise.all([detail(expert.id, 'en'), detail(expert.id, 'es')]);
    const subcategoryNames = [...en.subcategories, ...es.subcategories].map((s: { name: string }) => s.name);
    return words([en.first_name, en.last_name, en.role, en.about_me, ...subcategoryNames].join(' '));
  };

  beforeAll(async () => {
    api = await startTestApi();
    categories = (await call(api, 'GET', 'categories')).body.data;
    const first = await search('per_page=100');
    total = first.meta.total as number;
    everyone = [...first.data];
    for (let page = 2; page <= (first.meta.last_page as number); page += 1) {
      everyone.push(...(await search(`per_page=100&page=${page}`)).data);
    }
  });
  afterAll(async () => api.close());

  it('lists only experts, 30 a page by default, with the summary fields of a card', async () => {
    const page = await search('');
    expect(page.data).toHaveLength(30);
    expect(page.meta).toEqual({
      current_page: 1,
      last_page: Math.ceil(total / 30),
      per_page: 30,
      total,
      from: 1,
      to: 30,
    });
    expect(everyone).toHaveLength(total);
    expect(new Set(everyone.map((expert) => expert.id)).size).toBe(total);
    const customer = demo('customer');
    expect(
      everyone.some(
        (expert) => expert.first_name === customer.firstName && expert.last_name === customer.lastName,
      ),
    ).toBe(false);
    expect(Object.keys(page.data[0] ?? {}).sort()).toEqual([
      'country',
      'first_name',
      'from_price',
      'id',
      'is_available',
      'is_favorite',
      'last_name',
      'profile_picture',
      'rating',
      'role',
      'subcategories',
    ]);
  });

  it('filters by category slug: every result works in that category', async () => {
    for (const category of categories) {
      const result = await search(`c=${category.slug}&per_page=100`);
      expect(result.data.length, category.slug).toBeGreaterThan(0);
      const slugs = new Set(category.subcategories.map((sub) => sub.slug));
      for (const expert of result.data) {
        expect(
          expert.subcategories.some((sub) => slugs.has(sub.slug)),
          `${expert.id} in ${category.slug}`,
        ).toBe(true);
      }
    }
    const sizes = await Promise.all(
      categories.map(async (category) => (await search(`c=${category.slug}`)).meta.total as number),
    );
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeGreaterThanOrEqual(total);
  });

  it('filters by subcategory slug: every result offers it, and only those who offer it', async () => {
    const offering = (slug: string) =>
      everyone.filter((expert) => expert.subcategories.some((sub) => sub.slug === slug)).map((e) => e.id);
    const tried = categories.flatMap((category) =>
      category.subcategories.slice(0, 2).map((sub) => ({ category: category.slug, sub: sub.slug })),
    );
    let found = 0;
    for (const { category, sub } of tried) {
      const result = await search(`sc=${sub}&per_page=100`);
      expect(
        result.data.map((expert) => expert.id),
        sub,
      ).toEqual(offering(sub).slice(0, 100));
      found += result.data.length;
      // With its own category it is the same list; with another category nobody has both.
      expect((await search(`c=${category}&sc=${sub}&per_page=100`)).data).toEqual(result.data);
      const other = categories.find((candidate) => candidate.slug !== category)?.slug;
      expect((await search(`c=${other}&sc=${sub}`)).data).toEqual([]);
    }
    expect(found).toBeGreaterThan(0);
  });

  it('sorts best rated first and cheapest first (experts with no price last), with stable pages', async () => {
    const readAll = async (sort: string) => {
      const rows: Summary[] = [];
      for (let page = 1; page <= Math.ceil(total / 25); page += 1)
        rows.push(...(await search(`sort=${sort}&per_page=25&page=${page}`)).data);
      expect(rows).toHaveLength(total);
      expect(new Set(rows.map((expert) => expert.id)).size).toBe(total);
      return rows;
    };
    const byRating = (await readAll('rating')).map((expert) => expert.rating);
    expect(byRating).toEqual([...byRating].sort((a, b) => b - a));
    expect(byRating[0]).toBeGreaterThan(byRating.at(-1) as number);

    const byPrice = await readAll('price');
    const priced = byPrice.filter((expert) => expert.from_price !== null);
    expect(priced.length).toBeGreaterThan(0);
    expect(byPrice.slice(0, priced.length)).toEqual(priced);
    const prices = priced.map((expert) => expert.from_price as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // The card's price is the lowest of the expert's own prices.
    for (const expert of [priced[0], priced.at(-1), byPrice.at(-1)]) {
      if (!expert) continue;
      const own = ((await detail(expert.id)).rates as { price: number | null }[])
        .map((rate) => rate.price)
        .filter((price): price is number => price !== null);
      expect(expert.from_price).toBe(own.length > 0 ? Math.min(...own) : null);
    }
  });

  it('answers an unknown category or subcategory, or a text nobody matches, with an empty page', async () => {
    for (const query of ['c=no-such-category', 'sc=no-such-subcategory', 's=zzqxv', 'c=legal&s=zzqxv']) {
      const result = await search(query);
      expect(result.data).toEqual([]);
      expect(result.meta).toEqual({
        current_page: 1,
        last_page: 1,
        per_page: 30,
        total: 0,
        from: null,
        to: null,
      });
    }
  });

  it('finds an expert by name, ignoring case and accents', async () => {
    const expert = demo('expert');
    const found = await search(`s=${encodeURIComponent(expert.lastName.toUpperCase())}`);
    expect(found.data.map((row) => `${row.first_name} ${row.last_name}`)).toContain(
      `${expert.firstName} ${expert.lastName}`,
    );

    const accented = everyone.find((row) => row.last_name.normalize('NFD') !== row.last_name);
    expect(accented).toBeDefined();
    const plain = words(accented?.last_name ?? '').join(' ');
    const byPlainName = await search(`s=${encodeURIComponent(plain)}&per_page=100`);
    expect(byPlainName.data.map((row) => row.id)).toContain(accented?.id);
  });

  it('finds experts by the start of a word of their role, about text or subcategories, in either language', async () => {
    const eva = everyone.find((row) => row.first_name === demo('expert').firstName) as Summary;
    const evaDetail = await detail(eva.id);
    const roleWord = words(evaDetail.role).at(-1) as string;
    const aboutWord = words(evaDetail.about_me).find((word) => word.length > 6) as string;
    const [subcategory] = evaDetail.subcategories as { name: string }[];
    const subcategoryEs = (await detail(eva.id, 'es')).subcategories[0].name as string;
    for (const text of [roleWord.slice(0, 5), aboutWord, subcategory?.name ?? '', subcategoryEs]) {
      const result = await search(`s=${encodeURIComponent(text)}&per_page=100`);
      expect(
        result.data.map((row) => row.id),
        text,
      ).toContain(eva.id);
      // Every result holds a word starting with every word searched.
      for (const row of result.data.slice(0, 10)) {
        const held = await searchableWords(row);
        for (const term of words(text))
          expect(
            held.some((word) => word.startsWith(term)),
            `${row.id}: ${term}`,
          ).toBe(true);
      }
    }
  });

  it('requires every word of a text search to match', async () => {
    const eva = everyone.find((row) => row.first_name === demo('expert').firstName) as Summary;
    const both = await search(`s=${encodeURIComponent(`${eva.first_name} ${eva.role}`)}`);
    expect(both.data.map((row) => row.id)).toContain(eva.id);
    const mismatch = await search(`s=${encodeURIComponent(`${eva.first_name} zzqxv`)}`);
    expect(mismatch.meta.total).toBe(0);
  });

  it('treats search syntax and punctuation as plain text, never as an error', async () => {
    for (const text of ["'; drop table users; --", 'a & b | !c:*', '((', '\\', '%_%', '🙂', '   ', 'ñandú']) {
      const result = await call(api, 'GET', `experts?s=${encodeURIComponent(text)}`);
      expect(result.status, text).toBe(200);
    }
    const onlySymbols = await search(`s=${encodeURIComponent('&|!:*()')}`);
    expect(onlySymbols.meta.total).toBe(total);
  });

  it('keeps experts at or above the minimum rating', async () => {
    for (const rating of [2, 3, 4, 5]) {
      const result = await search(`rating=${rating}&per_page=100`);
      const expected = everyone.filter((expert) => expert.rating >= rating).length;
      expect(result.meta.total, `rating ${rating}`).toBe(expected);
      expect(result.data.every((expert) => expert.rating >= rating)).toBe(true);
    }
    expect((await search('rating=4')).meta.total).toBeLessThan(total);
    expect((await search('rating=4')).meta.total).toBeGreaterThan(0);
  });

  it('sorts Recommended newest first and by role A to Z, with stable pages', async () => {
    const rows = await api.app.db
      .select({ id: expertProfiles.userId, createdAt: expertProfiles.createdAt })
      .from(expertProfiles)
      .where(
        inArray(
          expertProfiles.userId,
          everyone.map((expert) => expert.id),
        ),
      );
    const joined = new Map(rows.map((row) => [row.id, row.createdAt.getTime()]));
    const times = everyone.map((expert) => joined.get(expert.id) as number);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await search('sort=created_at&per_page=100')).data.map((e) => e.id)).toEqual(
      everyone.slice(0, 100).map((e) => e.id),
    );

    const byRole: Summary[] = [];
    for (let page = 1; page <= Math.ceil(total / 25); page += 1)
      byRole.push(...(await search(`sort=role&per_page=25&page=${page}`)).data);
    expect(byRole).toHaveLength(total);
    const roles = byRole.map((expert) => expert.role.toLowerCase());
    expect(roles).toEqual([...roles].sort());
    expect(new Set(byRole.map((expert) => expert.id)).size).toBe(total);
  });

  it('combines category, text, rating and sort', async () => {
    const result = await search('c=psychology&s=psych&rating=3&sort=role&per_page=100');
    const slugs = new Set(
      categories.find((category) => category.slug === 'psychology')?.subcategories.map((sub) => sub.slug),
    );
    expect(result.data.length).toBeGreaterThan(0);
    for (const expert of result.data) {
      expect(expert.rating).toBeGreaterThanOrEqual(3);
      expect(expert.subcategories.some((sub) => slugs.has(sub.slug))).toBe(true);
    }
  });

  it('pages with meta: from, to, last page, and an empty page past the end', async () => {
    const second = await search('per_page=7&page=2');
    expect(second.meta).toEqual({
      current_page: 2,
      last_page: Math.ceil(total / 7),
      per_page: 7,
      total,
      from: 8,
      to: 14,
    });
    expect(second.data.map((expert) => expert.id)).toEqual(everyone.slice(7, 14).map((expert) => expert.id));
    const lastPage = Math.ceil(total / 7);
    const last = await search(`per_page=7&page=${lastPage}`);
    expect(last.meta.to).toBe(total);
    expect(last.data).toHaveLength(total - (lastPage - 1) * 7);
    const past = await search(`per_page=7&page=${lastPage + 1}`);
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ from: null, to: null, total });
  });

  it('refuses bad paging, sorting and rating with 422 in the caller language', async () => {
    for (const query of [
      'per_page=0',
      'per_page=101',
      'per_page=-5',
      'page=0',
      'page=abc',
      'sort=cheapest',
      'rating=6',
      'rating=x',
    ]) {
      const result = await call(api, 'GET', `experts?${query}`, { lang: 'es' });
      expect(result.status, query).toBe(422);
      expect(result.body.message).toBe('Los datos enviados no son válidos.');
      expect(Object.keys(result.body.data)).toHaveLength(1);
    }
    expect((await search('per_page=100')).data).toHaveLength(Math.min(100, total));
    expect((await search('per_page=1')).data).toHaveLength(1);
  });

  it("answers an expert's page with every field of the spec", async () => {
    const eva = everyone.find((row) => row.first_name === demo('expert').firstName) as Summary;
    const result = await call(api, 'GET', `experts/${eva.id}`);
    expect(result.status).toBe(200);
    const expert = result.body.data;
    expect(Object.keys(expert).sort()).toEqual([
      'about_me',
      'certifications',
      'country',
      'email',
      'first_name',
      'gallery',
      'id',
      'is_available',
      'is_favorite',
      'languages',
      'last_name',
      'profile_picture',
      'profile_video',
      'rates',
      'rating',
      'role',
      'subcategories',
      'subscription',
      'years_of_experience',
    ]);
    expect(expert).toMatchObject({
      id: eva.id,
      first_name: demo('expert').firstName,
      last_name: demo('expert').lastName,
      email: null,
      country: {
        code: expect.stringMatching(/^[A-Z]{2}$/),
        country: expect.any(String),
        flag: expect.any(String),
      },
      is_favorite: false,
      years_of_experience: expect.any(Number),
      gallery: expect.any(Array),
    });
    const asItself = await call(api, 'GET', `experts/${eva.id}`, {
      token: await signIn(api, demo('expert'), 'expert'),
    });
    expect(asItself.body.data.email).toBe(demo('expert').email);
    const asCustomer = await call(api, 'GET', `experts/${eva.id}`, {
      token: await signIn(api, demo('customer')),
    });
    expect(asCustomer.body.data.email).toBeNull();
    expect(expert.languages.length).toBeGreaterThan(0);
    for (const language of expert.languages)
      expect(language).toEqual({ id: expect.any(Number), name: expect.any(String) });
    for (const sub of expert.subcategories) {
      expect(sub).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        slug: expect.any(String),
        category_id: expect.any(Number),
      });
    }
    expect(expert.rates.map((rate: { slug: string }) => rate.slug)).toEqual(['express', 'short', 'large']);
    for (const rate of expert.rates) expect(rate.price).toBeGreaterThanOrEqual(rate.minprice);
    for (const certification of expert.certifications) {
      expect(certification).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        company_name: expect.any(String),
        finish_date: expect.stringMatching(/^\d{4}-(0[1-9]|1[0-2])$/),
      });
    }
    expect(expert.subscription).toEqual({
      id: expect.any(Number),
      type: {
        name: expect.any(String),
        period: expect.stringMatching(/^(monthly|yearly)$/),
        slug: expect.any(String),
      },
      stripe_status: expect.stringMatching(/^(trialing|active)$/),
      ends_at: expect.toSatisfy((value) => value === null || !Number.isNaN(Date.parse(value as string))),
      trial_ends_at: expect.toSatisfy(
        (value) => value === null || !Number.isNaN(Date.parse(value as string)),
      ),
    });

    const es = await call(api, 'GET', `experts/${eva.id}`, { lang: 'es' });
    expect(es.body.data.country.country).not.toBe(expert.country.country);
  });

  it('answers 404 for an unknown id or a user who is not an expert, 422 for a malformed id', async () => {
    const customer = await signIn(api, demo('customer'));
    const me = (await call(api, 'GET', 'customers/profile', { token: customer })).body.data;
    expect((await call(api, 'GET', `experts/${me.id}`)).status).toBe(404);
    expect((await call(api, 'GET', 'experts/999999999')).status).toBe(404);
    for (const id of ['abc', '1.5', '-1', '0', '99999999999']) {
      const result = await call(api, 'GET', `experts/${id}`);
      expect(result.status, id).toBe(422);
      expect(result.body.data.id).toBeDefined();
    }
  });

  it("marks the signed-in customer's favourites, never a guest's", async () => {
    const token = await signIn(api, demo('customer'));
    const mine = await search('per_page=100', { token });
    const favourites = mine.data.filter((expert) => expert.is_favorite);
    expect(favourites.length).toBeGreaterThan(0);
    const guest = await search('per_page=100');
    expect(guest.data.some((expert) => expert.is_favorite)).toBe(false);
    const favourite = favourites[0] as Summary;
    expect((await call(api, 'GET', `experts/${favourite.id}`, { token })).body.data.is_favorite).toBe(true);
    expect((await call(api, 'GET', `experts/${favourite.id}`)).body.data.is_favorite).toBe(false);
  });
});
