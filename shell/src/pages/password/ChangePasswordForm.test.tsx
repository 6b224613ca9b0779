import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderInShell } from '../../test/render.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

async function fill(current: string, next: string, confirm: string, locale: 'en' | 'es' = 'en') {
  const labels =
    locale === 'es'
      ? ['Contraseña actual', 'Nueva contraseña', 'Confirmar contraseña']
      : ['Current password', 'New password', 'Confirm password'];
  const values = [current, next, confirm];
  for (const [index, label] of labels.entries()) {
    const input = screen.getByLabelText(new RegExp(`^${label}`));
    await userEvent.clear(input);
    if (values[index]) await userEvent.type(input, values[index] as string);
  }
}

describe("'Recovery your password'", () => {
  it('checks length and match with the spec messages, in English and Spanish', async () => {
    const { api, calls } = fakeApi({});
    await renderInShell(<ChangePasswordForm />, { api });
    await fill('old-pass-1', 'short', 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findAllByText('Password must be at least 8 characters long')).toHaveLength(2);
    await fill('old-pass-1', 'new-pass-1', 'new-pass-2');
    expect(await screen.findByText('The passwords do not match, please enter them again.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['en', 'Reset password', 'Field required'],
    ['es', 'Restablecer contraseña', 'Campo requerido'],
  ] as const)(
    '%s: an empty current password is refused here, marked required, and nothing is sent',
    async (locale, reset, required) => {
      const { api, calls } = fakeApi({});
      await renderInShell(<ChangePasswordForm />, { api, locale });
      await fill('', 'new-pass-1', 'new-pass-1', locale);
      const current = screen.getByLabelText(locale === 'es' ? /^Contraseña actual/ : /^Current password/);
      expect(current.hasAttribute('required')).toBe(true);
      await userEvent.click(screen.getByRole('button', { name: reset }));
      expect(await screen.findByText(required)).toBeTruthy();
      await waitFor(() => expect(document.activeElement).toBe(current));
      expect(calls).toHaveLength(0);
    },
  );

  it('says the mismatch in Spanish', async () => {
    await renderInShell(<ChangePasswordForm />, { api: fakeApi({}).api, locale: 'es' });
    await fill('old-pass-1', 'new-pass-1', 'new-pass-2', 'es');
    await userEvent.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    expect(
      await screen.findByText('Las contraseñas no coinciden, por favor ingrésalas de nuevo.'),
    ).toBeTruthy();
  });

  it('shows the server message on success and clears the fields', async () => {
    const { api, calls } = fakeApi({
      'PUT customers/change-password': () => ok(null, 'Password changed successfully'),
    });
    await renderInShell(<ChangePasswordForm />, { api });
    await fill('old-pass-1', 'new-pass-1', 'new-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password changed successfully')).toBeTruthy();
    expect(calls[0]?.body).toEqual({
      actual_password: 'old-pass-1',
      new_password: 'new-pass-1',
      password_confirmation: 'new-pass-1',
    });
    await waitFor(() => expect((screen.getByLabelText(/^New password/) as HTMLInputElement).value).toBe(''));
  });

  it("shows a failure in a toast titled 'Error' with the first field message", async () => {
    const { api } = fakeApi({
      'PUT customers/change-password': () => ({
        status: 422,
        body: {
          message: 'The given data was invalid.',
          data: { actual_password: ['The current password is incorrect.'] },
        },
      }),
    });
    await renderInShell(<ChangePasswordForm />, { api });
    await fill('wrong-pass', 'new-pass-1', 'new-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    const messages = await screen.findAllByText('The current password is incorrect.');
    const toast = messages.map((node) => node.closest('[role="alert"]')).find(Boolean);
    expect(toast?.textContent).toContain('Error');
    expect((screen.getByLabelText(/^New password/) as HTMLInputElement).value).toBe('new-pass-1');
  });

  it('shows the answer to too many guesses (429) in the error toast, in Spanish', async () => {
    const limited = 'Demasiados intentos. Inténtalo de nuevo en un minuto.';
    const { api } = fakeApi({
      'PUT customers/change-password': () => ({
        status: 429,
        body: { message: limited, error: { message: limited, code: 'tooManyAttempts' } },
      }),
    });
    await renderInShell(<ChangePasswordForm />, { api, locale: 'es' });
    await fill('guess-pass-1', 'new-pass-1', 'new-pass-1', 'es');
    await userEvent.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    const toast = (await screen.findByText(limited)).closest('[role="alert"]');
    expect(toast?.textContent).toContain('Error');
  });
});
