import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RunningStandIn, startStandIn } from './stripe-harness.ts';
import { tempFolder } from './temp-folders.ts';

let running: RunningStandIn;

beforeEach(async () => {
  running = await startStandIn({ dataDir: await tempFolder() });
});
afterEach(async () => running.standIn.close());

describe('external bank accounts of connected accounts', () => {
  it('adds a US account with a valid routing number, answers only the last digits, and replaces the default', async () => {
    const { stripe } = running;
    const account = await stripe.accounts.create({ type: 'express', email: 'e@example.test' });
    const first = await stripe.accounts.createExternalAccount(account.id, {
      external_account: {
        object: 'bank_account',
        country: 'US',
        currency: 'usd',
        account_holder_name: 'Ana Gómez',
        routing_number: '110000000',
        account_number: '000123456789',
      },
    });
    expect(first).toMatchObject({
      object: 'bank_account',
      bank_name: 'STRIPE TEST BANK',
      last4: '6789',
      country: 'US',
      currency: 'usd',
      default_for_currency: true,
      routing_number: '110000000',
    });
    expect(JSON.stringify(first)).not.toContain('000123456789');
    const second = await stripe.accounts.createExternalAccount(account.id, {
      external_account: {
        object: 'bank_account',
        country: 'US',
        currency: 'usd',
        routing_number: '110000000',
        account_number: '000111111116',
      },
      default_for_currency: true,
    });
    const listed = await stripe.accounts.listExternalAccounts(account.id, { object: 'bank_account' });
    expect(
      listed.data.map((bank) => [bank.id, (bank as { default_for_currency: boolean }).default_for_currency]),
    ).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    await stripe.accounts.deleteExternalAccount(account.id, first.id);
    await expect(stripe.accounts.deleteExternalAccount(account.id, second.id)).resolves.toMatchObject({
      deleted: true,
    });
  });

  it('checks routing numbers, account numbers and IBANs like Stripe', async () => {
    const { stripe } = running;
    const account = await stripe.accounts.create({ type: 'express' });
    const add = (details: Record<string, string>) =>
      stripe.accounts.createExternalAccount(account.id, {
        external_account: { object: 'bank_account', currency: 'usd', ...details } as never,
      });
    await expect(
      add({ country: 'US', routing_number: '123456789', account_number: '000123456789' }),
    ).rejects.toMatchObject({
      code: 'routing_number_invalid',
      param: 'external_account[routing_number]',
    });
    await expect(
      add({ country: 'US', routing_number: '110000000', account_number: '12' }),
    ).rejects.toMatchObject({
      code: 'account_number_invalid',
      param: 'external_account[account_number]',
    });
    await expect(
      add({ country: 'DE', currency: 'eur', account_number: 'DE89370400440532013001' }),
    ).rejects.toMatchObject({
      code: 'account_number_invalid',
    });
    const iban = await add({ country: 'DE', currency: 'eur', account_number: 'DE89370400440532013000' });
    expect(iban).toMatchObject({ last4: '3000', country: 'DE', currency: 'eur', routing_number: null });
    await expect(stripe.accounts.retrieveExternalAccount('acct_missing', iban.id)).rejects.toMatchObject({
      code: 'resource_missing',
    });
  });
});
