import * as v from 'valibot';
import { IdParamSchema } from '../schemas/discovery.ts';
import { PostAnswerCreateSchema, PostCreateSchema, PostListQuerySchema } from '../schemas/posts.ts';
import {
  ErrorAnswerSchema,
  envelopeOf,
  NOT_FOUND_OR_INVALID,
  pageOf,
  UnprocessableAnswerSchema,
  ValidationAnswerSchema,
} from './answer-shapes.ts';
import { PostAnswerSchema, PostSchema } from './post-answers.ts';
import { defineRoute } from './route.ts';

/** Customers' posts and experts' answers. */
export const postApi = {
  /** The signed-in customer's own posts. */
  list: defineRoute({
    method: 'GET',
    path: 'posts',
    query: PostListQuerySchema,
    answers: { 200: pageOf(PostSchema), 422: ValidationAnswerSchema },
  }),
  create: defineRoute({
    method: 'POST',
    path: 'posts',
    body: PostCreateSchema,
    answers: { 201: envelopeOf(PostSchema), 422: ValidationAnswerSchema },
  }),
  post: defineRoute({
    method: 'GET',
    path: 'posts/:id',
    params: IdParamSchema,
    answers: { 200: envelopeOf(PostSchema), ...NOT_FOUND_OR_INVALID },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: 'posts/:id',
    params: IdParamSchema,
    answers: { 200: envelopeOf(v.strictObject({ id: v.number() })), ...NOT_FOUND_OR_INVALID },
  }),
  answers: defineRoute({
    method: 'GET',
    path: 'posts/:id/post_answers',
    params: IdParamSchema,
    query: PostListQuerySchema,
    answers: { 200: pageOf(PostAnswerSchema), ...NOT_FOUND_OR_INVALID },
  }),
  answer: defineRoute({
    method: 'POST',
    path: 'posts/:id/post_answers',
    params: IdParamSchema,
    body: PostAnswerCreateSchema,
    // 422 also when the post has expired (no field to name).
    answers: { 201: envelopeOf(PostAnswerSchema), 404: ErrorAnswerSchema, 422: UnprocessableAnswerSchema },
  }),
  /** The open posts in the signed-in expert's categories. */
  forExpert: defineRoute({
    method: 'GET',
    path: 'experts/posts',
    query: PostListQuerySchema,
    answers: { 200: pageOf(PostSchema), 422: ValidationAnswerSchema },
  }),
};
