import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, envelope, fakeApi, renderWithShell } from 'remote-kit/testing';
import { ApiError, type BankAccount, type Locale, paths } from 'shared-contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { A_BANK, expert, NO_BANK } from '../test/fixtures.ts';
import FundsRequest from './FundsRequest.tsx';

const PROFITS = '/experts/app/profits';
const RECEIVED =
  'Your Request has been received. Expertia will be in contact with you to follow up on your request for funds. Please be on the lookout for your email.';

function renderFunds({ available = 120, bank = A_BANK as BankAccount, locale = 'en' as Locale } = {}) {
  const { api } = fakeApi((path) => {
    if (path === paths.earnings) return envelope({ profits: { available, overall: 300 } });
    if (path === paths.bankAccount) return envelope(bank);
    throw new ApiError(404, null, 'not found');
  });
  const view = renderWithShell(<FundsRequest profitsPath={PROFITS} />, {
    api,
    session: expert,
    locale,
    url: `${PROFITS}/request-withdraw`,
  });
  return { ...view, api, user: userEvent.setup() };
}

const keyOf = (call: unknown[] | undefined) =>
  (call?.[2] as { idempotencyKey?: string } | undefined)?.idempotencyKey;

beforeEach(() => sessionStorage.clear());

describe('the funds request', () => {
  it('asks for the whole available balance by default; the dialog returns to the profits', async () => {
    const { user, api } = renderFunds();
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    expect((amount as HTMLInputElement).value).toBe('$120');
    expect(screen.getByText('Paid to **** 6789')).toBeTruthy();
    api.post.mockResolvedValueOnce({ data: { id: 1, amount: 120 }, message: RECEIVED });
    await user.click(screen.getByRole('button', { name: 'Request funds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request received' });
    expect(dialog.textContent).toContain(RECEIVED);
    expect(api.post).toHaveBeenCalledWith(
      paths.fundsRequests,
      { amount: 120 },
      { idempotencyKey: expect.any(String) },
    );
    await user.click(screen.getByRole('button', { name: 'Return to your profits' }));
    expect(currentUrl().pathname).toBe(PROFITS);
  });

  it('refuses more than the available balance and nothing at all, before sending', async () => {
    const { user, api } = renderFunds();
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(screen.getByRole('button', { name: 'Request funds' }));
    expect(await screen.findByText('The amount is more than your available balance ($120.00)')).toBeTruthy();
    await user.clear(amount);
    await user.click(screen.getByRole('button', { name: 'Request funds' }));
    expect(await screen.findByText('Enter an amount greater than 0')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('no answer: told to try again, and the retry sends the same key; a refusal ends the intent', async () => {
    const { user, api } = renderFunds();
    await screen.findByRole('textbox', { name: 'Amount' });
    api.post.mockRejectedValueOnce(new ApiError(0, null, 'Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Request funds' }));
    expect(
      await screen.findByText('The request could not be sent. Check your connection and try again.'),
    ).toBeTruthy();
    api.post.mockRejectedValueOnce(
      new ApiError(422, { message: 'x', data: { amount: ['You have no funds available to request'] } }, 'x'),
    );
    await user.click(screen.getByRole('button', { name: 'Request funds' }));
    expect(await screen.findByText('You have no funds available to request')).toBeTruthy();
    const [first, second] = api.post.mock.calls;
    expect(keyOf(first)).toEqual(expect.any(String));
    expect(keyOf(second)).toBe(keyOf(first));
    api.post.mockResolvedValueOnce({ data: { id: 2 }, message: RECEIVED });
    await user.click(screen.getByRole('button', { name: 'Request funds' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(3));
    expect(keyOf(api.post.mock.calls[2])).not.toBe(keyOf(first));
  });

  it('without a bank account: told to add one first, no form', async () => {
    renderFunds({ bank: NO_BANK });
    expect(await screen.findByText('Add a bank account first')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Amount' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your profits' }).getAttribute('href')).toBe(PROFITS);
  });

  it('in Spanish', async () => {
    renderFunds({ locale: 'es', available: 0 });
    expect(await screen.findByRole('heading', { name: 'Solicitar fondos' })).toBeTruthy();
    expect(screen.getByText('No tienes fondos disponibles para solicitar')).toBeTruthy();
  });
});
