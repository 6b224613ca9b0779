import * as v from 'valibot';
import { LOCALES } from '../entities.ts';
import {
  countryCode,
  email,
  LIMITS,
  phoneNumber,
  positiveId,
  requiredText,
  socialProvider,
  timezone,
} from './fields.ts';
import { m } from './messages.ts';

const password = v.pipe(
  v.string(m('passwordMin8')),
  v.minLength(LIMITS.passwordMin, m('passwordMin8')),
  v.maxLength(128),
);

/** Customer sign-up, step 1 ('account'); also the account part of the expert registration. */
export const SignUpAccountSchema = v.pipe(
  v.object({
    first_name: requiredText(LIMITS.name),
    last_name: requiredText(LIMITS.name),
    email,
    password: v.optional(v.string(m('passwordMin8')), ''),
    password_confirmation: v.optional(v.string(), ''),
    as_expert: v.optional(v.boolean(m('invalidValue')), false),
    country: countryCode,
    timezone,
    phone_number: phoneNumber,
    terms_and_conditions: v.literal(true, m('acceptTerms')),
    social_provider: socialProvider,
    /** With a social provider: the ticket its callback answered (single use, short-lived). */
    social_ticket: v.optional(v.pipe(v.string(m('socialTicketInvalid')), v.maxLength(200)), ''),
  }),
  v.forward(
    v.check(
      (input) => input.social_provider !== 'none' || input.password.length >= LIMITS.passwordMin,
      m('passwordMin8'),
    ),
    ['password'],
  ),
  v.forward(
    v.check(
      (input) =>
        input.social_provider !== 'none' ||
        input.password_confirmation === '' ||
        input.password_confirmation === input.password,
      m('passwordsMismatch'),
    ),
    ['password_confirmation'],
  ),
);
export type SignUpAccount = v.InferOutput<typeof SignUpAccountSchema>;

/**
 * The expert sign-up's step 1 for a new account (spec §2 wizard): kept in the browser until step 2
 * registers it, so the shell's first step and mf-expert-studio's wizard check it alike.
 */
export const ExpertAccountSchema = v.object({
  first_name: requiredText(LIMITS.name),
  last_name: requiredText(LIMITS.name),
  email,
  password: v.pipe(
    v.string(m('passwordMissing')),
    v.nonEmpty(m('passwordMissing')),
    v.minLength(LIMITS.passwordMin, m('passwordMin8')),
  ),
  timezone,
  terms_and_conditions: v.literal(true, m('acceptTerms')),
});

/** Customer sign-up, step 2 ('preferences'): 1 to 3 countries, at least 3 categories. */
export const PreferredCountriesSchema = v.object({
  countries: v.pipe(
    v.array(countryCode, m('selectCountries')),
    v.minLength(1, m('selectCountries')),
    v.maxLength(LIMITS.preferredCountriesMax, m('maxCountries')),
  ),
});
export const PreferredCategoriesSchema = v.object({
  categories_id: v.pipe(
    v.array(positiveId, m('minCategories')),
    v.minLength(LIMITS.customerCategoriesMin, m('minCategories')),
    v.maxLength(50, m('invalidValue')),
  ),
});
export const PreferencesSchema = v.object({
  ...PreferredCountriesSchema.entries,
  ...PreferredCategoriesSchema.entries,
});

export const LoginSchema = v.object({
  email,
  password: v.pipe(v.string(m('fieldRequired')), v.nonEmpty(m('fieldRequired')), v.maxLength(128)),
  /** Which area the user signs in to. */
  area: v.optional(v.picklist(['customer', 'expert'], m('invalidValue')), 'customer'),
});

export const ChangePasswordSchema = v.pipe(
  v.object({
    actual_password: v.optional(v.string(), ''),
    new_password: v.pipe(
      v.string(m('fieldRequired')),
      v.nonEmpty(m('fieldRequired')),
      v.minLength(LIMITS.passwordMin, m('passwordMin8Long')),
      v.maxLength(128),
    ),
    password_confirmation: v.pipe(
      v.string(m('fieldRequired')),
      v.nonEmpty(m('fieldRequired')),
      v.minLength(LIMITS.passwordMin, m('passwordMin8Long')),
    ),
  }),
  v.forward(
    v.check((input) => input.new_password === input.password_confirmation, m('passwordsMismatch')),
    ['password_confirmation'],
  ),
);

export const ForgotPasswordSchema = v.object({ email });

export const ResetPasswordSchema = v.pipe(
  v.object({
    token: v.pipe(v.string(m('resetTokenInvalid')), v.nonEmpty(m('resetTokenInvalid')), v.maxLength(200)),
    email,
    password,
    password_confirmation: v.string(m('fieldRequired')),
  }),
  v.forward(
    v.check((input) => input.password === input.password_confirmation, m('passwordsMismatch')),
    ['password_confirmation'],
  ),
);

/** PUT /customers/profile: every field optional, each with its sign-up rule. */
export const CustomerProfileUpdateSchema = v.object({
  first_name: v.optional(requiredText(LIMITS.name)),
  last_name: v.optional(requiredText(LIMITS.name)),
  country: v.optional(countryCode),
  timezone: v.optional(timezone),
  phone_number: v.optional(phoneNumber),
  profile_picture: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500)))),
});
export type CustomerProfileUpdate = v.InferOutput<typeof CustomerProfileUpdateSchema>;

/**
 * DELETE /account: the account's current password, or (an account that has none: social sign-in
 * only) its email address typed again.
 */
export const AccountDeleteSchema = v.object({
  password: v.optional(v.pipe(v.string(), v.maxLength(128)), ''),
  email: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(255)), ''),
});
export type AccountDeleteInput = v.InferInput<typeof AccountDeleteSchema>;

/** PUT /account/language: the language chosen on the EN/ES switch, for the mails the api sends the account. */
export const AccountLanguageSchema = v.object({
  locale: v.picklist(LOCALES, m('invalidValue')),
});
