import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import {
  categories,
  languages,
  meetings,
  rates,
  subcategories,
  subscriptions,
  subscriptionTypes,
} from '../src/db/schema/index.ts';
import { call, signUpBody, type TestAccount, type TestApi } from './harness.ts';

/** Ids from the reference catalogue: two categories with their subcategories, two languages. */
export async function catalogIds(api: TestApi) {
  const db = api.app.db;
  const cats = await db.select().from(categories).orderBy(asc(categories.id)).limit(4);
  const subs = await db.select().from(subcategories).orderBy(asc(subcategories.id));
  const langs = await db.select().from(languages).orderBy(asc(languages.id)).limit(2);
  const [first, second, third, fourth] = cats.map((category) => ({
    id: category.id,
    subcategories: subs.filter((sub) => sub.categoryId === category.id).map((sub) => sub.id),
  }));
  if (!first || !second || !third || !fourth) throw new Error('catalogue not seeded');
  return { categories: [first, second, third, fourth], languages: langs.map((language) => language.id) };
}

/** A valid expert registration body (account + expertise) with a unique email. */
export async function expertSignUpBody(api: TestApi, overrides: Record<string, unknown> = {}) {
  const ids = await catalogIds(api);
  const [first] = ids.categories;
  return signUpBody({
    as_expert: true,
    role: 'Family Therapist',
    years_of_experience: 7,
    languages: ids.languages,
    categories: [first?.id],
    subcategories: first?.subcategories.slice(0, 1),
    ...overrides,
  });
}

/** Registers a new expert through POST /register (as_expert) and answers the session. */
export async function registerExpert(api: TestApi, overrides: Record<string, unknown> = {}) {
  const body = await expertSignUpBody(api, overrides);
  const result = await call(api, 'POST', 'register', { body });
  if (result.status !== 201)
    throw new Error(`expert register failed: ${result.status} ${JSON.stringify(result.body)}`);
  const { authToken = '', csrfToken = '', userType = '' } = result.setCookies;
  return {
    email: body.email as string,
    password: body.password as string,
    userId: result.body.data.user.id as number,
    token: result.body.data.token as string,
    cookies: { authToken, csrfToken, userType },
    csrf: csrfToken,
  } satisfies TestAccount;
}

/** Gives the expert a plan in the given state (the newest subscription is the current one). */
export async function givePlan(api: TestApi, expertId: number, status = 'active') {
  const [type] = await api.app.db
    .select()
    .from(subscriptionTypes)
    .orderBy(asc(subscriptionTypes.id))
    .limit(1);
  if (!type) throw new Error('no plans seeded');
  const [row] = await api.app.db
    .insert(subscriptions)
    .values({
      expertId,
      subscriptionTypeId: type.id,
      stripeStatus: status,
      endsAt: new Date(Date.now() + 30 * 86_400_000),
    })
    .returning();
  return row;
}

/** Inserts a meeting directly (as booking would leave it): confirmed unless told otherwise. */
export async function insertMeeting(
  api: TestApi,
  input: {
    expertId: number;
    customerId: number;
    startsAt: Date;
    minutes?: number;
    state?: 'reserved' | 'confirmed' | 'released';
    finishedAt?: Date | null;
  },
) {
  const [rate] = await api.app.db.select().from(rates).where(eq(rates.slug, 'short'));
  if (!rate) throw new Error('no rates seeded');
  const minutes = input.minutes ?? 30;
  const [row] = await api.app.db
    .insert(meetings)
    .values({
      expertId: input.expertId,
      customerId: input.customerId,
      rateId: rate.id,
      priceCents: 5000,
      feeCents: 500,
      startsAt: input.startsAt,
      endsAt: new Date(input.startsAt.getTime() + minutes * 60_000),
      state: input.state ?? 'confirmed',
      bookingKey: `${input.customerId}:${randomUUID()}`,
      requestHash: 'test',
      finishedAt: input.finishedAt ?? null,
    })
    .returning();
  if (!row) throw new Error('meeting not inserted');
  return row;
}

export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);
