import * as v from 'valibot';

/** A country: its ISO 3166-1 alpha-2 code is also its id. */
export const CountrySchema = v.strictObject({ code: v.string(), country: v.string(), flag: v.string() });

export const SubcategorySchema = v.strictObject({ id: v.number(), name: v.string(), slug: v.string() });

export const CategorySchema = v.strictObject({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  image: v.nullable(v.string()),
  subcategories: v.array(SubcategorySchema),
});

/** The three meeting lengths (spec §3). */
export const RateSlugSchema = v.picklist(['express', 'short', 'large']);

/** A meeting rate, with the expert's price where an expert's page gives it. */
export const RateSchema = v.strictObject({
  name: v.string(),
  slug: RateSlugSchema,
  duration: v.number(),
  /** The expert's price in dollars, or null when the expert has not set one. */
  price: v.nullable(v.number()),
  minprice: v.number(),
  /** The platform's fee a customer pays on top of the price, in dollars; null with no price. */
  fee: v.nullable(v.number()),
});

export const SubscriptionPeriodSchema = v.picklist(['monthly', 'yearly']);

export const StateSchema = v.strictObject({ id: v.string(), name: v.string(), country_code: v.string() });

export const CitySchema = v.strictObject({ id: v.string(), name: v.string(), state_id: v.string() });

export const LanguageSchema = v.strictObject({ id: v.number(), name: v.string(), iso_code: v.string() });

export const TimeZoneOptionSchema = v.strictObject({ code: v.string() });

/** An expert plan. */
export const SubscriptionTypeSchema = v.strictObject({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  price: v.number(),
  period: SubscriptionPeriodSchema,
  description: v.string(),
  trial_days: v.number(),
});
