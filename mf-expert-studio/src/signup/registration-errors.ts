import { ApiError } from 'shared-contracts';
import type { AccountValues, ExpertiseValues } from './wizard-values.ts';

const ACCOUNT_FIELDS: readonly string[] = [
  'first_name',
  'last_name',
  'email',
  'password',
  'timezone',
  'terms_and_conditions',
];
const EXPERTISE_FIELDS: readonly string[] = [
  'role',
  'years_of_experience',
  'country',
  'phone_number',
  'languages',
  'categories',
  'subcategories',
];

/**
 * A refused registration's field messages split by the step that shows each field, and the first
 * message of all (the error toast's text, spec §8).
 */
export function splitFieldErrors(error: unknown): {
  account: Partial<Record<keyof AccountValues, string>>;
  expertise: Partial<Record<keyof ExpertiseValues, string>>;
  first: string | undefined;
} {
  const account: Record<string, string> = {};
  const expertise: Record<string, string> = {};
  let first: string | undefined;
  if (error instanceof ApiError) {
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      const message = Array.isArray(messages) ? messages.find((item) => typeof item === 'string') : undefined;
      if (!message) continue;
      first ??= message;
      // `password_confirmation` is sent from the password field.
      const name = field === 'password_confirmation' ? 'password' : (field.split('.')[0] ?? field);
      if (ACCOUNT_FIELDS.includes(name)) account[name] ??= message;
      else if (EXPERTISE_FIELDS.includes(name)) expertise[name] ??= message;
    }
  }
  return { account, expertise, first };
}
