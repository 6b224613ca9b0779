import * as v from 'valibot';
import {
  countryCode,
  email,
  LIMITS,
  phoneNumber,
  queryInt,
  requiredText,
  rowId,
  timezone,
} from './fields.ts';
import { m } from './messages.ts';

/** Limits of the expert area where the spec is silent (gallery size) or exact (categories 1–3). */
export const EXPERT_LIMITS = {
  galleryMax: 12,
  languagesMax: 20,
  subcategoriesMax: 30,
  feedbacksPerPage: 15,
  favouritesPerPage: 30,
} as const;

/** A whole number from JSON or a form ('14' and 14 alike). */
const wholeNumber = (message: ReturnType<typeof m>) =>
  v.pipe(
    v.union([v.number(message), v.pipe(v.string(message), v.trim(), v.regex(/^\d{1,9}$/, message))], message),
    v.transform(Number),
    v.number(message),
    v.integer(message),
  );

const yearsOfExperience = v.pipe(
  wholeNumber(m('invalidNumber')),
  v.minValue(0, m('invalidNumber')),
  v.maxValue(9999, m('invalidNumber')),
);

/** A row id: positive and within a PostgreSQL integer. */

const languageIds = v.pipe(
  v.array(rowId, m('selectLanguage')),
  v.minLength(1, m('selectLanguage')),
  v.maxLength(EXPERT_LIMITS.languagesMax, m('invalidValue')),
);

const categoryIds = v.pipe(
  v.array(rowId, m('selectCategory')),
  v.minLength(1, m('selectCategory')),
  v.maxLength(LIMITS.expertCategoriesMax, m('maxExpertCategories')),
);

const subcategoryIds = v.pipe(
  v.array(rowId, m('invalidValue')),
  v.maxLength(EXPERT_LIMITS.subcategoriesMax, m('invalidValue')),
);

/**
 * A picture or video: one of the caller's own uploads (`/api/v1/uploads/…`), or for the video an
 * https link (the api checks both); null clears it.
 */
const mediaLink = v.nullable(v.pipe(v.string(m('invalidValue')), v.trim(), v.maxLength(500)));

/**
 * PUT /experts/profile: every field optional (a partial update), each with its rule when sent.
 * The registration fields (languages, categories, subcategories, phone_number) replace the
 * expert's lists; subcategories must belong to the chosen categories (checked by the api).
 */
export const ExpertProfileUpdateSchema = v.object({
  first_name: v.optional(requiredText(LIMITS.name)),
  last_name: v.optional(requiredText(LIMITS.name)),
  /**
   * Another email than the account's is not saved at once: a link goes to it, and the account's
   * email changes when it is opened. Such a change needs `current_password` (the api checks it).
   */
  email: v.optional(email),
  /** The account's password, needed with an `email` other than the account's. */
  current_password: v.optional(v.pipe(v.string(m('fieldRequired')), v.maxLength(128))),
  role: v.optional(requiredText(LIMITS.role)),
  about_me: v.optional(requiredText(LIMITS.aboutMe)),
  years_of_experience: v.optional(yearsOfExperience),
  country: v.optional(countryCode),
  timezone: v.optional(timezone),
  phone_number: v.optional(phoneNumber),
  profile_video: v.optional(mediaLink),
  profile_picture: v.optional(mediaLink),
  languages: v.optional(languageIds),
  categories: v.optional(categoryIds),
  subcategories: v.optional(subcategoryIds),
});
export type ExpertProfileUpdate = v.InferOutput<typeof ExpertProfileUpdateSchema>;

/**
 * The expertise step of the expert registration (POST /register with `as_expert: true`):
 * role, years, languages and categories are required; subcategories optional.
 */
export const ExpertRegistrationSchema = v.object({
  role: requiredText(LIMITS.role),
  years_of_experience: yearsOfExperience,
  languages: languageIds,
  categories: categoryIds,
  subcategories: v.optional(subcategoryIds, []),
});
export type ExpertRegistration = v.InferOutput<typeof ExpertRegistrationSchema>;

/**
 * POST /register with `as_expert: true` by a signed-in customer: the same account becomes an expert.
 * Account fields are optional (the dialog shows names and email locked); email and password are
 * never changed by this call.
 */
export const ExpertUpgradeSchema = v.object({
  ...ExpertRegistrationSchema.entries,
  first_name: v.optional(requiredText(LIMITS.name)),
  last_name: v.optional(requiredText(LIMITS.name)),
  country: v.optional(countryCode),
  timezone: v.optional(timezone),
  phone_number: v.optional(phoneNumber),
});
export type ExpertUpgrade = v.InferOutput<typeof ExpertUpgradeSchema>;

/** Accepts true/false, 1/0 and their strings. */
const flag = v.pipe(
  v.union([v.boolean(), v.picklist([0, 1]), v.picklist(['0', '1', 'true', 'false'])], m('invalidValue')),
  v.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
);

/** PUT /experts/profile/switch: `is_account_expert` true enters expert mode, false customer mode. */
export const AccountSwitchSchema = v.object({ is_account_expert: flag });

/** PUT /experts/profile/gallery: the whole gallery, in order (uploaded images). */
export const GallerySchema = v.object({
  media: v.pipe(
    v.array(v.pipe(v.string(m('invalidValue')), v.trim(), v.nonEmpty(m('invalidValue')), v.maxLength(500))),
    v.maxLength(EXPERT_LIMITS.galleryMax, m('galleryMax', { max: EXPERT_LIMITS.galleryMax })),
  ),
});

const month = v.pipe(
  v.union(
    [
      v.number(m('invalidMonth')),
      v.pipe(v.string(m('invalidMonth')), v.regex(/^\d{1,2}$/, m('invalidMonth'))),
    ],
    m('invalidMonth'),
  ),
  v.transform(Number),
  v.integer(m('invalidMonth')),
  v.minValue(1, m('invalidMonth')),
  v.maxValue(12, m('invalidMonth')),
);

const year = v.pipe(
  v.union(
    [v.number(m('invalidYear')), v.pipe(v.string(m('invalidYear')), v.regex(/^\d{4}$/, m('invalidYear')))],
    m('invalidYear'),
  ),
  v.transform(Number),
  v.integer(m('invalidYear')),
  v.minValue(1900, m('invalidYear')),
  v.maxValue(9999, m('invalidYear')),
);

/**
 * POST/PUT /experts/certifications: the finish date as `finish_date` 'yyyy-MM' or as
 * `finish_month` (1–12) and `finish_year` (4 digits); either way both are required.
 */
export const CertificationSchema = v.pipe(
  v.object({
    name: requiredText(LIMITS.certificate),
    company_name: requiredText(LIMITS.certificate),
    finish_date: v.optional(
      v.pipe(v.string(m('invalidValue')), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, m('invalidMonth'))),
    ),
    finish_month: v.optional(month),
    finish_year: v.optional(year),
  }),
  v.forward(
    v.check(
      (input) => input.finish_date !== undefined || input.finish_month !== undefined,
      m('fieldRequired'),
    ),
    ['finish_month'],
  ),
  v.forward(
    v.check(
      (input) => input.finish_date !== undefined || input.finish_year !== undefined,
      m('fieldRequired'),
    ),
    ['finish_year'],
  ),
  v.transform((input) => {
    const [y, mo] = input.finish_date ? input.finish_date.split('-').map(Number) : [];
    return {
      name: input.name,
      company_name: input.company_name,
      finish_year: (input.finish_year ?? y) as number,
      finish_month: (input.finish_month ?? mo) as number,
    };
  }),
);
export type CertificationFields = v.InferOutput<typeof CertificationSchema>;

export const RateSlugParamSchema = v.object({ slug: v.pipe(v.string(), v.maxLength(40)) });

/**
 * A rate price in dollars: a number (or numeric text) ≥ 0 with at most 2 decimals, or '' / null
 * to remove the price. The api checks the rate's minimum and keys errors to the rate slug.
 */
export const RatePriceValueSchema = v.union(
  [
    v.pipe(
      v.literal(''),
      v.transform(() => null),
    ),
    v.pipe(
      v.null(),
      v.transform(() => null),
    ),
    v.pipe(
      v.union(
        [
          v.number(m('invalidNumber')),
          v.pipe(v.string(), v.trim(), v.regex(/^\d{1,7}(\.\d+)?$/, m('invalidNumber'))),
        ],
        m('invalidNumber'),
      ),
      v.transform(Number),
      v.number(m('invalidNumber')),
      v.finite(m('invalidNumber')),
      v.minValue(0, m('invalidNumber')),
      v.maxValue(1_000_000, m('invalidValue')),
      v.check((price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6, m('priceTwoDecimals')),
    ),
  ],
  m('invalidNumber'),
);

/** PUT /experts/profile/availability. */
export const AvailabilitySchema = v.object({ is_available: flag });

/** GET /experts/favourites and GET /experts/{id}/feedbacks paging. */
export const FavouritesQuerySchema = v.object({
  page: v.optional(queryInt(1, 1_000_000), 1),
  per_page: v.optional(queryInt(1, 100), EXPERT_LIMITS.favouritesPerPage),
});
export const FeedbacksQuerySchema = v.object({
  page: v.optional(queryInt(1, 1_000_000), 1),
  per_page: v.optional(queryInt(1, 100), EXPERT_LIMITS.feedbacksPerPage),
});

/**
 * The preset answers of the customer's review of an expert (stable slugs; the front end shows
 * 'Perfect help', 'All fine, with little problems', 'Not satisfied', 'Problems with the expert',
 * 'Other'). With `other` the customer writes `other_comment`.
 */
export const FEEDBACK_COMMENTS = [
  'perfect_help',
  'little_problems',
  'not_satisfied',
  'expert_problems',
  'other',
] as const;
export type FeedbackComment = (typeof FEEDBACK_COMMENTS)[number];

const rating = v.pipe(
  v.union(
    [v.number(m('selectRating')), v.pipe(v.string(m('selectRating')), v.regex(/^[1-5]$/, m('selectRating')))],
    m('selectRating'),
  ),
  v.transform(Number),
  v.integer(m('selectRating')),
  v.minValue(1, m('selectRating')),
  v.maxValue(5, m('selectRating')),
);

/** POST /experts/{id}/feedbacks: the customer of a finished meeting rates the expert once. */
export const ExpertFeedbackSchema = v.pipe(
  v.object({
    rating,
    comment: v.picklist(FEEDBACK_COMMENTS, m('selectComment')),
    other_comment: v.optional(
      v.nullable(
        v.pipe(
          v.string(m('invalidValue')),
          v.trim(),
          v.maxLength(LIMITS.comment, m('maxChars', { max: LIMITS.comment })),
        ),
      ),
    ),
    meet_id: rowId,
  }),
  v.forward(
    v.check((input) => input.comment !== 'other' || Boolean(input.other_comment), m('fieldRequired')),
    ['other_comment'],
  ),
  v.transform((input) => ({
    ...input,
    other_comment: input.comment === 'other' ? (input.other_comment ?? null) : null,
  })),
);
export type ExpertFeedbackInput = v.InferInput<typeof ExpertFeedbackSchema>;

/** POST /customers/{id}/feedbacks: the expert of a finished meeting rates its customer once. */
export const CustomerFeedbackSchema = v.object({
  rating,
  comment: requiredText(LIMITS.comment),
  meet_id: rowId,
});
export type CustomerFeedbackInput = v.InferInput<typeof CustomerFeedbackSchema>;
