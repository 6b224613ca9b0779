import * as v from 'valibot';
import { LIMITS, positiveId, queryInt, requiredText } from './fields.ts';
import { m } from './messages.ts';

/** An id that must be present: a missing or empty one says 'Field required'. */
const requiredId = v.pipe(
  v.unknown(),
  v.check((value) => value !== undefined && value !== null && value !== '', m('fieldRequired')),
  positiveId,
);
const optionalId = v.optional(v.nullable(v.union([v.literal(''), positiveId], m('invalidNumber'))));

/** Spec page sizes: posts strip 10. */
export const POSTS_PER_PAGE = 10;

/**
 * POST /posts. The category is `category_id` (or `category`, as the spec's form also sends it);
 * the subcategory must belong to it (checked by the api).
 */
export const PostCreateSchema = v.pipe(
  v.object({
    title: requiredText(LIMITS.post),
    content: requiredText(LIMITS.post),
    category_id: optionalId,
    category: optionalId,
    subcategory_id: requiredId,
  }),
  v.forward(
    v.partialCheck(
      [['category_id'], ['category']],
      (input) => Boolean(input.category_id || input.category),
      m('fieldRequired'),
    ),
    ['category_id'],
  ),
  v.transform((input) => ({
    title: input.title,
    content: input.content,
    category_id: Number(input.category_id || input.category),
    subcategory_id: input.subcategory_id,
  })),
);

/** POST /posts/{id}/post_answers. */
export const PostAnswerCreateSchema = v.object({
  content: requiredText(LIMITS.comment),
});

export type PostAnswerCreateInput = v.InferInput<typeof PostAnswerCreateSchema>;

/** GET /posts, GET /experts/posts, GET /posts/{id}/post_answers: newest first. */
export const PostListQuerySchema = v.object({
  page: v.optional(queryInt(1, 1_000_000), 1),
  per_page: v.optional(queryInt(1, 100), POSTS_PER_PAGE),
  order_by: v.optional(v.picklist(['created_at', 'published_at'], m('invalidValue')), 'created_at'),
  order: v.optional(v.picklist(['asc', 'desc'], m('invalidValue')), 'desc'),
});
export type PostListQuery = v.InferOutput<typeof PostListQuerySchema>;
