import { and, asc, count, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Locale, Post, PostAnswer, PostListQuery } from 'shared-contracts';
import { listCategories } from '../catalog/queries.ts';
import type { Database } from '../db/client.ts';
import {
  categories,
  expertCategories,
  expertProfiles,
  postAnswers,
  posts,
  subcategories,
  users,
} from '../db/schema/index.ts';
import { withPage } from '../http/pagination.ts';
import { marketplaceRules } from '../marketplace/rules.ts';

export type PostRow = typeof posts.$inferSelect;

const DAY_MS = 86_400_000;

/** When a post published at `publishedAt` stops taking answers (rules.postLifetimeDays). */
export const expirationOf = (publishedAt: Date) =>
  new Date(publishedAt.getTime() + marketplaceRules.postLifetimeDays * DAY_MS);

// Qualified by hand: Drizzle leaves columns unqualified in a one-table select.
const answersCount = sql<number>`(select count(*)::int from ${postAnswers} as pa where pa.post_id = "posts"."id")`;

/** Posts as the api answers them: category with its subcategories, the customer, answers count. */
async function views(db: Database, rows: (PostRow & { answers: number })[], locale: Locale, now: Date) {
  if (rows.length === 0) return [];
  const [categoryList, customers] = await Promise.all([
    listCategories(db, locale),
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        profilePicture: users.profilePicture,
      })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((row) => row.customerId))])),
  ]);
  return rows.map((row): Post => {
    const category = categoryList.find((item) => item.id === row.categoryId);
    const subcategory = category?.subcategories.find((item) => item.id === row.subcategoryId);
    const customer = customers.find((item) => item.id === row.customerId);
    return {
      id: row.id,
      title: row.title,
      content: row.content,
      category: {
        id: row.categoryId,
        name: category?.name ?? '',
        subcategories: category?.subcategories ?? [],
      },
      category_id: row.categoryId,
      subcategory_id: row.subcategoryId,
      subcategory: subcategory ? { id: subcategory.id, name: subcategory.name } : null,
      published_at: row.publishedAt.toISOString(),
      expiration_date: row.expiresAt.toISOString(),
      is_expired: row.expiresAt.getTime() <= now.getTime(),
      answers_count: Number(row.answers),
      customer: {
        id: row.customerId,
        first_name: customer?.firstName ?? '',
        last_name: customer?.lastName ?? '',
        profile_picture: customer?.profilePicture ?? null,
      },
    };
  });
}

function ordering(query: PostListQuery) {
  const column = query.order_by === 'published_at' ? posts.publishedAt : posts.createdAt;
  return query.order === 'asc' ? [asc(column), asc(posts.id)] : [desc(column), desc(posts.id)];
}

async function page(db: Database, where: SQL | undefined, query: PostListQuery, locale: Locale, now: Date) {
  const [rows, [total]] = await Promise.all([
    withPage(
      db
        .select({ post: posts, answers: answersCount })
        .from(posts)
        .where(where)
        .orderBy(...ordering(query))
        .$dynamic(),
      query.page,
      query.per_page,
    ),
    db.select({ value: count() }).from(posts).where(where),
  ]);
  const data = await views(
    db,
    rows.map((row) => ({ ...row.post, answers: row.answers })),
    locale,
    now,
  );
  return { data, total: Number(total?.value ?? 0) };
}

/** The customer's own posts (expired ones included), newest first by default. */
export function customerPosts(
  db: Database,
  customerId: number,
  query: PostListQuery,
  locale: Locale,
  now: Date,
) {
  return page(db, eq(posts.customerId, customerId), query, locale, now);
}

/** Open posts (not expired at `now`) in the categories the expert works in. */
export function openPostsForExpert(
  db: Database,
  expertId: number,
  query: PostListQuery,
  locale: Locale,
  now: Date,
) {
  const where = and(
    gt(posts.expiresAt, now),
    inArray(
      posts.categoryId,
      db
        .select({ id: expertCategories.categoryId })
        .from(expertCategories)
        .where(eq(expertCategories.expertId, expertId)),
    ),
  );
  return page(db, where, query, locale, now);
}

export async function findPost(db: Database, id: number) {
  const [row] = await db.select().from(posts).where(eq(posts.id, id));
  return row;
}

export async function insertPost(db: Database, values: typeof posts.$inferInsert): Promise<PostRow> {
  const [row] = await db.insert(posts).values(values).returning();
  if (!row) throw new Error('post not stored');
  return row;
}

/** Deletes the post; its answers go with it (on delete cascade). */
export async function deletePost(db: Database, id: number) {
  await db.delete(posts).where(eq(posts.id, id));
}

export async function categoryExists(db: Database, id: number) {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return Boolean(row);
}

/** Whether the subcategory belongs to the category. */
export async function subcategoryInCategory(db: Database, subcategoryId: number, categoryId: number) {
  const [row] = await db
    .select({ id: subcategories.id })
    .from(subcategories)
    .where(and(eq(subcategories.id, subcategoryId), eq(subcategories.categoryId, categoryId)));
  return Boolean(row);
}

export async function postView(db: Database, row: PostRow, locale: Locale, now: Date): Promise<Post> {
  const [answers] = await db
    .select({ value: count() })
    .from(postAnswers)
    .where(eq(postAnswers.postId, row.id));
  const [view] = await views(db, [{ ...row, answers: Number(answers?.value ?? 0) }], locale, now);
  if (!view) throw new Error('post view missing');
  return view;
}

/** Whether the expert works in the category (expert_categories). */
export async function expertInCategory(db: Database, expertId: number, categoryId: number) {
  const [row] = await db
    .select({ id: expertCategories.expertId })
    .from(expertCategories)
    .where(and(eq(expertCategories.expertId, expertId), eq(expertCategories.categoryId, categoryId)));
  return Boolean(row);
}

const answerColumns = {
  id: postAnswers.id,
  postId: postAnswers.postId,
  content: postAnswers.content,
  createdAt: postAnswers.createdAt,
  expertId: postAnswers.expertId,
  firstName: users.firstName,
  lastName: users.lastName,
  profilePicture: users.profilePicture,
  role: expertProfiles.role,
};

interface AnswerRow {
  id: number;
  postId: number;
  content: string;
  createdAt: Date;
  expertId: number;
  firstName: string;
  lastName: string;
  profilePicture: string | null;
  role: string;
}

function answerView(row: AnswerRow): PostAnswer {
  return {
    id: row.id,
    post_id: row.postId,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    expert: {
      id: row.expertId,
      first_name: row.firstName,
      last_name: row.lastName,
      role: row.role,
      profile_picture: row.profilePicture,
    },
  };
}

/** A post's answers, oldest first (reading order). */
export async function answersOf(db: Database, postId: number, pageNumber: number, perPage: number) {
  const where = eq(postAnswers.postId, postId);
  const [rows, [total]] = await Promise.all([
    withPage(
      db
        .select(answerColumns)
        .from(postAnswers)
        .innerJoin(users, eq(users.id, postAnswers.expertId))
        .innerJoin(expertProfiles, eq(expertProfiles.userId, postAnswers.expertId))
        .where(where)
        .orderBy(asc(postAnswers.createdAt), asc(postAnswers.id))
        .$dynamic(),
      pageNumber,
      perPage,
    ),
    db.select({ value: count() }).from(postAnswers).where(where),
  ]);
  return { data: rows.map(answerView), total: Number(total?.value ?? 0) };
}

async function answerById(db: Database, id: number) {
  const [row] = await db
    .select(answerColumns)
    .from(postAnswers)
    .innerJoin(users, eq(users.id, postAnswers.expertId))
    .innerJoin(expertProfiles, eq(expertProfiles.userId, postAnswers.expertId))
    .where(eq(postAnswers.id, id));
  return row ? answerView(row) : undefined;
}

/** Stores an answer and reads it back as the api answers it. */
export async function insertAnswer(
  db: Database,
  values: typeof postAnswers.$inferInsert,
): Promise<PostAnswer> {
  const [row] = await db.insert(postAnswers).values(values).returning({ id: postAnswers.id });
  const answer = row && (await answerById(db, row.id));
  if (!answer) throw new Error('answer not stored');
  return answer;
}
