import {
  type ExpertProfile,
  email,
  LIMITS,
  type Locale,
  requiredText,
  timezone,
  translate,
} from 'shared-contracts';
import * as v from 'valibot';
import { ExpertiseSchema, type ExpertiseValues, subcategoriesOfChosen } from '../signup/wizard-values.ts';

/** The profile edit page's details: the names, email and time zone, then the expertise of the sign-up. */
export interface DetailsValues extends ExpertiseValues {
  first_name: string;
  last_name: string;
  email: string;
  /** Asked only when the email differs from the saved one (the api needs it to change the email). */
  current_password: string;
  timezone: string;
}

export const DetailsSchema = v.object({
  ...ExpertiseSchema.entries,
  first_name: requiredText(LIMITS.name),
  last_name: requiredText(LIMITS.name),
  email,
  current_password: v.string(),
  timezone,
});

export type DetailsOutput = v.InferOutput<typeof DetailsSchema>;

/** True when `typed` is another address than the saved one (the api compares them lower-cased). */
export const isNewEmail = (typed: string, saved: string) =>
  typed.trim().toLowerCase() !== saved.toLowerCase();

/**
 * The current password is required with a new email, unless the account has none (made by social
 * sign-in: the api then wants a recent sign-in instead).
 */
export function currentPasswordRule(savedEmail: string, hasPassword: boolean) {
  return (values: DetailsValues, locale: Locale): Partial<Record<keyof DetailsValues, string>> =>
    hasPassword && isNewEmail(values.email, savedEmail) && values.current_password === ''
      ? { current_password: translate('fieldRequired', locale) }
      : {};
}

/** The form's values from GET experts/profile; every subcategory is shown under its category. */
export function detailsOf(profile: ExpertProfile, subcategoryParents: Map<number, number>): DetailsValues {
  const subcategories: Record<string, string[]> = {};
  for (const id of profile.subcategories) {
    const parent = subcategoryParents.get(id);
    if (parent === undefined) continue;
    subcategories[String(parent)] = [...(subcategories[String(parent)] ?? []), String(id)];
  }
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email,
    current_password: '',
    timezone: profile.timezone,
    role: profile.role,
    years_of_experience: profile.years_of_experience,
    country: profile.country?.code ?? '',
    phone_number: profile.phone_number,
    languages: profile.languages.map(String),
    categories: profile.categories.map(String),
    subcategories,
  };
}

/**
 * PUT experts/profile body: the lists replace the expert's current ones; the current password goes
 * only with a new email.
 */
export function detailsPayload(values: DetailsOutput, savedEmail: string) {
  const { current_password, ...details } = values;
  const payload = { ...details, subcategories: subcategoriesOfChosen(values) };
  return isNewEmail(values.email, savedEmail) ? { ...payload, current_password } : payload;
}
