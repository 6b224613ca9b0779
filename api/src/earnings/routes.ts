import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { accountApi, earningsApi, type MessageKey, translate } from 'shared-contracts';
import { centsToDollars, dollarsToCents } from '../catalog/money.ts';
import { declared } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { idempotencyKeyHeader, idempotencyKeyOf } from '../http/idempotency.ts';
import { paginated } from '../http/pagination.ts';
import { marketplaceRules } from '../marketplace/rules.ts';
import { BankDetailsRefusedError, PaymentUnavailableError } from '../payments/gateway.ts';
import { bankAccountView, findBankAccount, saveBankAccount } from './bank.ts';
import { earningsOf } from './figures.ts';
import { fundsRequestView, requestFunds } from './funds.ts';
import { earningsMeetings } from './meets.ts';

const tags = ['earnings'];

const BANK_FIELD_MESSAGES: Record<BankDetailsRefusedError['field'], MessageKey> = {
  routing_number: 'invalidRoutingNumber',
  account_number: 'invalidAccountNumber',
  country: 'invalidCountry',
  currency: 'bankInvalidCurrency',
  holder_name: 'invalidValue',
};

/** Provider trouble is a 503; refused bank details a 422 on the field. */
async function guarded<T>(request: FastifyRequest, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BankDetailsRefusedError)
      throw fieldError(error.field, BANK_FIELD_MESSAGES[error.field], request.locale);
    if (error instanceof PaymentUnavailableError) {
      request.log.error({ err: error.cause }, 'payment provider failed');
      throw new HttpError(503, 'genericError');
    }
    throw error;
  }
}

/**
 * The expert's money: earnings figures and the earnings meetings list, the bank account kept at
 * the payment provider, and funds requests paid out to it.
 */
export const earningsRoutes: FastifyPluginAsync = async (api) => {
  const { db } = api;

  api.route(
    declared(earningsApi.earnings, {
      summary:
        'Earnings in dollars: overall (rate prices of finished meetings, paid extensions included) and available (overall minus funds requested or paid out)',
      description:
        'The paged meetings list of the earnings page is GET /experts/profile/earnings/meets (15 per page, newest booking first, status and payment_status Payed / Not payed).',
      tags,
      access: 'expert',
      handler: async ({ user }) => {
        const { overallCents, availableCents } = await earningsOf(db, user.id, api.clock());
        return envelope({
          profits: { available: centsToDollars(availableCents), overall: centsToDollars(overallCents) },
        });
      },
    }),
  );

  api.route(
    declared(earningsApi.meetings, {
      summary:
        "The expert's booked meetings for the earnings page: 15 per page, newest booking (created_at) first, status and payment_status ('Payed' when finished, else 'Not payed')",
      tags,
      access: 'expert',
      handler: async ({ user, query }) => {
        const { data, total } = await earningsMeetings(db, user, query.page, query.per_page, api.clock());
        return paginated(data, total, query.page, query.per_page);
      },
    }),
  );

  api.route(
    declared(earningsApi.bankAccount, {
      summary:
        'Your bank account as kept at the payment provider: holder, bank name, country, currency and the last 4 digits',
      tags,
      access: 'expert',
      handler: async ({ user }) => envelope(bankAccountView(await findBankAccount(api, user.id))),
    }),
  );

  api.route(
    declared(earningsApi.saveBankAccount, {
      summary:
        'Set the bank account payouts go to (holder_name, country, currency, routing_number or sort_code, account_number or iban)',
      description:
        'The details go to the payment provider (an external account of your connected account); the api keeps only the last 4 digits, the bank name and the country.',
      tags,
      access: 'expert',
      handler: async ({ user, body, request }) =>
        guarded(request, async () => {
          const row = await saveBankAccount(api, user, body);
          return envelope(bankAccountView(row), translate('bankAccountSaved', request.locale));
        }),
    }),
  );

  api.route(
    declared(accountApi.requestFunds, {
      summary:
        'Request your funds (amount in dollars, default: all available) once per Idempotency-Key; paid out to your bank account',
      description:
        'At most the available balance (422 otherwise). The same key answers the same request. Needs a bank account (422 "Add a bank account first"). Older clients may send the key as the body\'s request_key (same rule) instead of the header; when both are sent, the header is the key.',
      tags,
      access: 'expert',
      headers: [idempotencyKeyHeader(false)],
      handler: async ({ user, body, request }) =>
        guarded(request, async () => {
          const { locale } = request;
          const key = idempotencyKeyOf(request, body.request_key);
          const bank = await findBankAccount(api, user.id);
          if (!bank?.externalAccountId) throw new HttpError(422, 'addBankAccountFirst');
          const row = await requestFunds(api, {
            expertId: user.id,
            key,
            amountCents: body.amount == null ? undefined : dollarsToCents(body.amount),
            bank,
            locale,
          });
          return envelope(
            fundsRequestView(row),
            translate('fundsRequested', locale, { product: marketplaceRules.productName }),
          );
        }),
    }),
  );
};
