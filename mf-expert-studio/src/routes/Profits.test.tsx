import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, fakeApi, renderWithShell } from 'remote-kit/testing';
import { ApiError, type BankAccount, type EarningsMeeting, type Locale, paths } from 'shared-contracts';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { A_BANK, aMeeting, aPage, expert, NO_BANK } from '../test/fixtures.ts';
import Profits from './Profits.tsx';

const FUNDS = '/experts/app/profits/request-withdraw';

function renderProfits({
  available = 120,
  overall = 300,
  bank = NO_BANK as BankAccount,
  pages = 1,
  locale = 'en' as Locale,
  rows = undefined as EarningsMeeting[] | undefined,
} = {}) {
  /** What the api holds: a test changes it as a PUT would. */
  const held = { bank };
  const { api } = fakeApi((path, query) => {
    if (path === paths.earnings) return envelope({ profits: { available, overall } });
    if (path === paths.bankAccount) return envelope(held.bank);
    if (path === paths.earningsMeets) {
      const page = Number(query?.page ?? 1);
      if (pages === 0) return aPage([], 1, 1, 0);
      if (rows) return aPage(rows, 1, 1, rows.length);
      return aPage([aMeeting(page * 10 + 1, true), aMeeting(page * 10 + 2, false)], page, pages, pages * 2);
    }
    if (path === paths.countries)
      return envelope([
        { code: 'US', country: 'United States', flag: '🇺🇸' },
        { code: 'ES', country: 'Spain', flag: '🇪🇸' },
      ]);
    throw new ApiError(404, null, 'not found');
  });
  const view = renderWithShell(<Profits fundsRequestPath={FUNDS} />, { api, session: expert, locale });
  return { ...view, api, held, user: userEvent.setup() };
}

describe('the profits page', () => {
  it('shows available and overall profit, and the meetings with Payed / Not payed', async () => {
    renderProfits();
    expect(await screen.findByText('$120.00')).toBeTruthy();
    expect(screen.getByText('$300.00')).toBeTruthy();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('Payed')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Not payed')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Ben Ruiz 11')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('10:00 – 10:30')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request funds' }).getAttribute('href')).toBe(FUNDS);
  });

  it('pages through the meetings 15 at a time', async () => {
    const { user, api } = renderProfits({ pages: 3 });
    await screen.findByText('Ben Ruiz 11');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Ben Ruiz 21')).toBeTruthy();
    expect(api.list).toHaveBeenCalledWith(paths.earningsMeets, { page: 2, per_page: 15 });
  });

  it('nothing to request and no meetings: Request funds is disabled, the empty text shows', async () => {
    renderProfits({ available: 0, overall: 0, pages: 0 });
    expect(await screen.findByText("You don't have any meeting yet")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request funds' })).toHaveProperty('disabled', true);
  });

  it('adds a bank account: its numbers go to the api, the masked one comes back with the toast', async () => {
    const { user, api, notify, held } = renderProfits();
    await user.click(await screen.findByRole('button', { name: 'Add a bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a bank account' });
    // Required fields are told before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Save bank account' }));
    expect((await within(dialog).findAllByText('Field required')).length).toBeGreaterThan(0);
    expect(api.put).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Account holder' }), 'Eva Lindqvist');
    await user.click(within(dialog).getByRole('combobox', { name: 'Country of the bank' }));
    await user.click(await screen.findByRole('option', { name: /United States/, hidden: true }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Routing number' }), '110000000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Account number or IBAN' }), '000123456789');
    api.put.mockImplementationOnce(async () => {
      held.bank = A_BANK;
      return { data: A_BANK, message: 'Bank account updated successfully' };
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save bank account' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Bank account updated successfully'));
    expect(api.put).toHaveBeenCalledWith(paths.bankAccount, {
      holder_name: 'Eva Lindqvist',
      country: 'US',
      currency: 'usd',
      routing_number: '110000000',
      account_number: '000123456789',
    });
    expect(await screen.findByText(/\*\*\*\* 6789/)).toBeTruthy();
  });

  it("the api's refusal of a field shows on that field, the dialog stays open", async () => {
    const { user, api } = renderProfits({ bank: A_BANK });
    await user.click(await screen.findByRole('button', { name: 'Change bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change bank account' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Routing number' }), '110000000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Account number or IBAN' }), '000123456789');
    api.put.mockRejectedValueOnce(
      new ApiError(
        422,
        {
          message: 'The given data was invalid.',
          data: { account_number: ['Enter a valid account number'] },
        },
        'The given data was invalid.',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save bank account' }));
    expect(await within(dialog).findByText('Enter a valid account number')).toBeTruthy();
  });

  it('says which paid meetings the customer cancelled late or did not join (the expert keeps those)', async () => {
    const late = { ...aMeeting(31, true), status: 'cancelled' as const };
    const absent = { ...aMeeting(32, true), status: 'no-show' as const };
    renderProfits({ rows: [late, absent, aMeeting(33, true)] });
    const table = await screen.findByRole('table');
    const [, first, second, third] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(first as HTMLElement).getByText('Cancelled late by the customer')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('Payed')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('The customer did not join')).toBeTruthy();
    expect(within(third as HTMLElement).queryByText(/Cancelled|did not join/)).toBeNull();
  });

  it('on a phone lists each meeting with its amount and payment in sight, not in a sideways table', async () => {
    const original = window.matchMedia.bind(window);
    const phone = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...original(query),
      matches: query === '(max-width: 48em)',
    }));
    onTestFinished(() => phone.mockRestore());
    const late = { ...aMeeting(31, true), status: 'cancelled' as const };
    renderProfits({ rows: [late, aMeeting(32, false)] });
    const list = await screen.findByRole('list', { name: 'Meetings and payments' });
    expect(screen.queryByRole('table')).toBeNull();
    const [first, second] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(within(first as HTMLElement).getByText('$30.00')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('Payed')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('Cancelled late by the customer')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Not payed')).toBeTruthy();
  });

  it("writes each meeting's day as every screen does (the spec's long date), in English and Spanish", async () => {
    for (const [locale, day] of [
      ['en', 'November 14, 2030'],
      ['es', '14 de noviembre de 2030'],
    ] as const) {
      const { unmount } = renderProfits({ locale, rows: [{ ...aMeeting(41, true), date: '2030-11-14' }] });
      const table = await screen.findByRole('table');
      expect(within(table).getByText(day)).toBeTruthy();
      unmount();
    }
  });

  it('in Spanish', async () => {
    renderProfits({ locale: 'es' });
    expect(await screen.findByText('Ganancia disponible')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ganancias' })).toBeTruthy();
    expect(await screen.findByText('Pagado')).toBeTruthy();
    expect(screen.getByText('No pagado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agregar una cuenta bancaria' })).toBeTruthy();
  });
});
