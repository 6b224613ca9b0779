import * as v from 'valibot';
import { LOCALES } from '../entities.ts';
import {
  AccountLanguageSchema,
  ChangePasswordSchema,
  CustomerProfileUpdateSchema,
  ForgotPasswordSchema,
  LoginSchema,
  PreferredCategoriesSchema,
  PreferredCountriesSchema,
  ResetPasswordSchema,
  SignUpAccountSchema,
} from '../schemas/identity.ts';
import {
  ErrorAnswerSchema,
  envelopeOf,
  MessageAnswerSchema,
  ValidationAnswerSchema,
} from './answer-shapes.ts';
import { AuthResultSchema, CustomerProfileSchema } from './identity-answers.ts';
import { defineRoute } from './route.ts';

const INVALID = { 422: ValidationAnswerSchema } as const;
/** Too many attempts (per address and per caller). */
const LIMITED = { 429: ErrorAnswerSchema } as const;

/** Signing in and out, signing up, the password, the language, and the customer's own profile. */
export const identityApi = {
  login: defineRoute({
    method: 'POST',
    path: 'login',
    body: LoginSchema,
    answers: { 200: envelopeOf(AuthResultSchema), 401: ErrorAnswerSchema, ...INVALID, ...LIMITED },
  }),
  logout: defineRoute({ method: 'POST', path: 'logout', answers: { 200: MessageAnswerSchema } }),
  register: defineRoute({
    method: 'POST',
    path: 'register',
    body: SignUpAccountSchema,
    // 200: a signed-in caller registering as an expert: the same account becomes one.
    answers: { 200: envelopeOf(AuthResultSchema), 201: envelopeOf(AuthResultSchema), ...INVALID },
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: 'forgot-password',
    body: ForgotPasswordSchema,
    answers: { 200: MessageAnswerSchema, ...INVALID, ...LIMITED },
  }),
  resetPassword: defineRoute({
    method: 'PUT',
    path: 'forgot-password/reset',
    body: ResetPasswordSchema,
    answers: { 200: MessageAnswerSchema, ...INVALID },
  }),
  language: defineRoute({
    method: 'PUT',
    path: 'account/language',
    body: AccountLanguageSchema,
    answers: { 200: envelopeOf(v.strictObject({ locale: v.picklist(LOCALES) })), ...INVALID },
  }),
  customerProfile: defineRoute({
    method: 'GET',
    path: 'customers/profile',
    answers: { 200: envelopeOf(CustomerProfileSchema) },
  }),
  saveCustomerProfile: defineRoute({
    method: 'PUT',
    path: 'customers/profile',
    body: CustomerProfileUpdateSchema,
    answers: { 200: envelopeOf(CustomerProfileSchema), ...INVALID },
  }),
  changePassword: defineRoute({
    method: 'PUT',
    path: 'customers/change-password',
    body: ChangePasswordSchema,
    answers: { 200: MessageAnswerSchema, ...INVALID, ...LIMITED },
  }),
  preferredCategories: defineRoute({
    method: 'PUT',
    path: 'customers/attach-customer-category',
    body: PreferredCategoriesSchema,
    answers: { 200: envelopeOf(v.strictObject({ categories_id: v.array(v.number()) })), ...INVALID },
  }),
  preferredCountries: defineRoute({
    method: 'PUT',
    path: 'customers/attach-customer-countries',
    body: PreferredCountriesSchema,
    answers: { 200: envelopeOf(v.strictObject({ countries: v.array(v.string()) })), ...INVALID },
  }),
};
