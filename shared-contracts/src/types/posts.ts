import type * as v from 'valibot';
import type { PostAnswerSchema, PostSchema } from '../contract/post-answers.ts';

/** A customer's post (the contract's PostSchema). */
export type Post = v.InferOutput<typeof PostSchema>;

/** An expert's answer to a post (the contract's PostAnswerSchema). */
export type PostAnswer = v.InferOutput<typeof PostAnswerSchema>;
