import * as v from 'valibot';
import { ProfileCountrySchema, SocialProviderSchema, UserTypeSchema } from './expert-profile-answers.ts';

/** The signed-in user as the header needs it. */
export const SessionUserSchema = v.strictObject({
  id: v.number(),
  is_expert: v.boolean(),
  profile_picture: v.nullable(v.string()),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
});

/** A session opened (sign-in, sign-up): the bearer token for clients without cookies, who, where. */
export const AuthResultSchema = v.strictObject({
  token: v.string(),
  user: SessionUserSchema,
  user_type: UserTypeSchema,
});

/** The signed-in user's customer profile, with what they chose and counts of their activity. */
export const CustomerProfileSchema = v.strictObject({
  id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  profile_picture: v.nullable(v.string()),
  country: ProfileCountrySchema,
  timezone: v.string(),
  phone_number: v.string(),
  social_provider: SocialProviderSchema,
  subscription: v.nullable(v.strictObject({ id: v.number() })),
  is_expert: v.boolean(),
  countries: v.array(v.string()),
  categories_id: v.array(v.number()),
  meets: v.number(),
  posts: v.number(),
});
