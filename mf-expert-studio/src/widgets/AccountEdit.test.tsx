import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, fakeApi, page, renderWithShell } from 'remote-kit/testing';
import { ApiError, type ExpertProfile, type Locale, paths } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { expert } from '../test/fixtures.ts';
import AccountEdit from './AccountEdit.tsx';

const profile: ExpertProfile = {
  id: 7,
  first_name: 'Eva',
  last_name: 'Lindqvist',
  email: 'e@l.test',
  profile_picture: null,
  role: 'Nutritionist',
  about_me: '',
  years_of_experience: 9,
  profile_video: null,
  country: { code: 'ES', country: 'Spain' },
  timezone: 'Europe/Madrid',
  phone_number: '+34 600 000 000',
  languages: [1],
  categories: [1],
  subcategories: [11],
  social_provider: 'none',
  subscription: null,
  metadata: { meets: 0, requests: 0, likes: 0 },
};

function renderEdit(locale: Locale = 'en', saved: ExpertProfile = profile, hasPassword = true) {
  const { api } = fakeApi((path) => {
    if (path === paths.expertProfile) return envelope(saved);
    if (path === 'account')
      return envelope({
        email: saved.email,
        has_password: hasPassword,
        meetings_to_cancel: 0,
        cancellation_refund: 0,
      });
    if (path === paths.timezone) return envelope([{ code: 'Europe/Madrid' }]);
    if (path === paths.countries) return envelope([{ code: 'ES', country: 'Spain', flag: '' }]);
    if (path === paths.languages) return page([{ id: 1, name: 'English', iso_code: 'en' }], 1, 1);
    if (path === paths.categories)
      return envelope([
        {
          id: 1,
          name: 'Health',
          slug: 'health',
          image: null,
          subcategories: [
            { id: 11, name: 'Nutrition', slug: 'n' },
            { id: 12, name: 'Sleep', slug: 's' },
            { id: 13, name: 'Fitness', slug: 'f' },
          ],
        },
        {
          id: 2,
          name: 'Law',
          slug: 'law',
          image: null,
          subcategories: [
            { id: 21, name: 'Family law', slug: 'family' },
            { id: 22, name: 'Tax law', slug: 'tax' },
          ],
        },
        { id: 3, name: 'Art', slug: 'art', image: null, subcategories: [] },
      ]);
    if (path === paths.schedules) return envelope([]);
    if (path === paths.expert(7)) return envelope({ rates: [] });
    throw new ApiError(404, null, 'not found');
  });
  const view = renderWithShell(<AccountEdit />, { api, locale, session: expert });
  return { ...view, api, user: userEvent.setup() };
}

/** The pills of a multi-select, read through its labelled input's group. */
function pickedIn(label: string): string[] {
  const input = screen.getByRole('combobox', { name: label });
  const group = input.closest('.mantine-MultiSelect-pillsList');
  if (!group) throw new Error(`no multi-select ${label}`);
  return Array.from(group.querySelectorAll('.mantine-Pill-label'), (pill) => pill.textContent ?? '');
}

describe("the expert's edit page (details, schedule and rates)", () => {
  it('shows the saved details, the subcategory under its category, and saves the changes', async () => {
    const { user, api, notify } = renderEdit();
    const role = (await screen.findByRole('textbox', { name: 'Role in your area' })) as HTMLInputElement;
    expect(role.value).toBe('Nutritionist');
    expect((screen.getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement).value).toBe(
      '+34 600 000 000',
    );
    expect(pickedIn('Subcategories of Health')).toEqual(['Nutrition']);
    expect(await screen.findByRole('heading', { name: 'Make your schedule' })).toBeTruthy();
    await user.clear(role);
    await user.type(role, 'Sports nutritionist');
    api.put.mockResolvedValueOnce({ data: profile, message: 'Profile updated successfully' });
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Profile updated successfully'));
    expect(api.put).toHaveBeenCalledWith(
      paths.expertProfile,
      expect.objectContaining({
        role: 'Sports nutritionist',
        first_name: 'Eva',
        timezone: 'Europe/Madrid',
        languages: [1],
        categories: [1],
        subcategories: [11],
        years_of_experience: 9,
      }),
    );
  });

  it('shows every saved subcategory of every category and keeps them all when saved unchanged', async () => {
    const saved = { ...profile, categories: [1, 2], subcategories: [11, 12, 13, 21, 22] };
    const { user, api, notify } = renderEdit('en', saved);
    await screen.findByRole('textbox', { name: 'Role in your area' });
    expect(pickedIn('Subcategories of Health')).toEqual(['Nutrition', 'Sleep', 'Fitness']);
    expect(pickedIn('Subcategories of Law')).toEqual(['Family law', 'Tax law']);
    api.put.mockResolvedValueOnce({ data: saved, message: 'Profile updated successfully' });
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Profile updated successfully'));
    expect(api.put).toHaveBeenCalledWith(
      paths.expertProfile,
      expect.objectContaining({ categories: [1, 2], subcategories: [11, 12, 13, 21, 22] }),
    );
  });

  it('refuses an empty role before sending, and puts the api field messages on their fields', async () => {
    const { user, api } = renderEdit();
    const role = await screen.findByRole('textbox', { name: 'Role in your area' });
    await user.clear(role);
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    expect(await screen.findByText('Field required')).toBeTruthy();
    expect(api.put).not.toHaveBeenCalled();
    await user.type(role, 'Coach');
    const bad = 'Enter a valid phone number';
    api.put.mockRejectedValueOnce(new ApiError(422, { message: bad, data: { phone_number: [bad] } }, bad));
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    expect(await screen.findByText(bad, { selector: 'p' })).toBeTruthy();
  });

  it('asks for the current password to change the email, then says a link was sent and keeps the saved email', async () => {
    const { user, api, notify } = renderEdit();
    const email = (await screen.findByRole('textbox', { name: 'Email' })) as HTMLInputElement;
    expect(email.value).toBe('e@l.test');
    expect(screen.queryByLabelText(/Confirm with your current password/)).toBeNull();
    await user.clear(email);
    await user.type(email, 'eva@new.test');
    const password = await screen.findByLabelText(/Confirm with your current password/);
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    expect(await screen.findByText('Field required')).toBeTruthy();
    expect(api.put).not.toHaveBeenCalled();
    await user.type(password, 'my-password-1');
    const sent =
      'Profile saved. To change your email, open the link we sent to eva@new.test; until then your account keeps its current email.';
    api.put.mockResolvedValueOnce({ data: profile, message: sent });
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(sent));
    expect(api.put).toHaveBeenCalledWith(
      paths.expertProfile,
      expect.objectContaining({
        email: 'eva@new.test',
        current_password: 'my-password-1',
        role: 'Nutritionist',
      }),
    );
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain(sent);
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('e@l.test');
    expect(screen.queryByLabelText(/Confirm with your current password/)).toBeNull();
  });

  it('sends no password with the saved email, and puts a wrong one on its field', async () => {
    const { user, api, notify } = renderEdit();
    await screen.findByRole('textbox', { name: 'Role in your area' });
    api.put.mockResolvedValueOnce({ data: profile, message: 'Profile updated successfully' });
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
    expect(api.put.mock.calls[0]?.[1]).not.toHaveProperty('current_password');
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'eva@new.test');
    await user.type(await screen.findByLabelText(/Confirm with your current password/), 'wrong-guess');
    const wrong = 'The current password is incorrect.';
    api.put.mockRejectedValueOnce(
      new ApiError(422, { message: wrong, data: { current_password: [wrong] } }, wrong),
    );
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    expect(await screen.findByText(wrong, { selector: 'p' })).toBeTruthy();
  });

  it('tells an account without a password to sign in again instead, in Spanish', async () => {
    const { user, api } = renderEdit('es', profile, false);
    const email = await screen.findByRole('textbox', { name: 'Correo electrónico' });
    await user.clear(email);
    await user.type(email, 'eva@nuevo.test');
    expect(await screen.findByText('Tu cuenta no tiene contraseña')).toBeTruthy();
    expect(screen.queryByLabelText(/Confirma con tu contraseña actual/)).toBeNull();
    api.put.mockResolvedValueOnce({ data: profile, message: 'Perfil guardado.' });
    await user.click(screen.getAllByRole('button', { name: 'Guardar' })[0] as HTMLElement);
    await waitFor(() => expect(api.put).toHaveBeenCalled());
    expect(api.put.mock.calls[0]?.[1]).toMatchObject({ email: 'eva@nuevo.test', current_password: '' });
  });

  it('speaks Spanish', async () => {
    renderEdit('es');
    expect(await screen.findByRole('heading', { name: 'Tus datos' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Tu rol en tu área' })).toBeTruthy();
  });
});
