/**
 * Entities as the api answers them (spec §3 of both documents). Money is shown in dollars. Those
 * whose routes are declared in `contract/` are the types of their answer schemas.
 */
import type * as v from 'valibot';
import type {
  SocialCallbackAnswerSchema,
  SocialProfileSchema,
  SocialProviderNameSchema,
} from './contract/account-answers.ts';
import type { PaginationMetaSchema } from './contract/answer-shapes.ts';
import type {
  CategorySchema,
  CitySchema,
  CountrySchema,
  LanguageSchema,
  RateSchema,
  RateSlugSchema,
  StateSchema,
  SubcategorySchema,
  SubscriptionPeriodSchema,
  SubscriptionTypeSchema,
  TimeZoneOptionSchema,
} from './contract/catalog-answers.ts';
import type {
  CertificationAnswerSchema,
  ExpertSchema,
  ExpertSubscriptionSchema,
  ExpertSummarySchema,
  GalleryItemSchema,
} from './contract/discovery-answers.ts';
import type {
  ExpertProfileSchema,
  SocialProviderSchema,
  UserTypeSchema,
} from './contract/expert-profile-answers.ts';
import type { CustomerProfileSchema, SessionUserSchema } from './contract/identity-answers.ts';

export type Locale = 'en' | 'es';
export const LOCALES: readonly Locale[] = ['en', 'es'];
export const DEFAULT_LOCALE: Locale = 'en';

export type UserType = v.InferOutput<typeof UserTypeSchema>;
export type SocialProvider = v.InferOutput<typeof SocialProviderSchema>;

export type Subcategory = v.InferOutput<typeof SubcategorySchema>;
export type Category = v.InferOutput<typeof CategorySchema>;
/** A country: its ISO 3166-1 alpha-2 code is also its id. */
export type Country = v.InferOutput<typeof CountrySchema>;

export type State = v.InferOutput<typeof StateSchema>;
export type City = v.InferOutput<typeof CitySchema>;
export type Language = v.InferOutput<typeof LanguageSchema>;
export type TimeZoneOption = v.InferOutput<typeof TimeZoneOptionSchema>;

export type RateSlug = v.InferOutput<typeof RateSlugSchema>;
export const RATE_SLUGS: readonly RateSlug[] = ['express', 'short', 'large'];

export type Rate = v.InferOutput<typeof RateSchema>;

export type SubscriptionPeriod = v.InferOutput<typeof SubscriptionPeriodSchema>;

/** An expert plan. */
export type SubscriptionType = v.InferOutput<typeof SubscriptionTypeSchema>;

export type ExpertSubscription = v.InferOutput<typeof ExpertSubscriptionSchema>;
export type Certification = v.InferOutput<typeof CertificationAnswerSchema>;
export type GalleryItem = v.InferOutput<typeof GalleryItemSchema>;

/** An expert as customers and guests see it. */
export type Expert = v.InferOutput<typeof ExpertSchema>;

/** A card of the expert search grid: the fields the grid shows. */
export type ExpertSummary = v.InferOutput<typeof ExpertSummarySchema>;

/** The signed-in user as the header needs it (see its schema). */
export type SessionUser = v.InferOutput<typeof SessionUserSchema>;

/** The signed-in user's customer profile (see its schema). */
export type CustomerProfile = v.InferOutput<typeof CustomerProfileSchema>;

/** The signed-in expert's own profile (see its schema). */
export type ExpertProfile = v.InferOutput<typeof ExpertProfileSchema>;

export type PaginationMeta = v.InferOutput<typeof PaginationMetaSchema>;

/** A provider of social login (the `social_provider` of an account, other than none). */
export type SocialProviderName = v.InferOutput<typeof SocialProviderNameSchema>;

/** What a provider told of the person, to pre-fill the sign-up (see its schema). */
export type SocialProfile = v.InferOutput<typeof SocialProfileSchema>;

/** POST /auth/callback/{provider}'s answer (see its schema). */
export type SocialCallbackResult = v.InferOutput<typeof SocialCallbackAnswerSchema>;
