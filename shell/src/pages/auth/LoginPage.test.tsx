import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { customer } from '../../test/customer.ts';
import { type FakeRequest, fakeApi, ok } from '../../test/fake-api.ts';
import { renderInShell, setCookie } from '../../test/render.tsx';
import { LoginPage } from './LoginPage.tsx';

afterEach(() => sessionStorage.clear());

describe('login with Google, Facebook and Apple', () => {
  it('shows a button for each configured provider and starts the sign-in for the area', async () => {
    let authorized = 0;
    const { api, calls } = fakeApi({
      'GET auth/providers': () => ok({ providers: ['google', 'facebook', 'apple'] }),
      'GET auth/facebook/authorize': () => {
        authorized += 1;
        return {
          status: 503,
          body: { message: 'The provider could not confirm who you are. Please try again.' },
        };
      },
    });
    await renderInShell(<LoginPage area="expert" />, { api, route: '/experts/login' });
    for (const name of ['Continue with Google', 'Continue with Facebook', 'Continue with Apple'])
      expect(await screen.findByRole('button', { name })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    await waitFor(() => expect(authorized).toBe(1));
    const start = calls.find((call) => call.path === 'auth/facebook/authorize');
    expect(start?.query.get('area')).toBe('expert');
    // The provider could not be reached: the page says so and the buttons work again.
    expect(
      await screen.findByText('The provider could not confirm who you are. Please try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Google' }).hasAttribute('disabled')).toBe(false);
  });

  it('labels the buttons in Spanish and shows only the configured providers', async () => {
    const { api } = fakeApi({ 'GET auth/providers': () => ok({ providers: ['apple'] }) });
    await renderInShell(<LoginPage area="customer" />, { api, locale: 'es', route: '/customer/login' });
    expect(await screen.findByRole('button', { name: 'Continuar con Apple' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continuar con Google' })).toBeNull();
  });

  it('shows no buttons when no provider is configured', async () => {
    const { api, calls } = fakeApi({ 'GET auth/providers': () => ok({ providers: [] }) });
    await renderInShell(<LoginPage area="customer" />, { api, route: '/customer/login' });
    await waitFor(() => expect(calls.some((call) => call.path === 'auth/providers')).toBe(true));
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
  });

  it('offers Retry when the providers cannot be loaded', async () => {
    let attempts = 0;
    const { api } = fakeApi({
      'GET auth/providers': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 500, body: { message: 'Server Error' } }
          : ok({ providers: ['google'] });
      },
    });
    await renderInShell(<LoginPage area="customer" />, { api, locale: 'es', route: '/customer/login' });
    expect(await screen.findByText(/No se pudieron cargar las opciones de acceso/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Continuar con Google' })).toBeTruthy();
  });
});

describe("login and the account's language", () => {
  /** The api of a password login that signs the customer in. */
  function signingIn(extra = {}) {
    return fakeApi({
      'GET auth/providers': () => ok({ providers: [] }),
      'POST login': () => {
        setCookie('userType', 'customer');
        return ok({ token: 'token', user: customer, user_type: 'customer' });
      },
      'GET customers/profile': () => ok(customer),
      ...extra,
    });
  }

  async function logIn(email: RegExp, password: RegExp, submit: string) {
    await userEvent.type(await screen.findByLabelText(email), customer.email);
    await userEvent.type(screen.getByLabelText(password), 'correct-horse-1');
    await userEvent.click(screen.getByRole('button', { name: submit }));
  }

  it('makes a language chosen on this device before signing in the account’s', async () => {
    setCookie('locale', 'es');
    const { api, calls } = signingIn({ 'PUT account/language': (request: FakeRequest) => ok(request.body) });
    await renderInShell(<LoginPage area="customer" />, { api, locale: 'es', route: '/customer/login' });
    await logIn(/^Correo electrónico/, /^Contraseña/, 'Iniciar sesión');
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'account/language').map((call) => call.body)).toEqual([
        { locale: 'es' },
      ]),
    );
  });

  it('leaves the account’s language as it is when none was chosen on this device', async () => {
    const { api, calls } = signingIn();
    await renderInShell(<LoginPage area="customer" />, { api, route: '/customer/login' });
    await logIn(/^Email/, /^Password/, 'Sign in');
    await waitFor(() => expect(calls.some((call) => call.path === 'customers/profile')).toBe(true));
    expect(calls.some((call) => call.path === 'account/language')).toBe(false);
  });
});
