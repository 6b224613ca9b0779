import {
  ApiError,
  countryCode,
  flattenFieldMessages,
  LIMITS,
  type Locale,
  m,
  phoneNumber,
  requiredText,
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
};

/**
 * The shared schema checks the password only once every other field is valid (a whole-object
 * check); the form shows the same rule and message beside the other errors right away.
 */
export function passwordRule(registered: boolean) {
  return (values: AccountValues, locale: Locale): Partial<Record<keyof AccountValues, string>> =>
    !registered && values.password.length < LIMITS.passwordMin
      ? { password: translate('passwordMin8', locale) }
      : {};
}

/** POST /register body: a customer account with its own password. */
export function registerPayload(values: AccountValues) {
  return {
    ...values,
    password_confirmation: values.password,
    as_expert: false,
    social_provider: 'none' as const,
  };
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
