import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, expertCategories, notifications, subcategories } from '../src/db/schema/index.ts';
import { marketplaceRules } from '../src/marketplace/rules.ts';
import { insertMeeting } from './experts-fixtures.ts';
import { call, registerCustomer, startTestApi, type TestAccount, type TestApi } from './harness.ts';

const DAY = 86_400_000;
let api: TestApi;
let now = new Date('2026-11-20T10:00:00Z');
let category: { id: number; subs: number[] };
let otherCategory: { id: number; subs: number[] };

beforeAll(async () => {
  api = await startTestApi({ seedDemoData: false }, { clock: () => now });
  const rows = await api.app.db.select().from(categories).orderBy(asc(categories.id)).limit(2);
  const subsOf = async (id: number) =>
    (await api.app.db.select().from(subcategories).where(eq(subcategories.categoryId, id))).map(
      (sub) => sub.id,
    );
  const [first, second] = rows;
  if (!first || !second) throw new Error('no categories');
  category = { id: first.id, subs: await subsOf(first.id) };
  otherCategory = { id: second.id, subs: await subsOf(second.id) };
});
afterAll(async () => api.close());

/** A customer who became an expert, working in the given categories. */
async function expertIn(...categoryIds: number[]) {
  const account = await registerCustomer(api);
  const made = await call(api, 'PUT', 'experts/profile', { token: account.token, body: { role: 'Coach' } });
  expect(made.status).toBe(200);
  for (const categoryId of categoryIds)
    await api.app.db.insert(expertCategories).values({ expertId: account.userId, categoryId });
  return account;
}

const createPost = (account: TestAccount, body: Record<string, unknown>, lang?: 'en' | 'es') =>
  call(api, 'POST', 'posts', { token: account.token, body, lang });

const validPost = (overrides: Record<string, unknown> = {}) => ({
  title: 'How do I prepare a job interview?',
  content: 'I have an interview next week for a senior role.',
  category_id: category.id,
  subcategory_id: category.subs[0],
  ...overrides,
});

describe('posts', () => {
  it('needs a session', async () => {
    expect((await call(api, 'GET', 'posts')).status).toBe(401);
    expect((await call(api, 'POST', 'posts', { body: validPost() })).status).toBe(401);
  });

  it('creates a post that expires 7 days after publication', async () => {
    const customer = await registerCustomer(api);
    const created = await createPost(customer, validPost());
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Post created successfully');
    expect(created.body.data).toMatchObject({
      title: 'How do I prepare a job interview?',
      category_id: category.id,
      subcategory_id: category.subs[0],
      category: { id: category.id },
      published_at: now.toISOString(),
      expiration_date: new Date(now.getTime() + marketplaceRules.postLifetimeDays * DAY).toISOString(),
      answers_count: 0,
      is_expired: false,
      customer: { id: customer.userId, first_name: 'Lucía' },
    });
    expect(created.body.data.category.subcategories.length).toBeGreaterThan(0);
    const es = await createPost(
      customer,
      { ...validPost(), category_id: undefined, category: category.id },
      'es',
    );
    expect(es.status).toBe(201);
    expect(es.body.message).toBe('Publicación creada con éxito');
  });

  it('answers each validation message', async () => {
    const customer = await registerCustomer(api);
    const missing = await createPost(customer, {});
    expect(missing.status).toBe(422);
    expect(missing.body.data).toEqual({
      title: ['Field required'],
      content: ['Field required'],
      subcategory_id: ['Field required'],
      category_id: ['Field required'],
    });
    const long = await createPost(customer, validPost({ title: 'x'.repeat(601), content: 'y'.repeat(601) }));
    expect(long.body.data).toEqual({ title: ['Max. 600 characters'], content: ['Max. 600 characters'] });
    const longEs = await createPost(customer, validPost({ title: 'x'.repeat(601) }), 'es');
    expect(longEs.body.data).toEqual({ title: ['Máx. 600 caracteres'] });
    const blank = await createPost(customer, validPost({ title: '   ' }), 'es');
    expect(blank.body.data).toEqual({ title: ['Campo requerido'] });
    const foreign = await createPost(customer, validPost({ subcategory_id: otherCategory.subs[0] }));
    expect(foreign.status).toBe(422);
    expect(foreign.body.data).toEqual({
      subcategory_id: ['The subcategory does not belong to the category'],
    });
    const unknown = await createPost(customer, validPost({ category_id: 999_999 }));
    expect(unknown.body.data).toEqual({ category_id: ['Select a valid category'] });
    const exactly = await createPost(
      customer,
      validPost({ title: 'x'.repeat(600), content: 'y'.repeat(600) }),
    );
    expect(exactly.status).toBe(201);
  });

  it("lists only the customer's own posts, newest first, 10 per page, with answers_count and expired ones marked", async () => {
    const customer = await registerCustomer(api);
    const stranger = await registerCustomer(api);
    await createPost(stranger, validPost({ title: 'Not mine' }));
    const start = now;
    for (let index = 0; index < 12; index += 1) {
      now = new Date(start.getTime() + index * 60_000);
      expect((await createPost(customer, validPost({ title: `Post ${index}` }))).status).toBe(201);
    }
    now = new Date(start.getTime() + 7 * DAY + 30_000);
    const first = await call(api, 'GET', 'posts', { token: customer.token });
    expect(first.status).toBe(200);
    expect(first.body.data.map((post: { title: string }) => post.title)).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((index) => `Post ${index}`),
    );
    expect(first.body.meta).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
    const second = await call(api, 'GET', 'posts?page=2', { token: customer.token });
    expect(
      second.body.data.map((post: { title: string; is_expired: boolean }) => [post.title, post.is_expired]),
    ).toEqual([
      ['Post 1', false],
      ['Post 0', true],
    ]);
    const oldest = await call(api, 'GET', 'posts?order_by=created_at&order=asc&per_page=1', {
      token: customer.token,
    });
    expect(oldest.body.data[0].title).toBe('Post 0');
    expect((await call(api, 'GET', 'posts?per_page=abc', { token: customer.token })).status).toBe(422);
    now = start;
  });

  it('deletes only your own post; to anyone who may not read it, it is not found', async () => {
    const customer = await registerCustomer(api);
    const stranger = await registerCustomer(api);
    const reader = await expertIn(category.id);
    const post = (await createPost(customer, validPost())).body.data;
    const missing = await call(api, 'GET', 'posts/999999', { token: stranger.token });
    expect(missing.status).toBe(404);
    for (const method of ['DELETE', 'GET'] as const) {
      const hidden = await call(api, method, `posts/${post.id}`, { token: stranger.token });
      expect(hidden.status).toBe(404);
      expect(hidden.body).toEqual(missing.body);
    }
    // An expert of its category reads it, but may not delete it.
    expect((await call(api, 'GET', `posts/${post.id}`, { token: reader.token })).status).toBe(200);
    expect((await call(api, 'DELETE', `posts/${post.id}`, { token: reader.token })).status).toBe(403);
    expect((await call(api, 'GET', `posts/${post.id}`, { token: customer.token })).body.data.id).toBe(
      post.id,
    );
    const deleted = await call(api, 'DELETE', `posts/${post.id}`, { token: customer.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Post deleted successfully');
    expect((await call(api, 'DELETE', `posts/${post.id}`, { token: customer.token })).status).toBe(404);
    expect((await call(api, 'GET', `posts/${post.id}`, { token: customer.token })).status).toBe(404);
  });
});

describe('answers', () => {
  it('an expert of the category answers; the customer is notified and sees the answer', async () => {
    const customer = await registerCustomer(api);
    const expert = await expertIn(category.id);
    const post = (await createPost(customer, validPost())).body.data;
    const answered = await call(api, 'POST', `posts/${post.id}/post_answers`, {
      token: expert.token,
      body: { content: 'Practise the STAR method.' },
    });
    expect(answered.status).toBe(201);
    expect(answered.body.message).toBe('Answer created successfully');
    expect(answered.body.data).toMatchObject({
      post_id: post.id,
      content: 'Practise the STAR method.',
      expert: { id: expert.userId, role: 'Coach' },
    });
    const listed = await call(api, 'GET', `posts/${post.id}/post_answers`, { token: customer.token });
    expect(listed.body.data.map((answer: { content: string }) => answer.content)).toEqual([
      'Practise the STAR method.',
    ]);
    expect((await call(api, 'GET', `posts/${post.id}/post_answers`, { token: expert.token })).status).toBe(
      200,
    );
    const mine = await call(api, 'GET', 'posts', { token: customer.token });
    expect(mine.body.data[0].answers_count).toBe(1);
    const told = await api.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, customer.userId));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ type: 'post.answered', data: { post_id: post.id } });
  });

  it('validates the answer: required, at most 250 characters', async () => {
    const customer = await registerCustomer(api);
    const expert = await expertIn(category.id);
    const post = (await createPost(customer, validPost())).body.data;
    const answer = (body: unknown, lang?: 'en' | 'es') =>
      call(api, 'POST', `posts/${post.id}/post_answers`, { token: expert.token, body, lang });
    expect((await answer({})).body.data).toEqual({ content: ['Field required'] });
    expect((await answer({ content: 'x'.repeat(251) })).body.data).toEqual({
      content: ['Max. 250 characters'],
    });
    expect((await answer({ content: 'x'.repeat(251) }, 'es')).body.data).toEqual({
      content: ['Máx. 250 caracteres'],
    });
    expect((await answer({ content: 'x'.repeat(250) })).status).toBe(201);
  });

  it('refuses customers, experts of other categories (not found), expired posts and strangers reading answers (not found)', async () => {
    const customer = await registerCustomer(api);
    const stranger = await registerCustomer(api);
    const outsider = await expertIn(otherCategory.id);
    const post = (await createPost(customer, validPost())).body.data;
    const body = { content: 'Hello' };
    const byCustomer = await call(api, 'POST', `posts/${post.id}/post_answers`, {
      token: stranger.token,
      body,
    });
    expect(byCustomer.status).toBe(403);
    const byOutsider = await call(api, 'POST', `posts/${post.id}/post_answers`, {
      token: outsider.token,
      body,
    });
    // What the caller may not see answers as what does not exist.
    const missing = await call(api, 'POST', 'posts/999999/post_answers', { token: outsider.token, body });
    expect(missing.status).toBe(404);
    expect(byOutsider.status).toBe(404);
    expect(byOutsider.body).toEqual(missing.body);
    for (const caller of [stranger, outsider]) {
      const answers = await call(api, 'GET', `posts/${post.id}/post_answers`, { token: caller.token });
      expect(answers.status).toBe(404);
      expect(answers.body).toEqual(missing.body);
    }

    const expert = await expertIn(category.id);
    const saved = now;
    now = new Date(saved.getTime() + 7 * DAY);
    const late = await call(api, 'POST', `posts/${post.id}/post_answers`, {
      token: expert.token,
      body,
      lang: 'es',
    });
    expect(late.status).toBe(422);
    expect(late.body.message).toBe('Esta publicación ha expirado y ya no admite respuestas');
    now = saved;
  });
});

describe('posts for experts', () => {
  it('lists open posts of the expert categories, newest first, paged; customers are refused', async () => {
    const expert = await expertIn(otherCategory.id);
    const customer = await registerCustomer(api);
    expect((await call(api, 'GET', 'experts/posts', { token: customer.token })).status).toBe(403);
    const start = now;
    now = new Date(start.getTime() - 8 * DAY);
    await createPost(
      customer,
      validPost({ category_id: otherCategory.id, subcategory_id: otherCategory.subs[0], title: 'Old' }),
    );
    for (let index = 0; index < 11; index += 1) {
      now = new Date(start.getTime() + index * 1000);
      await createPost(
        customer,
        validPost({
          category_id: otherCategory.id,
          subcategory_id: otherCategory.subs[0],
          title: `Open ${index}`,
        }),
      );
    }
    await createPost(customer, validPost({ title: 'Elsewhere' }));
    const listed = await call(api, 'GET', 'experts/posts', { token: expert.token });
    expect(listed.status).toBe(200);
    expect(listed.body.meta).toMatchObject({ total: 11, last_page: 2, per_page: 10 });
    expect(listed.body.data[0].title).toBe('Open 10');
    const titles = listed.body.data.map((post: { title: string }) => post.title);
    expect(titles).not.toContain('Old');
    expect(titles).not.toContain('Elsewhere');
    const secondPage = await call(api, 'GET', 'experts/posts?page=2', { token: expert.token });
    expect(secondPage.body.data.map((post: { title: string }) => post.title)).toEqual(['Open 0']);
    const post = listed.body.data[0];
    expect((await call(api, 'GET', `posts/${post.id}`, { token: expert.token })).status).toBe(200);
    now = start;
  });
});

describe("the customer profile's counts", () => {
  it("counts the customer's posts and booked meetings, not released ones nor other people's", async () => {
    const customer = await registerCustomer(api);
    const other = await registerCustomer(api);
    const expert = await expertIn(category.id);
    const counts = async () => {
      const profile = await call(api, 'GET', 'customers/profile', { token: customer.token });
      return { meets: profile.body.data.meets, posts: profile.body.data.posts };
    };
    expect(await counts()).toEqual({ meets: 0, posts: 0 });

    expect((await createPost(customer, validPost())).status).toBe(201);
    expect((await createPost(customer, validPost({ title: 'A second question' }))).status).toBe(201);
    expect((await createPost(other, validPost())).status).toBe(201);
    const at = (days: number) => new Date(now.getTime() + days * DAY);
    await insertMeeting(api, { expertId: expert.userId, customerId: customer.userId, startsAt: at(1) });
    await insertMeeting(api, { expertId: expert.userId, customerId: customer.userId, startsAt: at(-3) });
    await insertMeeting(api, {
      expertId: expert.userId,
      customerId: customer.userId,
      startsAt: at(2),
      state: 'released',
    });
    await insertMeeting(api, { expertId: expert.userId, customerId: other.userId, startsAt: at(3) });
    expect(await counts()).toEqual({ meets: 2, posts: 2 });
  });
});
