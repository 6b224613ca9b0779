import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, fakeApi, page, renderWithShell } from 'remote-kit/testing';
import { fakeMfPayments } from 'remote-kit/testing/mf-payments';
import { ApiError, type Locale, paths } from 'shared-contracts';
import type { LoadRemote, Session } from 'shared-contracts/react';
import { describe, expect, it, vi } from 'vitest';
import BecomeExpert from './BecomeExpert.tsx';

const customer: Session = {
  status: 'signed-in',
  user: {
    id: 3,
    is_expert: false,
    profile_picture: null,
    first_name: 'Ana',
    last_name: 'Ruiz',
    email: 'ana@example.com',
  },
  userType: 'customer',
};

const { loadRemote } = fakeMfPayments();

function renderDialog(locale: Locale = 'en') {
  const { api } = fakeApi((path) => {
    if (path === paths.timezone) return envelope([{ code: 'Europe/Madrid' }]);
    if (path === paths.countries) return envelope([{ code: 'ES', country: 'Spain', flag: null }]);
    if (path === paths.languages) return page([{ id: 2, name: 'Spanish', iso_code: 'es' }], 1, 1);
    if (path === paths.categories)
      return envelope([{ id: 1, name: 'Health', slug: 'health', image: null, subcategories: [] }]);
    if (path === paths.schedules)
      return envelope(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((weekday, id) => ({
          id,
          weekday,
          active: false,
          items: [],
        })),
      );
    if (path === paths.expert(3)) return envelope({ rates: [] });
    if (path === paths.subscriptionTypes)
      return envelope([
        {
          id: 1,
          name: 'Starter',
          slug: 'starter-monthly',
          price: 19,
          period: 'monthly',
          description: '',
          trial_days: 30,
        },
      ]);
    throw new ApiError(404, null, 'not found');
  });
  const onClose = vi.fn();
  const onExpertMode = vi.fn();
  const view = renderWithShell(<BecomeExpert opened onClose={onClose} onExpertMode={onExpertMode} />, {
    api,
    locale,
    session: customer,
    loadRemote: loadRemote as LoadRemote,
  });
  return { ...view, api, onClose, onExpertMode, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  // jsdom runs no CSS transitions: Mantine's dropdown stays display:none while open.
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('the registration dialog of a customer account', () => {
  it('names and email locked; experience registers the same account; plan, schedule, then the change to EXPERT', async () => {
    const { user, api, onExpertMode, notify } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Become an expert' });
    for (const name of ['First name', 'Last name', 'Email'])
      expect((within(dialog).getByRole('textbox', { name }) as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).queryByLabelText(/^Password/)).toBeNull();
    await choose(user, 'Time zone', 'Europe/Madrid');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    await user.type(await screen.findByRole('textbox', { name: 'Role in your area' }), 'Coach');
    await user.type(screen.getByRole('textbox', { name: 'Years in the role' }), '3');
    await choose(user, 'Country', 'Spain');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '+34 600 111 222');
    await choose(user, 'Languages', 'Spanish');
    await user.keyboard('{Escape}');
    await choose(user, 'Categories', 'Health');
    await user.keyboard('{Escape}');
    api.post.mockResolvedValueOnce(envelope({ token: 't', user: { id: 3 }, user_type: 'expert' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const created = await screen.findByRole('dialog', { name: 'Your account has been created!' });
    const sent = api.post.mock.calls[0]?.[1] as unknown as Record<string, unknown>;
    expect(api.post.mock.calls[0]?.[0]).toBe(paths.register);
    expect(sent).toMatchObject({
      as_expert: true,
      first_name: 'Ana',
      email: 'ana@example.com',
      categories: [1],
    });
    expect(sent).not.toHaveProperty('password');
    await user.click(within(created).getByRole('button', { name: 'Continue' }));
    // It closes, and its Continue with it.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Your account has been created!' })).toBeNull(),
    );

    expect(await screen.findByText('Select a plan')).toBeTruthy();
    api.post.mockResolvedValueOnce({ data: { id: 1 }, message: 'Subscription completed successfully' });
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Visa ending 4242' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Subscription completed successfully'));

    await user.click(await screen.findByRole('switch', { name: 'Monday' }));
    await user.type(screen.getByRole('textbox', { name: 'Monday, range 1: from' }), '09:00');
    await user.type(screen.getByRole('textbox', { name: 'Monday, range 1: to' }), '12:00');
    api.put.mockResolvedValueOnce({ data: [], message: 'Schedule successfully updated' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Account change to EXPERT')).toBeTruthy();
    api.put.mockResolvedValueOnce({ data: { is_account_expert: true }, message: 'Account change to EXPERT' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onExpertMode).toHaveBeenCalled());
    expect(api.put).toHaveBeenCalledWith(paths.expertProfileSwitch, { is_account_expert: true });
  });

  it('speaks Spanish', async () => {
    renderDialog('es');
    expect(await screen.findByRole('dialog', { name: 'Hazte experto' })).toBeTruthy();
    expect(screen.getByText('Crear una cuenta')).toBeTruthy();
    expect(screen.getByText('Horarios y tarifas')).toBeTruthy();
  });
});
