import * as v from 'valibot';
import { CountrySchema, RateSchema, SubcategorySchema, SubscriptionPeriodSchema } from './catalog-answers.ts';

/** What a card and an expert's page both show of an expert. */
const expertBasics = {
  id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  role: v.string(),
  country: v.nullable(CountrySchema),
  profile_picture: v.nullable(v.string()),
  rating: v.number(),
  is_available: v.boolean(),
  is_favorite: v.boolean(),
};

/** A card of the expert search grid (and of the favourites list): the fields the grid shows. */
export const ExpertSummarySchema = v.strictObject({
  ...expertBasics,
  subcategories: v.array(SubcategorySchema),
  /** The lowest of the expert's prices, in dollars (before the platform's fee); null with no rate. */
  from_price: v.nullable(v.number()),
});

/** The plan an expert is on, as their page shows it. */
export const ExpertSubscriptionSchema = v.strictObject({
  id: v.number(),
  type: v.strictObject({ name: v.string(), period: SubscriptionPeriodSchema, slug: v.string() }),
  stripe_status: v.picklist(['trialing', 'active', 'past_due', 'canceled', 'incomplete']),
  ends_at: v.nullable(v.string()),
  trial_ends_at: v.nullable(v.string()),
});

export const CertificationAnswerSchema = v.strictObject({
  id: v.number(),
  name: v.string(),
  company_name: v.string(),
  /** yyyy-MM */
  finish_date: v.string(),
});

export const GalleryItemSchema = v.strictObject({ file: v.string() });

/** An expert as customers and guests see it (and the expert their own page, with `email`). */
export const ExpertSchema = v.strictObject({
  ...expertBasics,
  about_me: v.string(),
  years_of_experience: v.number(),
  languages: v.array(v.strictObject({ id: v.number(), name: v.string() })),
  subcategories: v.array(v.strictObject({ ...SubcategorySchema.entries, category_id: v.number() })),
  gallery: v.array(GalleryItemSchema),
  profile_video: v.nullable(v.string()),
  rates: v.array(RateSchema),
  certifications: v.array(CertificationAnswerSchema),
  subscription: v.nullable(ExpertSubscriptionSchema),
  /** Only in the expert's own view; null for everyone else. */
  email: v.nullable(v.string()),
});
