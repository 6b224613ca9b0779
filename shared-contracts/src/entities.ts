/** Entities as the api answers them (spec §3 of both documents). Money is shown in dollars. */

export type Locale = 'en' | 'es';
export const LOCALES: readonly Locale[] = ['en', 'es'];
export const DEFAULT_LOCALE: Locale = 'en';

export type UserType = 'customer' | 'expert';
export type SocialProvider = 'none' | 'google' | 'facebook' | 'apple';

export interface Subcategory {
  id: number;
  name: string;
  slug: string;
}

export interface Category {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  subcategories: Subcategory[];
}

/** A country: its ISO 3166-1 alpha-2 code is also its id. */
export interface Country {
  code: string;
  country: string;
  flag: string;
}

export interface State {
  id: string;
  name: string;
  country_code: string;
}

export interface City {
  id: string;
  name: string;
  state_id: string;
}

export interface Language {
  id: number;
  name: string;
  iso_code: string;
}

export interface TimeZoneOption {
  code: string;
}

export type RateSlug = 'short' | 'large' | 'express';
export const RATE_SLUGS: readonly RateSlug[] = ['express', 'short', 'large'];

export interface Rate {
  name: string;
  slug: RateSlug;
  duration: number;
  /** The expert's price in dollars, or null when the expert has not set one. */
  price: number | null;
  minprice: number;
  /** The platform's fee a customer pays on top of the price, in dollars; null with no price. */
  fee: number | null;
}

export type SubscriptionPeriod = 'monthly' | 'yearly';

export interface SubscriptionType {
  id: number;
  name: string;
  slug: string;
  price: number;
  period: SubscriptionPeriod;
  description: string;
  trial_days: number;
}

export interface ExpertSubscription {
  id: number;
  type: { name: string; period: SubscriptionPeriod; slug: string };
  stripe_status: 'trialing' | 'active' | 'past_due' | 'canceled' | 'incomplete';
  ends_at: string | null;
  trial_ends_at: string | null;
}

export interface Certification {
  id: number;
  name: string;
  company_name: string;
  /** yyyy-MM */
  finish_date: string;
}

export interface GalleryItem {
  file: string;
}

/** An expert as customers and guests see it. */
export interface Expert {
  id: number;
  first_name: string;
  last_name: string;
  role: string;
  country: Country | null;
  profile_picture: string | null;
  rating: number;
  is_available: boolean;
  is_favorite: boolean;
  about_me: string;
  years_of_experience: number;
  languages: Pick<Language, 'id' | 'name'>[];
  subcategories: (Subcategory & { category_id: number })[];
  gallery: GalleryItem[];
  profile_video: string | null;
  rates: Rate[];
  certifications: Certification[];
  subscription: ExpertSubscription | null;
  /** Only in the expert's own view; null for everyone else. */
  email: string | null;
}

/** A card of the expert search grid: the fields the grid shows. */
export type ExpertSummary = Pick<
  Expert,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'role'
  | 'country'
  | 'profile_picture'
  | 'rating'
  | 'is_available'
  | 'is_favorite'
> & {
  subcategories: Subcategory[];
  /** The lowest of the expert's prices, in dollars (before the platform's fee); null with no rate. */
  from_price: number | null;
};

/** The signed-in user as the header needs it. */
export interface SessionUser {
  id: number;
  is_expert: boolean;
  profile_picture: string | null;
  first_name: string;
  last_name: string;
  email: string;
}

export interface CustomerProfile {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  profile_picture: string | null;
  country: Pick<Country, 'code' | 'country'> | null;
  timezone: string;
  phone_number: string;
  social_provider: SocialProvider;
  subscription: { id: number } | null;
  is_expert: boolean;
  countries: string[];
  categories_id: number[];
  meets: number;
  posts: number;
}

export interface ExpertProfile {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  profile_picture: string | null;
  role: string;
  about_me: string;
  years_of_experience: number;
  profile_video: string | null;
  country: Pick<Country, 'code' | 'country'> | null;
  timezone: string;
  phone_number: string;
  /** The chosen languages, categories and subcategories, as ids (the profile edit form's values). */
  languages: number[];
  categories: number[];
  subcategories: number[];
  social_provider: SocialProvider;
  subscription: ExpertSubscription | null;
  metadata: { meets: number; requests: number; likes: number };
}

export interface PaginationMeta {
  current_page: number;
  last_page: number;
  from: number | null;
  to: number | null;
  total: number;
  per_page: number;
  /** Expert search only: there are more than `total` matches (counting stopped there). */
  total_is_lower_bound?: boolean;
}

/** POST /file-upload's answer: the path to use, and the type detected from the content. */
export interface UploadedFile {
  file: string;
  mime_type: string;
}

export interface AuthResult {
  token: string;
  user: SessionUser;
  user_type: UserType;
}

/** A provider of social login (the `social_provider` of an account, other than none). */
export type SocialProviderName = Exclude<SocialProvider, 'none'>;

/** GET /auth/providers: the providers this deployment is configured for. */
export interface SocialProviders {
  providers: SocialProviderName[];
}

/** What a provider told of the person, to pre-fill the sign-up (email locked when given). */
export interface SocialProfile {
  id: string;
  social_provider: SocialProviderName;
  first_name: string;
  last_name: string;
  email: string | null;
  profile_picture: string | null;
  country: { code: string } | null;
}

/**
 * POST /auth/callback/{provider}: signed in (as POST /login answers); signed in to the customer
 * area at the expert login of an account that is not an expert's yet (`become_expert`: the page
 * offers the registration dialog that makes it one); or a sign-up to finish with the single-use
 * `social_ticket` sent to POST /register.
 */
export type SocialCallbackResult =
  | ({ outcome: 'signed_in' } & AuthResult)
  | ({ outcome: 'become_expert' } & AuthResult)
  | { outcome: 'sign_up'; area: UserType; social_ticket: string; profile: SocialProfile };
