import * as v from 'valibot';
import { AuthResultSchema } from './identity-answers.ts';

/** A provider of social login (the `social_provider` of an account, other than none). */
export const SocialProviderNameSchema = v.picklist(['google', 'facebook', 'apple']);

/** What a provider told of the person, to pre-fill the sign-up (email locked when given). */
export const SocialProfileSchema = v.strictObject({
  id: v.string(),
  social_provider: SocialProviderNameSchema,
  first_name: v.string(),
  last_name: v.string(),
  email: v.nullable(v.string()),
  profile_picture: v.nullable(v.string()),
  country: v.nullable(v.strictObject({ code: v.string() })),
});

/**
 * POST /auth/callback/{provider}: signed in (as POST /login answers); signed in to the customer
 * area at the expert login of an account that is not an expert's yet (`become_expert`: the page
 * offers the registration dialog that makes it one); or a sign-up to finish with the single-use
 * `social_ticket` sent to POST /register.
 */
export const SocialCallbackAnswerSchema = v.variant('outcome', [
  v.strictObject({ outcome: v.literal('signed_in'), ...AuthResultSchema.entries }),
  v.strictObject({ outcome: v.literal('become_expert'), ...AuthResultSchema.entries }),
  v.strictObject({
    outcome: v.literal('sign_up'),
    area: AuthResultSchema.entries.user_type,
    social_ticket: v.string(),
    profile: SocialProfileSchema,
  }),
]);

/** GET /account: what the account page needs before offering to delete the account. */
export const AccountStatusSchema = v.strictObject({
  email: v.string(),
  /** false for an account made by social sign-in that never set a password: it confirms with its email. */
  has_password: v.boolean(),
  /** Meetings still to come (either side) that deleting the account cancels first. */
  meetings_to_cancel: v.number(),
  /** What those cancellations refund now, in dollars. */
  cancellation_refund: v.number(),
  /** Meetings under way (or being paid) that keep the account from being deleted until they are over. */
  meetings_in_progress: v.number(),
  /** An expert's earnings not requested yet, in dollars (0 for a customer): lost to them once deleted. */
  available_earnings: v.number(),
});

/** A request of the expert's funds, paid out to their bank account. */
export const FundsRequestAnswerSchema = v.strictObject({
  id: v.number(),
  amount: v.number(),
  status: v.picklist(['requested', 'paid', 'failed']),
  payout_id: v.nullable(v.string()),
  created_at: v.string(),
});
