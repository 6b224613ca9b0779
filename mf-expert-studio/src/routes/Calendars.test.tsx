import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, fakeApi, renderWithShell } from 'remote-kit/testing';
import { ApiError, type CalendarAccounts, type Locale } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { expert } from '../test/fixtures.ts';
import Calendars from './Calendars.tsx';

const LIST = 'experts/calendars';

const anAccount = (overrides: Partial<CalendarAccounts['accounts'][number]> = {}) => ({
  id: 3,
  server_url: 'https://caldav.fastmail.com/',
  username: 'marta@fastmail.test',
  last_synced_at: '2026-11-29T10:00:00.000Z',
  last_error: null,
  last_error_at: null,
  calendars: [
    { id: 11, name: 'Work', color: null, blocks_busy: true, receives_bookings: true, missing: false },
    { id: 12, name: 'Family', color: null, blocks_busy: false, receives_bookings: false, missing: false },
  ],
  ...overrides,
});

function renderCalendars(accounts: CalendarAccounts['accounts'], locale: Locale = 'en') {
  const { api } = fakeApi((path) => {
    if (path === LIST) return envelope({ accounts });
    throw new ApiError(404, null, 'not found');
  });
  const view = renderWithShell(<Calendars />, {
    api,
    session: expert,
    locale,
    url: '/experts/app/calendars',
  });
  return { ...view, api, user: userEvent.setup() };
}

describe("the expert's calendars page", () => {
  it('with no account: the connect form, its service filling the address, and the server refusal on its field', async () => {
    const { api, user } = renderCalendars([]);
    const form = await screen.findByRole('form', { name: 'Connect a calendar account' });
    const address = within(form).getByRole('textbox', { name: 'Server address' }) as HTMLInputElement;
    expect(address.value).toBe('https://caldav.icloud.com/');
    await user.click(within(form).getByRole('combobox', { name: 'Service' }));
    await user.click(await screen.findByRole('option', { name: 'Fastmail' }));
    expect(address.value).toBe('https://caldav.fastmail.com/');

    // Nothing is sent while a field is missing.
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    expect((await within(form).findAllByText('Field required')).length).toBe(2);
    expect(api.post).not.toHaveBeenCalled();

    await user.type(within(form).getByRole('textbox', { name: 'User name' }), 'marta@fastmail.test');
    await user.type(within(form).getByLabelText(/App password/), 'wrong');
    const refused = 'The calendar server refused this user name and app password';
    api.post.mockRejectedValueOnce(
      new ApiError(422, { message: refused, data: { password: [refused] } }, refused),
    );
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    expect(await within(form).findByText(refused)).toBeTruthy();
    expect(api.post).toHaveBeenCalledWith('experts/calendars/accounts', {
      server_url: 'https://caldav.fastmail.com/',
      username: 'marta@fastmail.test',
      password: 'wrong',
    });
  });

  it('lists an account with its calendars; a change of use is sent and the answer shown', async () => {
    const { api, user, notify } = renderCalendars([anAccount()]);
    const account = await screen.findByRole('region', { name: 'caldav.fastmail.com' });
    expect(within(account).getByText('marta@fastmail.test')).toBeTruthy();
    expect(
      (within(account).getByRole('checkbox', { name: 'Work blocks busy times' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (within(account).getByRole('radio', { name: 'Write bookings to Work' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.queryByRole('form', { name: 'Connect a calendar account' })).toBeNull();

    const changed = anAccount({
      calendars: [
        { id: 11, name: 'Work', color: null, blocks_busy: true, receives_bookings: false, missing: false },
        { id: 12, name: 'Family', color: null, blocks_busy: false, receives_bookings: true, missing: false },
      ],
    });
    api.put.mockResolvedValueOnce({ data: { accounts: [changed] }, message: 'Calendar settings saved' });
    await user.click(within(account).getByRole('radio', { name: 'Write bookings to Family' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Calendar settings saved'));
    expect(api.put).toHaveBeenCalledWith('experts/calendars/12', {
      blocks_busy: false,
      receives_bookings: true,
    });
    await waitFor(() =>
      expect(
        (within(account).getByRole('radio', { name: 'Write bookings to Family' }) as HTMLInputElement)
          .checked,
      ).toBe(true),
    );
  });

  it('tells a failed sync in Spanish, with the deleted calendar marked', async () => {
    renderCalendars(
      [
        anAccount({
          last_error: 'missing',
          last_error_at: '2026-11-29T11:00:00.000Z',
          calendars: [
            { id: 11, name: 'Work', color: null, blocks_busy: true, receives_bookings: false, missing: true },
          ],
        }),
      ],
      'es',
    );
    const alert = await screen.findByRole('alert', { name: 'Falló la sincronización del calendario' });
    expect(alert.textContent).toContain('Se eliminó un calendario en el servidor.');
    expect(screen.getByText('Eliminado en el servidor')).toBeTruthy();
    expect(
      screen.getByText('Ningún calendario recibe reservas: elige uno en «Recibe reservas».'),
    ).toBeTruthy();
  });
});
