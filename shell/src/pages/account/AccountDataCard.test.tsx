import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customer } from '../../test/customer.ts';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderInShell, setCookie } from '../../test/render.tsx';
import { AccountDataCard } from './AccountDataCard.tsx';

const status = {
  email: 'ana@example.com',
  has_password: true,
  meetings_to_cancel: 0,
  cancellation_refund: 0,
  meetings_in_progress: 0,
  available_earnings: 0,
};

let downloads: { name: string; href: string }[];
beforeEach(() => {
  setCookie('userType', 'customer');
  downloads = [];
  // jsdom has no object URLs and does not download: the link the page clicks is recorded instead.
  URL.createObjectURL = vi.fn(() => 'blob:account-data');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, href: this.href });
  });
});
afterEach(() => vi.restoreAllMocks());

describe('the account page: your data', () => {
  it('downloads the data file under a dated name', async () => {
    const { api, calls } = fakeApi({
      'GET customers/profile': () => ok(customer),
      'GET account': () => ok(status),
      'GET account/data': () => ({ body: { account: { email: 'ana@example.com' } } }),
    });
    await renderInShell(<AccountDataCard />, { api, route: '/customer/app/account' });
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toMatch(/^expertia-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(calls.some((call) => call.method === 'GET' && call.path === 'account/data')).toBe(true);
  });

  it('asks for the password, shows a wrong one on the field, then signs out and goes home', async () => {
    let attempts = 0;
    const { api, calls } = fakeApi({
      'GET customers/profile': () => ok(customer),
      'GET account': () => ok(status),
      'DELETE account': () => {
        attempts += 1;
        return attempts === 1
          ? {
              status: 422,
              body: {
                message: 'The given data was invalid.',
                data: { password: ['The current password is incorrect.'] },
              },
            }
          : ok(null, 'Your account has been deleted.');
      },
    });
    await renderInShell(<AccountDataCard />, { api, route: '/customer/app/account' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toContain('removes your saved cards from our payment provider.');
    await userEvent.type(screen.getByLabelText(/^Your password/), 'wrong-pass-1');
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete my account' }).at(-1) as HTMLElement);
    expect(await screen.findByText('The current password is incorrect.')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText(/^Your password/));
    await userEvent.type(screen.getByLabelText(/^Your password/), 'right-pass-1');
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete my account' }).at(-1) as HTMLElement);
    expect(await screen.findByText('Your account has been deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.body)).toEqual([
      { password: 'wrong-pass-1' },
      { password: 'right-pass-1' },
    ]);
  });

  it('meetings to come are cancelled by the deletion: the card and the dialog say so, with the refund', async () => {
    const { api } = fakeApi({
      'GET customers/profile': () => ok(customer),
      'GET account': () => ok({ ...status, meetings_to_cancel: 2, cancellation_refund: 56.1 }),
    });
    await renderInShell(<AccountDataCard />, { api, route: '/customer/app/account' });
    expect(
      await screen.findByText(
        'You have 2 meetings to come. Deleting your account cancels them first, as if you cancelled them yourself.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toContain(
      'cancels your 2 meetings to come, as cancellations by you would, refunding $56.10;',
    );
  });

  it('says in Spanish when a meeting to come is too close to be refunded', async () => {
    const { api } = fakeApi(
      {
        'GET customers/profile': () => ok(customer),
        'GET account': () => ok({ ...status, has_password: false, meetings_to_cancel: 1 }),
      },
      'es',
    );
    await renderInShell(<AccountDataCard />, { api, route: '/customer/app/account', locale: 'es' });
    expect(
      await screen.findByText(
        'Tienes 1 reunión pendiente. Eliminar tu cuenta la cancela antes, como si la cancelaras tú.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    expect(dialog.textContent).toContain(
      'cancela tu reunión pendiente, como si la cancelaras tú: a menos de 24 horas, no se reembolsa;',
    );
  });

  it('a meeting under way keeps the button off until it is over, said in Spanish', async () => {
    const { api } = fakeApi(
      {
        'GET customers/profile': () => ok(customer),
        'GET account': () => ok({ ...status, meetings_to_cancel: 1, meetings_in_progress: 1 }),
      },
      'es',
    );
    await renderInShell(<AccountDataCard />, { api, route: '/customer/app/account', locale: 'es' });
    expect(
      await screen.findByText(
        'Tienes 1 reunión en curso o pendiente de pago. Podrás eliminar tu cuenta cuando termine.',
      ),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Eliminar mi cuenta' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('warns an expert of earnings not requested yet, with a way to request them', async () => {
    const { api } = fakeApi({
      'GET customers/profile': () => ok(customer),
      'GET account': () => ok({ ...status, available_earnings: 120.5 }),
    });
    await renderInShell(<AccountDataCard />, { api, route: '/customer/app/account' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toContain('You have $120.50 of earnings you have not requested.');
    await userEvent.click(screen.getByRole('link', { name: 'Request funds' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/experts/app/profits/request-withdraw'),
    );
  });

  it('an account without a password is asked its email', async () => {
    const { api, calls } = fakeApi({
      'GET customers/profile': () => ok(customer),
      'GET account': () => ok({ ...status, has_password: false }),
      'DELETE account': () => ok(null, 'Your account has been deleted.'),
    });
    await renderInShell(<AccountDataCard />, { api, route: '/customer/app/account' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await userEvent.type(
      await screen.findByLabelText(/^Type your email address to confirm/),
      'ana@example.com',
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete my account' }).at(-1) as HTMLElement);
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ email: 'ana@example.com' });
  });
});
