import * as v from 'valibot';
import { AccountDeleteSchema } from '../schemas/identity.ts';
import { FundsRequestSchema } from '../schemas/money.ts';
import {
  SocialAuthorizeQuerySchema,
  SocialCallbackSchema,
  SocialProviderParamSchema,
} from '../schemas/social.ts';
import {
  AccountStatusSchema,
  FundsRequestAnswerSchema,
  SocialCallbackAnswerSchema,
  SocialProviderNameSchema,
} from './account-answers.ts';
import {
  ErrorAnswerSchema,
  envelopeOf,
  MessageAnswerSchema,
  UnprocessableAnswerSchema,
  ValidationAnswerSchema,
} from './answer-shapes.ts';
import { defineRoute } from './route.ts';

/** Social sign-in, the account's own end (its status and deletion), the video server, funds. */
export const accountApi = {
  socialProviders: defineRoute({
    method: 'GET',
    path: 'auth/providers',
    answers: { 200: envelopeOf(v.strictObject({ providers: v.array(SocialProviderNameSchema) })) },
  }),
  socialAuthorize: defineRoute({
    method: 'GET',
    path: 'auth/:provider/authorize',
    params: SocialProviderParamSchema,
    query: SocialAuthorizeQuerySchema,
    answers: { 200: envelopeOf(v.strictObject({ url: v.string() })), 422: ValidationAnswerSchema },
  }),
  socialCallback: defineRoute({
    method: 'POST',
    path: 'auth/callback/:provider',
    params: SocialProviderParamSchema,
    body: SocialCallbackSchema,
    answers: {
      200: envelopeOf(SocialCallbackAnswerSchema),
      400: ErrorAnswerSchema,
      401: ErrorAnswerSchema,
      409: ErrorAnswerSchema,
      422: ValidationAnswerSchema,
    },
  }),
  status: defineRoute({ method: 'GET', path: 'account', answers: { 200: envelopeOf(AccountStatusSchema) } }),
  remove: defineRoute({
    method: 'DELETE',
    path: 'account',
    body: AccountDeleteSchema,
    answers: {
      200: MessageAnswerSchema,
      409: ErrorAnswerSchema,
      422: ValidationAnswerSchema,
      503: ErrorAnswerSchema,
    },
  }),
  videoConfig: defineRoute({
    method: 'GET',
    path: 'video/config',
    answers: { 200: envelopeOf(v.strictObject({ url: v.string() })) },
  }),
  requestFunds: defineRoute({
    method: 'POST',
    path: 'experts/profile/requests',
    body: FundsRequestSchema,
    answers: {
      201: envelopeOf(FundsRequestAnswerSchema),
      // Bad input, or no bank account yet (a refusal of the whole request).
      422: UnprocessableAnswerSchema,
      503: ErrorAnswerSchema,
    },
  }),
};
