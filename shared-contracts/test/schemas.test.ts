import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ChangePasswordSchema, PreferencesSchema, SignUpAccountSchema } from '../src/schemas/identity.ts';

const validAccount = {
  first_name: 'Ana',
  last_name: 'García',
  email: 'Ana@Example.com',
  password: 'secret-pass',
  password_confirmation: 'secret-pass',
  country: 'ES',
  timezone: 'Europe/Madrid',
  phone_number: '+34 600 000 000',
  terms_and_conditions: true,
};

function messages(schema: v.GenericSchema, input: unknown, lang?: string) {
  const result = v.safeParse(schema, input, { lang });
  return result.success ? {} : v.flatten(result.issues).nested;
}

describe('sign-up account', () => {
  it('accepts a complete account and lowercases the email', () => {
    const output = v.parse(SignUpAccountSchema, validAccount);
    expect(output.email).toBe('ana@example.com');
    expect(output.social_provider).toBe('none');
  });

  it('gives the spec messages in English and Spanish', () => {
    const bad = {
      ...validAccount,
      email: 'nope',
      password: 'short',
      terms_and_conditions: false,
      first_name: 'x'.repeat(66),
    };
    expect(messages(SignUpAccountSchema, bad)).toMatchObject({
      email: ['Invalid email format'],
      terms_and_conditions: ['You must accept the terms and conditions to continue'],
      first_name: ['Max. 65 characters'],
    });
    expect(messages(SignUpAccountSchema, bad, 'es')).toMatchObject({ email: ['Formato de correo inválido'] });
  });

  it('needs a password only without a social provider', () => {
    expect(messages(SignUpAccountSchema, { ...validAccount, password: '' })).toMatchObject({
      password: ['Must be minimum 8 characters'],
    });
    expect(
      v.safeParse(SignUpAccountSchema, { ...validAccount, password: '', social_provider: 'google' }).success,
    ).toBe(true);
  });

  it('rejects an unknown time zone and a lowercase country code', () => {
    expect(
      messages(SignUpAccountSchema, { ...validAccount, timezone: 'Mars/Olympus', country: 'es' }),
    ).toMatchObject({
      timezone: ['Select a valid time zone'],
      country: ['Select a valid country'],
    });
  });
});

describe('preferences', () => {
  it('needs 1 to 3 countries and at least 3 categories', () => {
    expect(messages(PreferencesSchema, { countries: [], categories_id: [1, 2] })).toEqual({
      countries: ['Select countries'],
      categories_id: ['Select a minimum of 3 categories'],
    });
    expect(
      messages(PreferencesSchema, { countries: ['ES', 'US', 'MX', 'AR'], categories_id: [1, 2, 3] }),
    ).toEqual({
      countries: ['Max. 3 countries'],
    });
    expect(v.safeParse(PreferencesSchema, { countries: ['ES'], categories_id: [1, '2', 3] }).success).toBe(
      true,
    );
  });
});

describe('change password', () => {
  it('needs 8 characters and a matching confirmation', () => {
    expect(
      messages(ChangePasswordSchema, { new_password: 'short', password_confirmation: 'short' }),
    ).toMatchObject({
      new_password: ['Password must be at least 8 characters long'],
    });
    expect(
      messages(ChangePasswordSchema, { new_password: 'long-enough', password_confirmation: 'long-enougH' }),
    ).toEqual({
      password_confirmation: ['The passwords do not match, please enter them again.'],
    });
  });
});
