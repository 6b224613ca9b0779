import * as v from 'valibot';
import { countryCode, IdempotencyKeySchema, queryInt, requiredText } from './fields.ts';
import { m } from './messages.ts';

/** POST /experts/profile/subscriptions: a plan slug and one of the caller's saved cards. */
export const SubscriptionCreateSchema = v.object({
  subscription_type: v.pipe(
    v.string(m('fieldRequired')),
    v.trim(),
    v.nonEmpty(m('fieldRequired')),
    v.regex(/^[a-z0-9-]{1,40}$/, m('unknownPlan')),
  ),
  payment_method_id: v.pipe(
    v.string(m('fieldRequired')),
    v.trim(),
    v.nonEmpty(m('fieldRequired')),
    v.regex(/^pm_[A-Za-z0-9_]{1,100}$/, m('planCardNotFound')),
  ),
});

const digits = (min: number, max: number, message: Parameters<typeof m>[0]) =>
  v.pipe(
    v.string(m(message)),
    v.transform((value) => value.replace(/[\s-]/g, '')),
    v.regex(new RegExp(`^\\d{${min},${max}}$`), m(message)),
  );

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * PUT /experts/profile/bank-account. Kept at the payment provider; the api stores the last digits.
 * US accounts need a 9-digit routing number, GB ones a 6-digit sort code (as routing_number or
 * sort_code); IBAN countries send the IBAN (as iban or account_number).
 */
export const BankAccountSchema = v.pipe(
  v.object({
    holder_name: requiredText(80),
    country: v.pipe(
      v.unknown(),
      v.transform((value) => (typeof value === 'string' ? value.toUpperCase() : value)),
      countryCode,
    ),
    currency: v.pipe(
      v.string(m('fieldRequired')),
      v.nonEmpty(m('fieldRequired')),
      v.regex(/^[A-Za-z]{3}$/, m('bankInvalidCurrency')),
      v.toLowerCase(),
    ),
    routing_number: v.optional(
      v.pipe(v.unknown(), v.transform(blankToUndefined), v.optional(digits(6, 9, 'invalidRoutingNumber'))),
    ),
    sort_code: v.optional(
      v.pipe(v.unknown(), v.transform(blankToUndefined), v.optional(digits(6, 6, 'invalidSortCode'))),
    ),
    account_number: v.optional(
      v.pipe(
        v.unknown(),
        v.transform(blankToUndefined),
        v.optional(
          v.pipe(
            v.string(m('invalidAccountNumber')),
            v.transform((value) => value.replace(/[\s-]/g, '').toUpperCase()),
            v.regex(/^(\d{4,17}|[A-Z]{2}\d{2}[A-Z0-9]{10,30})$/, m('invalidAccountNumber')),
          ),
        ),
      ),
    ),
    iban: v.optional(
      v.pipe(
        v.unknown(),
        v.transform(blankToUndefined),
        v.optional(
          v.pipe(
            v.string(m('invalidIban')),
            v.transform((value) => value.replace(/\s/g, '').toUpperCase()),
            v.regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, m('invalidIban')),
          ),
        ),
      ),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['account_number'], ['iban']],
      (input) => Boolean(input.account_number || input.iban),
      m('accountNumberOrIban'),
    ),
    ['account_number'],
  ),
  v.forward(
    v.partialCheck(
      [['country'], ['routing_number'], ['sort_code']],
      (input) => input.country !== 'US' || /^\d{9}$/.test(String(input.routing_number ?? '')),
      m('invalidRoutingNumber'),
    ),
    ['routing_number'],
  ),
  v.forward(
    v.partialCheck(
      [['country'], ['routing_number'], ['sort_code']],
      (input) =>
        input.country !== 'GB' || /^\d{6}$/.test(String(input.sort_code ?? input.routing_number ?? '')),
      m('invalidSortCode'),
    ),
    ['sort_code'],
  ),
  v.transform((input) => ({
    holder_name: input.holder_name,
    country: input.country,
    currency: input.currency,
    routing_number: (input.routing_number ?? input.sort_code) as string | undefined,
    account_number: (input.iban ?? input.account_number) as string,
  })),
);
export type BankAccountInput = v.InferInput<typeof BankAccountSchema>;

/** POST /experts/profile/requests: dollars (default: the whole available balance) and a request key. */
export const FundsRequestSchema = v.object({
  amount: v.optional(
    v.nullable(
      v.pipe(
        v.union(
          [
            v.number(),
            v.pipe(
              v.string(),
              v.regex(/^\d{1,9}(\.\d{1,2})?$/, m('fundsInvalidAmount')),
              v.transform(Number),
            ),
          ],
          m('fundsInvalidAmount'),
        ),
        v.check((value) => Number.isFinite(value) && value > 0, m('fundsInvalidAmount')),
        v.check((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, m('fundsInvalidAmount')),
        v.maxValue(10_000_000, m('fundsInvalidAmount')),
      ),
    ),
  ),
  /** The body form of the Idempotency-Key header, kept for older clients; the header wins. */
  request_key: v.optional(IdempotencyKeySchema),
});

/** GET /experts/profile/earnings/meets: 15 per page, newest booking first. */
export const EarningsMeetsQuerySchema = v.object({
  page: v.optional(queryInt(1, 1_000_000), 1),
  per_page: v.optional(queryInt(1, 100), 15),
});
