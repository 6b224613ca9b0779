import { BankAccountSchema, EarningsMeetsQuerySchema } from '../schemas/money.ts';
import { envelopeOf, pageOf, UnprocessableAnswerSchema, ValidationAnswerSchema } from './answer-shapes.ts';
import { BankAccountAnswerSchema, EarningsMeetingSchema, EarningsSchema } from './earnings-answers.ts';
import { defineRoute } from './route.ts';

/**
 * The expert's profits page. Requesting funds (once per Idempotency-Key) is not declared yet.
 */
export const earningsApi = {
  earnings: defineRoute({
    method: 'GET',
    path: 'experts/profile/earnings',
    answers: { 200: envelopeOf(EarningsSchema) },
  }),
  meetings: defineRoute({
    method: 'GET',
    path: 'experts/profile/earnings/meets',
    query: EarningsMeetsQuerySchema,
    answers: { 200: pageOf(EarningsMeetingSchema), 422: ValidationAnswerSchema },
  }),
  bankAccount: defineRoute({
    method: 'GET',
    path: 'experts/profile/bank-account',
    answers: { 200: envelopeOf(BankAccountAnswerSchema) },
  }),
  saveBankAccount: defineRoute({
    method: 'PUT',
    path: 'experts/profile/bank-account',
    body: BankAccountSchema,
    // 422 by field, or the payment provider refusing the account as a whole.
    answers: { 200: envelopeOf(BankAccountAnswerSchema), 422: UnprocessableAnswerSchema },
  }),
};
