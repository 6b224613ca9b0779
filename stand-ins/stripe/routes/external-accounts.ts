import { createHash } from 'node:crypto';
import { invalidRequest, resourceMissing } from '../errors.ts';
import { newId, nowSeconds } from '../ids.ts';
import { listPage } from '../list.ts';
import type { RouteTable, StandInCore } from '../server.ts';
import type { StripeObject } from '../state.ts';

/** Countries whose bank accounts are given as an IBAN (no routing number), as in Stripe. */
const IBAN_COUNTRIES = new Set([
  'AT',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
]);

/** ABA routing number checksum (3-7-1 weights). */
function validRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum =
    3 * ((d[0] ?? 0) + (d[3] ?? 0) + (d[6] ?? 0)) +
    7 * ((d[1] ?? 0) + (d[4] ?? 0) + (d[7] ?? 0)) +
    ((d[2] ?? 0) + (d[5] ?? 0) + (d[8] ?? 0));
  return sum % 10 === 0;
}

/** ISO 13616 mod-97 check. */
function validIban(value: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(value)) return false;
  const moved = value.slice(4) + value.slice(0, 4);
  let remainder = 0;
  for (const char of moved) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Stripe's test routing numbers and sort codes name its test bank. */
const TEST_BANKS: Record<string, string> = { '110000000': 'STRIPE TEST BANK', '108800': 'STRIPE TEST BANK' };

function requireAccount(core: StandInCore, id: string): StripeObject {
  const account = core.store.get('accounts', id);
  if (!account) throw resourceMissing('account', id, 'account');
  return account;
}

const label = (field: string) => `external_account[${field}]`;

/**
 * External bank accounts of connected accounts (`/v1/accounts/{id}/external_accounts`): checked
 * the way Stripe checks them (routing number checksum for US, 6-digit sort code for GB, IBAN
 * mod-97 for IBAN countries); answered with only the last digits.
 */
export function externalAccountRoutes(routes: RouteTable, core: StandInCore) {
  const ofAccount = (account: string) =>
    Object.values(core.store.collection('external_accounts')).filter((bank) => bank.account === account);

  routes.post('/v1/accounts/:id/external_accounts', ({ path, params }) => {
    const account = requireAccount(core, path.id);
    const details = params.object('external_account');
    if (!details)
      throw invalidRequest(
        'Missing required param: external_account.',
        'external_account',
        'parameter_missing',
      );
    const kind = details.string('object') ?? 'bank_account';
    if (kind !== 'bank_account')
      throw invalidRequest('Only bank accounts are supported here.', label('object'));
    const country = (details.string('country') ?? String(account.country)).toUpperCase();
    const currency = (details.string('currency') ?? String(account.default_currency)).toLowerCase();
    if (!/^[a-z]{3}$/.test(currency))
      throw invalidRequest(`Invalid currency: ${currency}`, label('currency'));
    const number = (details.string('account_number') ?? '').replace(/\s/g, '').toUpperCase();
    const routing = details.string('routing_number')?.replace(/[\s-]/g, '');
    let last4: string;
    if (IBAN_COUNTRIES.has(country)) {
      if (!validIban(number) || !number.startsWith(country))
        throw invalidRequest(
          'The IBAN you provided is invalid.',
          label('account_number'),
          'account_number_invalid',
        );
      last4 = number.slice(-4);
    } else {
      if (country === 'US' && (!routing || !validRoutingNumber(routing)))
        throw invalidRequest(
          'Routing number must have 9 digits and be valid.',
          label('routing_number'),
          'routing_number_invalid',
        );
      if (country === 'GB' && (!routing || !/^\d{6}$/.test(routing)))
        throw invalidRequest(
          'Sort code must have 6 digits.',
          label('routing_number'),
          'routing_number_invalid',
        );
      const digits = country === 'GB' ? /^\d{8}$/ : /^\d{4,17}$/;
      if (!digits.test(number))
        throw invalidRequest(
          'You must use a test bank account number in test mode. Try 000123456789 or see more options at https://stripe.com/docs/connect/testing.',
          label('account_number'),
          'account_number_invalid',
        );
      last4 = number.slice(-4);
    }
    const makeDefault =
      params.boolean('default_for_currency') === true ||
      !ofAccount(account.id).some((bank) => bank.currency === currency);
    if (makeDefault) {
      for (const other of ofAccount(account.id)) {
        if (other.currency === currency && other.default_for_currency) {
          other.default_for_currency = false;
          core.store.put('external_accounts', other);
        }
      }
    }
    const bank = core.store.put('external_accounts', {
      id: newId('ba'),
      object: 'bank_account',
      created: nowSeconds(),
      account: account.id,
      account_holder_name: details.string('account_holder_name') ?? null,
      account_holder_type: details.string('account_holder_type') ?? null,
      bank_name: TEST_BANKS[routing ?? ''] ?? (IBAN_COUNTRIES.has(country) ? 'STRIPE TEST BANK' : null),
      country,
      currency,
      default_for_currency: makeDefault,
      fingerprint: createHash('sha256')
        .update(`${country}:${routing ?? ''}:${number}`)
        .digest('base64url')
        .slice(0, 16),
      last4,
      routing_number: IBAN_COUNTRIES.has(country) ? null : (routing ?? null),
      status: 'new',
      metadata: params.metadata(),
    });
    core.events.emit('account.external_account.created', bank);
    return bank;
  });

  routes.get('/v1/accounts/:id/external_accounts', ({ path, params }) => {
    requireAccount(core, path.id);
    return listPage(ofAccount(path.id), params, `/v1/accounts/${path.id}/external_accounts`);
  });

  routes.get('/v1/accounts/:id/external_accounts/:bank', ({ path: raw }) => {
    const path = raw as { id: string; bank: string };
    requireAccount(core, path.id);
    const bank = core.store.get('external_accounts', path.bank);
    if (!bank || bank.account !== path.id) throw resourceMissing('external account', path.bank);
    return bank;
  });

  routes.del('/v1/accounts/:id/external_accounts/:bank', ({ path: raw }) => {
    const path = raw as { id: string; bank: string };
    requireAccount(core, path.id);
    const bank = core.store.get('external_accounts', path.bank);
    if (!bank || bank.account !== path.id) throw resourceMissing('external account', path.bank);
    if (
      bank.default_for_currency &&
      ofAccount(path.id).some((other) => other.id !== bank.id && other.currency === bank.currency)
    )
      throw invalidRequest(
        'You cannot delete the default bank account for your default currency. Make another one the default first.',
        'id',
      );
    core.store.remove('external_accounts', bank.id);
    core.events.emit('account.external_account.deleted', bank);
    return { id: bank.id, object: 'bank_account', deleted: true };
  });
}
