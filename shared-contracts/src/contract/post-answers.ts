import * as v from 'valibot';
import { PersonAnswerSchema } from './answer-shapes.ts';

/** A customer's post: what they ask, where, and until when experts may answer. */
export const PostSchema = v.strictObject({
  id: v.number(),
  title: v.string(),
  content: v.string(),
  category: v.strictObject({
    id: v.number(),
    name: v.string(),
    subcategories: v.array(v.strictObject({ id: v.number(), name: v.string(), slug: v.string() })),
  }),
  category_id: v.number(),
  subcategory_id: v.number(),
  subcategory: v.nullable(v.strictObject({ id: v.number(), name: v.string() })),
  /** ISO instants. */
  published_at: v.string(),
  /** published_at + 7 days: no answers after it. */
  expiration_date: v.string(),
  is_expired: v.boolean(),
  answers_count: v.number(),
  customer: PersonAnswerSchema,
});

/** An expert's answer to a post. */
export const PostAnswerSchema = v.strictObject({
  id: v.number(),
  post_id: v.number(),
  content: v.string(),
  created_at: v.string(),
  expert: v.strictObject({ ...PersonAnswerSchema.entries, role: v.string() }),
});
