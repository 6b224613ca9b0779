import { type ExpertProfile, LIMITS, requiredText, timezone } from 'shared-contracts';
import * as v from 'valibot';
import { ExpertiseSchema, type ExpertiseValues, subcategoriesOfChosen } from '../signup/wizard-values.ts';

/** The profile edit page's details: the names and time zone, then the expertise of the sign-up. */
export interface DetailsValues extends ExpertiseValues {
  first_name: string;
  last_name: string;
  timezone: string;
}

export const DetailsSchema = v.object({
  ...ExpertiseSchema.entries,
  first_name: requiredText(LIMITS.name),
  last_name: requiredText(LIMITS.name),
  timezone,
});

export type DetailsOutput = v.InferOutput<typeof DetailsSchema>;

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

/** PUT experts/profile body: the lists replace the expert's current ones. */
export function detailsPayload(values: DetailsOutput) {
  return { ...values, subcategories: subcategoriesOfChosen(values) };
}
