import {
  ApiError,
  countryCode,
  flattenFieldMessages,
  LIMITS,
  type Locale,
  m,
  type PendingSocialSignUp,
  phoneNumber,
  requiredText,
  type SocialProvider,
  timezone,
  translate,
} from 'shared-contracts';
import * as v from 'valibot';

/** Step 1 of the customer sign-up as the form holds it. */
export interface AccountValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  country: string;
  timezone: string;
  phone_number: string;
  terms_and_conditions: boolean;
  /** 'none', or the provider of a social sign-up (no password; its ticket is sent instead). */
  social_provider: SocialProvider;
  social_ticket: string;
}

/** Step 2: preferred countries (1 to 3) and categories (at least 3). */
export interface PreferenceValues {
  countries: string[];
  categories_id: number[];
}

export const EMPTY_ACCOUNT: AccountValues = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  country: '',
  timezone: '',
  phone_number: '',
  terms_and_conditions: false,
  social_provider: 'none',
  social_ticket: '',
};

/** Step 1 pre-filled from the provider's profile, with its ticket. */
export function accountFromSocial(pending: PendingSocialSignUp): AccountValues {
  const { profile } = pending;
  return {
    ...EMPTY_ACCOUNT,
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email ?? '',
    country: profile.country?.code ?? '',
    social_provider: profile.social_provider,
    social_ticket: pending.social_ticket,
  };
}

/**
 * The shared schema checks the password only once every other field is valid (a whole-object
 * check); the form shows the same rule and message beside the other errors right away.
 */
export function passwordRule(registered: boolean) {
  return (values: AccountValues, locale: Locale): Partial<Record<keyof AccountValues, string>> =>
    !registered && values.social_provider === 'none' && values.password.length < LIMITS.passwordMin
      ? { password: translate('passwordMin8', locale) }
      : {};
}

/** POST /register body: a customer account with its own password, or with a social provider's ticket. */
export function registerPayload(values: AccountValues) {
  const { social_ticket, ...account } = values;
  // The form's schema refuses the step before the terms are accepted.
  if (!values.terms_and_conditions) throw new Error('the terms and conditions are not accepted');
  const accepted = { ...account, terms_and_conditions: true as const, as_expert: false };
  if (values.social_provider === 'none') return { ...accepted, password_confirmation: values.password };
  return { ...accepted, password: '', password_confirmation: '', social_ticket };
}

/** PUT /customers/profile body when step 1 is changed after the account exists. */
export function profilePayload(values: AccountValues) {
  const { first_name, last_name, country, timezone, phone_number } = values;
  return { first_name, last_name, country, timezone, phone_number };
}

/**
 * Step 1 again after the account exists: the profile fields with the sign-up rules (email and
 * password are already set and not sent again).
 */
export const RegisteredAccountSchema = v.object({
  first_name: requiredText(LIMITS.name),
  last_name: requiredText(LIMITS.name),
  email: v.string(),
  password: v.optional(v.string(), ''),
  country: countryCode,
  timezone,
  phone_number: phoneNumber,
  terms_and_conditions: v.literal(true, m('acceptTerms')),
  social_provider: v.optional(v.string(), 'none'),
  social_ticket: v.optional(v.string(), ''),
});

/**
 * Preferences failure toast (spec §8): the title is the answer's message, the body its field
 * messages joined. Without field messages the message itself is the body.
 */
export function preferencesFailure(error: unknown, fallback: string): { title?: string; message: string } {
  const body =
    error instanceof ApiError ? (error.body as { message?: unknown; data?: unknown } | null) : null;
  const title = typeof body?.message === 'string' && body.message ? body.message : undefined;
  const joined = flattenFieldMessages(body?.data).join(' ');
  if (title && joined) return { title, message: joined };
  return { message: title ?? (error instanceof Error && error.message ? error.message : fallback) };
}
