import * as v from 'valibot';
import {
  CertificationAnswerSchema,
  ExpertSubscriptionSchema,
  GalleryItemSchema,
} from './discovery-answers.ts';

/** Who the account is on the other side of a social login; 'none' for a password account. */
export const SocialProviderSchema = v.picklist(['none', 'google', 'facebook', 'apple']);

/** A session's area: the customer's or the expert's. */
export const UserTypeSchema = v.picklist(['customer', 'expert']);

/** The country of a profile: its code and name in the caller's language. */
export const ProfileCountrySchema = v.nullable(v.strictObject({ code: v.string(), country: v.string() }));

/**
 * The signed-in expert's own profile, as the profile edit form loads it: lists as ids, `metadata`
 * meets = finished meetings, requests = upcoming booked ones, likes = customers who saved them.
 */
export const ExpertProfileSchema = v.strictObject({
  id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  profile_picture: v.nullable(v.string()),
  role: v.string(),
  about_me: v.string(),
  years_of_experience: v.number(),
  profile_video: v.nullable(v.string()),
  country: ProfileCountrySchema,
  timezone: v.string(),
  phone_number: v.string(),
  languages: v.array(v.number()),
  categories: v.array(v.number()),
  subcategories: v.array(v.number()),
  social_provider: SocialProviderSchema,
  subscription: v.nullable(ExpertSubscriptionSchema),
  metadata: v.strictObject({ meets: v.number(), requests: v.number(), likes: v.number() }),
});

/** PUT experts/profile/switch: where the account stands after asking for a mode. */
export const AccountSwitchAnswerSchema = v.strictObject({
  is_account_expert: v.boolean(),
  user_type: UserTypeSchema,
  can_enter_expert_mode: v.boolean(),
  /** The account has an expert profile (registered as an expert), plan or not. */
  has_expert_profile: v.boolean(),
  subscription: v.nullable(v.strictObject({ id: v.number() })),
});

/** A certification as the expert's own list gives it: the finish date also as month and year. */
export const CertificationItemSchema = v.strictObject({
  ...CertificationAnswerSchema.entries,
  finish_month: v.number(),
  finish_year: v.number(),
});

export const GalleryAnswerSchema = v.strictObject({ gallery: v.array(GalleryItemSchema) });

export const AvailabilityAnswerSchema = v.strictObject({ is_available: v.boolean() });
