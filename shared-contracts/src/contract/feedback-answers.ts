import * as v from 'valibot';
import { FEEDBACK_COMMENTS } from '../schemas/experts.ts';
import { PersonAnswerSchema } from './answer-shapes.ts';

/**
 * A customer's review of an expert. Only the expert sees `customer` and `other_comment`; anyone
 * else reads them as null (the reviews page shows ratings and preset answers, not who wrote them).
 */
export const ExpertFeedbackAnswerSchema = v.strictObject({
  id: v.number(),
  meet_id: v.number(),
  rating: v.number(),
  comment: v.picklist(FEEDBACK_COMMENTS),
  other_comment: v.nullable(v.string()),
  customer: v.nullable(PersonAnswerSchema),
  created_at: v.string(),
});

/** An expert's review of a customer. */
export const CustomerFeedbackAnswerSchema = v.strictObject({
  id: v.number(),
  meet_id: v.number(),
  rating: v.number(),
  comment: v.string(),
  expert_id: v.number(),
  customer_id: v.number(),
  created_at: v.string(),
});

/** An expert's rating figures: average (2 decimals), count, and how many of each star. */
export const FeedbackStatsSchema = v.strictObject({
  average: v.number(),
  count: v.number(),
  distribution: v.strictObject({ 1: v.number(), 2: v.number(), 3: v.number(), 4: v.number(), 5: v.number() }),
});

/** PUT add-favourite / remove-favourite: the expert and whether they are now a favourite. */
export const FavouriteAnswerSchema = v.strictObject({ id: v.number(), is_favorite: v.boolean() });
