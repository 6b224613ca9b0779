import * as v from 'valibot';
import { LIMITS, MAX_ID, queryInt } from './fields.ts';
import { m } from './messages.ts';

/** GET /experts query. */
export const ExpertSearchQuerySchema = v.object({
  c: v.optional(v.pipe(v.string(), v.maxLength(120))),
  /** A subcategory's slug: only experts who offer it. */
  sc: v.optional(v.pipe(v.string(), v.maxLength(120))),
  s: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120))),
  rating: v.optional(queryInt(0, 5)),
  sort: v.optional(v.picklist(['created_at', 'role', 'rating', 'price'], m('invalidValue')), 'created_at'),
  page: v.optional(queryInt(1, 1_000_000), 1),
  per_page: v.optional(queryInt(1, 100), LIMITS.expertsPerPage),
  /** The favourites variant: only the signed-in customer's favourite experts (none for a guest). */
  favorites: v.optional(
    v.pipe(
      v.union([v.boolean(), v.picklist(['0', '1', 'true', 'false'])], m('invalidValue')),
      v.transform((value) => value === true || value === '1' || value === 'true'),
    ),
    false,
  ),
});
export type ExpertSearchQuery = v.InferOutput<typeof ExpertSearchQuerySchema>;

export const LanguagesQuerySchema = v.object({
  per_page: v.optional(queryInt(1, 1000), LIMITS.languagesPerPage),
  page: v.optional(queryInt(1, 1_000_000), 1),
});

export const SubscriptionTypesQuerySchema = v.object({
  period: v.optional(v.picklist(['monthly', 'yearly'], m('invalidValue'))),
});

export const StatesQuerySchema = v.object({
  country: v.pipe(
    v.string(m('fieldRequired')),
    v.regex(/^[A-Za-z]{2}$/, m('invalidCountry')),
    v.toUpperCase(),
  ),
});

export const CitiesQuerySchema = v.object({
  state_id: v.pipe(v.string(m('fieldRequired')), v.nonEmpty(m('fieldRequired')), v.maxLength(20)),
});

export const IdParamSchema = v.object({ id: queryInt(1, MAX_ID) });
