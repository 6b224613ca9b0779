import {
  countryCode,
  ExpertAccountSchema,
  ExpertRegistrationSchema,
  type Locale,
  m,
  type PendingSocialSignUp,
  phoneNumber,
} from 'shared-contracts';
import * as v from 'valibot';

/** Step 1, kept in the browser only until step 2 registers the account (spec §2). */
export interface AccountValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  timezone: string;
  terms_and_conditions: boolean;
}

/** Step 2: the expertise. Ids are strings while picked (the selects' values). */
export interface ExpertiseValues {
  role: string;
  years_of_experience: number | string;
  country: string;
  phone_number: string;
  languages: string[];
  categories: string[];
  /** The subcategories picked under each chosen category (category id → subcategory ids). */
  subcategories: Record<string, string[]>;
}

export const EMPTY_ACCOUNT: AccountValues = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  timezone: '',
  terms_and_conditions: false,
};

export const EMPTY_EXPERTISE: ExpertiseValues = {
  role: '',
  years_of_experience: '',
  country: '',
  phone_number: '',
  languages: [],
  categories: [],
  subcategories: {},
};

/** Step 1 pre-filled from a social profile (Google, Facebook, Apple). */
export function accountFromSocial(pending: PendingSocialSignUp): AccountValues {
  const { profile } = pending;
  return {
    ...EMPTY_ACCOUNT,
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email ?? '',
  };
}

/**
 * Step 1's fields with the sign-up rules. `signedIn`: the visitor already has an account (its
 * email is locked and its password is not asked again).
 */
export function accountSchema(signedIn: boolean) {
  return signedIn
    ? v.object({ ...ExpertAccountSchema.entries, password: v.optional(v.string(), '') })
    : ExpertAccountSchema;
}

const registration = ExpertRegistrationSchema.entries;

/** Step 2's fields: the registration's expertise rules plus where the expert lives and a phone. */
export const ExpertiseSchema = v.object({
  role: registration.role,
  // An empty box is 'Field required' (spec §5) before it is 'Must be a number'.
  years_of_experience: v.pipe(
    v.union([v.number(), v.string()], m('fieldRequired')),
    v.check((value) => String(value).trim() !== '', m('fieldRequired')),
    registration.years_of_experience,
  ),
  country: countryCode,
  phone_number: phoneNumber,
  languages: registration.languages,
  categories: registration.categories,
  // A picker left empty holds nothing or an empty list: optional under each category.
  subcategories: v.record(v.string(), v.optional(v.array(v.string()), [])),
});

/** What step 2's resolver hands on: ids as numbers, years as a number. */
export type ExpertiseOutput = v.InferOutput<typeof ExpertiseSchema>;

/** The subcategory ids picked under the categories still chosen (a dropped category's go with it). */
export function subcategoriesOfChosen(
  expertise: Pick<ExpertiseOutput, 'categories' | 'subcategories'>,
): number[] {
  const chosen = new Set(expertise.categories.map(String));
  return Object.entries(expertise.subcategories)
    .filter(([category]) => chosen.has(category))
    .flatMap(([, picked]) => (picked ?? []).map(Number));
}

/**
 * POST /register with `as_expert`: a new account with its expert profile in one call (with a social
 * profile: its provider's ticket instead of a password), or (signed in) the same account made an
 * expert, its email and password untouched.
 */
export function registrationPayload(
  account: AccountValues,
  expertise: ExpertiseOutput,
  signedIn: boolean,
  social: PendingSocialSignUp | null = null,
) {
  const subcategories = subcategoriesOfChosen(expertise);
  const { password, ...profile } = account;
  // The account step's schema refuses to go on before the terms are accepted.
  if (!account.terms_and_conditions) throw new Error('the terms and conditions are not accepted');
  return {
    ...profile,
    terms_and_conditions: true as const,
    ...(signedIn || social ? {} : { password, password_confirmation: password }),
    as_expert: true,
    ...(social && !signedIn
      ? { social_provider: social.profile.social_provider, social_ticket: social.social_ticket }
      : { social_provider: 'none' as const }),
    role: expertise.role,
    years_of_experience: expertise.years_of_experience,
    country: expertise.country,
    phone_number: expertise.phone_number,
    languages: expertise.languages,
    categories: expertise.categories,
    subcategories,
  };
}

/** The date the first charge falls on: today plus the plan's free days, as the spec writes it (MM/dd/yyyy; es dd/MM/yyyy). */
export function firstChargeDate(today: Date, trialDays: number, locale: Locale): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + trialDays);
  const pad = (value: number) => String(value).padStart(2, '0');
  const [month, date, year] = [pad(day.getMonth() + 1), pad(day.getDate()), day.getFullYear()];
  return locale === 'es' ? `${date}/${month}/${year}` : `${month}/${date}/${year}`;
}
