import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  IdParamSchema,
  PostAnswerCreateSchema,
  PostCreateSchema,
  PostListQuerySchema,
  translate,
} from 'shared-contracts';
import { categories, postAnswers, posts, subcategories, type User } from '../db/schema/index.ts';
import { endpoint } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { fieldError, HttpError, notFound } from '../http/errors.ts';
import { paginated } from '../http/pagination.ts';
import { notify } from '../notifications/notify.ts';
import {
  answerById,
  answersOf,
  customerPosts,
  expertInCategory,
  expirationOf,
  findPost,
  openPostsForExpert,
  type PostRow,
  postView,
} from './queries.ts';

const tags = ['posts'];

/**
 * Customers' posts and the experts' answers. A customer reaches only their own posts; an expert
 * reads and answers the posts of the categories they work in (expert_categories) while open.
 */
export const postRoutes: FastifyPluginAsync = async (api) => {
  const { db } = api;

  /** The post if the user may read it: its customer, or an expert of its category. */
  async function readablePost(user: User, id: number): Promise<PostRow> {
    const post = await findPost(db, id);
    if (!post) throw notFound();
    if (post.customerId === user.id) return post;
    if (user.isExpert && (await expertInCategory(db, user.id, post.categoryId))) return post;
    throw new HttpError(403, 'forbidden');
  }

  api.route(
    endpoint({
      method: 'GET',
      url: '/posts',
      summary:
        "The signed-in customer's posts, newest first (10 per page), with answers_count and expiration_date",
      tags,
      access: 'customer',
      query: PostListQuerySchema,
      handler: async ({ user, query, request }) => {
        const { data, total } = await customerPosts(db, user.id, query, request.locale, api.clock());
        return paginated(data, total, query.page, query.per_page);
      },
    }),
  );

  api.route(
    endpoint({
      method: 'POST',
      url: '/posts',
      summary:
        'Publish a post (title and content ≤ 600, category_id or category, subcategory_id of that category)',
      description: 'The post takes answers for 7 days (expiration_date = published_at + 7 days).',
      tags,
      access: 'customer',
      body: PostCreateSchema,
      status: 201,
      handler: async ({ user, body, request }) => {
        const { locale } = request;
        const [category] = await db
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.id, body.category_id));
        if (!category) throw fieldError('category_id', 'postInvalidCategory', locale);
        const [subcategory] = await db
          .select({ id: subcategories.id })
          .from(subcategories)
          .where(and(eq(subcategories.id, body.subcategory_id), eq(subcategories.categoryId, category.id)));
        if (!subcategory) throw fieldError('subcategory_id', 'subcategoryNotInCategory', locale);
        const now = api.clock();
        const [row] = await db
          .insert(posts)
          .values({
            customerId: user.id,
            title: body.title,
            content: body.content,
            categoryId: category.id,
            subcategoryId: subcategory.id,
            publishedAt: now,
            expiresAt: expirationOf(now),
            createdAt: now,
          })
          .returning();
        if (!row) throw new Error('post not stored');
        return envelope(await postView(db, row, locale, now), translate('postCreated', locale));
      },
    }),
  );

  api.route(
    endpoint({
      method: 'GET',
      url: '/posts/:id',
      summary: 'One post: its customer, or an expert of its category',
      tags,
      access: 'customer',
      params: IdParamSchema,
      handler: async ({ user, params, request }) => {
        const post = await readablePost(user, params.id);
        return envelope(await postView(db, post, request.locale, api.clock()));
      },
    }),
  );

  api.route(
    endpoint({
      method: 'DELETE',
      url: '/posts/:id',
      summary: 'Delete one of your posts (with its answers)',
      tags,
      access: 'customer',
      params: IdParamSchema,
      handler: async ({ user, params, request }) => {
        const post = await findPost(db, params.id);
        if (!post) throw notFound();
        if (post.customerId !== user.id) throw new HttpError(403, 'forbidden');
        await db.delete(posts).where(eq(posts.id, post.id));
        return envelope({ id: post.id }, translate('postDeleted', request.locale));
      },
    }),
  );

  api.route(
    endpoint({
      method: 'GET',
      url: '/posts/:id/post_answers',
      summary: "A post's answers, oldest first: for its customer, or an expert of its category",
      tags,
      access: 'customer',
      params: IdParamSchema,
      query: PostListQuerySchema,
      handler: async ({ user, params, query }) => {
        const post = await readablePost(user, params.id);
        const { data, total } = await answersOf(db, post.id, query.page, query.per_page);
        return paginated(data, total, query.page, query.per_page);
      },
    }),
  );

  api.route(
    endpoint({
      method: 'POST',
      url: '/posts/:id/post_answers',
      summary:
        "Answer an open post of one of your categories (content ≤ 250); the post's customer is notified",
      tags,
      access: 'expert',
      params: IdParamSchema,
      body: PostAnswerCreateSchema,
      status: 201,
      handler: async ({ user, params, body, request }) => {
        const post = await findPost(db, params.id);
        if (!post) throw notFound();
        if (!(await expertInCategory(db, user.id, post.categoryId)))
          throw new HttpError(403, 'notInPostCategory');
        const now = api.clock();
        if (post.expiresAt.getTime() <= now.getTime()) throw new HttpError(422, 'postExpired');
        const [row] = await db
          .insert(postAnswers)
          .values({ postId: post.id, expertId: user.id, content: body.content, createdAt: now })
          .returning({ id: postAnswers.id });
        const answer = row && (await answerById(db, row.id));
        if (!answer) throw new Error('answer not stored');
        if (post.customerId !== user.id) {
          await notify(api, post.customerId, 'post.answered', {
            post_id: post.id,
            answer_id: answer.id,
            title: post.title,
            expert: { id: user.id, first_name: user.firstName, last_name: user.lastName },
          });
        }
        return envelope(answer, translate('answerCreated', request.locale));
      },
    }),
  );

  api.route(
    endpoint({
      method: 'GET',
      url: '/experts/posts',
      summary: 'Open posts (not expired) in the categories you work in, newest first (10 per page)',
      tags,
      access: 'expert',
      query: PostListQuerySchema,
      handler: async ({ user, query, request }) => {
        const { data, total } = await openPostsForExpert(db, user.id, query, request.locale, api.clock());
        return paginated(data, total, query.page, query.per_page);
      },
    }),
  );
};
