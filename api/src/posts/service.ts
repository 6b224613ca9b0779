import type { FastifyInstance } from 'fastify';
import type { Locale, Post, PostAnswer } from 'shared-contracts';
import type { Database } from '../db/client.ts';
import type { User } from '../db/schema/index.ts';
import { fieldError, forbidden, HttpError, notFound } from '../http/errors.ts';
import { notify } from '../notifications/notify.ts';
import {
  categoryExists,
  expertInCategory,
  expirationOf,
  findPost,
  insertAnswer,
  insertPost,
  type PostRow,
  postView,
  subcategoryInCategory,
} from './queries.ts';

type PostsApp = Pick<FastifyInstance, 'db' | 'bus' | 'clock'>;

/**
 * The post if the user may read it: its customer, or an expert of its category. Anyone else finds
 * nothing (404, as for a post that does not exist), so post ids cannot be probed.
 */
export async function readablePost(db: Database, user: User, id: number): Promise<PostRow> {
  const post = await findPost(db, id);
  if (post?.customerId === user.id) return post;
  if (post && user.isExpert && (await expertInCategory(db, user.id, post.categoryId))) return post;
  throw notFound();
}

/** The post if it is the user's own; one they may only read is a 403, any other a 404. */
export async function ownPost(db: Database, user: User, id: number): Promise<PostRow> {
  const post = await readablePost(db, user, id);
  if (post.customerId !== user.id) throw forbidden();
  return post;
}

/**
 * The post if the expert works in its category (whether it is still open is `answerPost`'s rule);
 * any other is a 404, as for one that does not exist.
 */
export async function answerablePost(db: Database, expertId: number, id: number): Promise<PostRow> {
  const post = await findPost(db, id);
  if (!post || !(await expertInCategory(db, expertId, post.categoryId))) throw notFound();
  return post;
}

export interface NewPost {
  title: string;
  content: string;
  category_id: number;
  subcategory_id: number;
}

/** Publishes the customer's post, open to answers until `expirationOf` its publication. */
export async function publishPost(
  app: PostsApp,
  customerId: number,
  input: NewPost,
  locale: Locale,
): Promise<Post> {
  if (!(await categoryExists(app.db, input.category_id))) {
    throw fieldError('category_id', 'postInvalidCategory', locale);
  }
  if (!(await subcategoryInCategory(app.db, input.subcategory_id, input.category_id))) {
    throw fieldError('subcategory_id', 'subcategoryNotInCategory', locale);
  }
  const now = app.clock();
  const row = await insertPost(app.db, {
    customerId,
    title: input.title,
    content: input.content,
    categoryId: input.category_id,
    subcategoryId: input.subcategory_id,
    publishedAt: now,
    expiresAt: expirationOf(now),
    createdAt: now,
  });
  return postView(app.db, row, locale, now);
}

/** The expert's answer to an open post; the post's customer is notified (unless they answered themselves). */
export async function answerPost(
  app: PostsApp,
  expert: User,
  post: PostRow,
  content: string,
): Promise<PostAnswer> {
  const now = app.clock();
  if (post.expiresAt.getTime() <= now.getTime()) throw new HttpError(422, 'postExpired');
  const answer = await insertAnswer(app.db, {
    postId: post.id,
    expertId: expert.id,
    content,
    createdAt: now,
  });
  if (post.customerId !== expert.id) {
    await notify(app, post.customerId, 'post.answered', {
      post_id: post.id,
      answer_id: answer.id,
      title: post.title,
      expert: { id: expert.id, first_name: expert.firstName, last_name: expert.lastName },
    });
  }
  return answer;
}
