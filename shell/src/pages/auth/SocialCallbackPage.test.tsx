import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderInShell, setCookie } from '../../test/render.tsx';
import { SocialCallbackPage } from './SocialCallbackPage.tsx';

const profile = {
  id: 'sub-1',
  social_provider: 'google',
  first_name: 'Ana',
  last_name: 'Google',
  email: 'ana@example.test',
  profile_picture: null,
  country: null,
};

const renderCallback = (api: ReturnType<typeof fakeApi>['api'], route: string, locale: 'en' | 'es' = 'en') =>
  renderInShell(<SocialCallbackPage />, { api, locale, route, path: '/auth/callback/:provider' });

const location = () => screen.getByTestId('location').textContent;

afterEach(() => sessionStorage.clear());

describe('the social sign-in callback page', () => {
  it('sends the code and state once and goes to the home of a signed-in customer', async () => {
    const { api, calls } = fakeApi({
      'POST auth/callback/google': () => {
        setCookie('userType', 'customer');
        return ok({ outcome: 'signed_in', token: 't', user: { id: 1 }, user_type: 'customer' });
      },
      'GET customers/profile': () => ok({ id: 1, first_name: 'Ana', last_name: 'Google', email: 'a@b.c' }),
    });
    await renderCallback(api, '/auth/callback/google?code=c-1&state=s-1&iss=https%3A%2F%2Fissuer');
    expect(screen.getByText('Checking your account with the provider…')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/customer/app'));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ code: 'c-1', state: 's-1', iss: 'https://issuer' });
  });

  it.each([
    [
      'the booking a guest was sent to sign in from',
      '/customer/app/experts/7/booking',
      '/customer/app/experts/7/booking',
    ],
    ['home, for a page of the other area', '/experts/app/profits', '/customer/app'],
    ['home, for another site', '//evil.example/customer/app', '/customer/app'],
  ])('goes back to %s once signed in', async (_what, kept, expected) => {
    sessionStorage.setItem('sign-in-return', kept);
    const { api } = fakeApi({
      'POST auth/callback/google': () => {
        setCookie('userType', 'customer');
        return ok({ outcome: 'signed_in', token: 't', user: { id: 1 }, user_type: 'customer' });
      },
      'GET customers/profile': () => ok({ id: 1, first_name: 'Ana', last_name: 'Google', email: 'a@b.c' }),
    });
    await renderCallback(api, '/auth/callback/google?code=c&state=s');
    await waitFor(() => expect(location()).toBe(expected));
    expect(sessionStorage.getItem('sign-in-return')).toBeNull();
  });

  it('keeps a new profile in this tab (not the URL) and opens the right sign-up page', async () => {
    sessionStorage.setItem('social-sign-in-area', 'expert');
    const answer = { outcome: 'sign_up', area: 'expert', social_ticket: 'ticket-1', profile };
    const { api } = fakeApi({ 'POST auth/callback/google': () => ok(answer) });
    await renderCallback(api, '/auth/callback/google?code=c&state=s');
    await waitFor(() => expect(location()).toBe('/experts/get-started'));
    expect(JSON.parse(sessionStorage.getItem('social-sign-up') ?? 'null')).toEqual(answer);
  });

  it('shows the refusal in Spanish with a way back to the login of the area it started from', async () => {
    sessionStorage.setItem('social-sign-in-area', 'expert');
    const message =
      'Ya existe una cuenta con este correo. Inicia sesión con tu contraseña; el proveedor no confirmó este correo.';
    const { api } = fakeApi({
      'POST auth/callback/facebook': () => ({ status: 409, body: { message, error: { message } } }),
    });
    await renderCallback(api, '/auth/callback/facebook?code=c&state=s', 'es');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('No pudimos iniciar tu sesión')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' }).getAttribute('href')).toBe(
      '/experts/login',
    );
  });

  it('does not call the api when the provider sent back an error or no code', async () => {
    const { api, calls } = fakeApi({});
    await renderCallback(api, '/auth/callback/apple?error=user_cancelled_authorize&state=s');
    expect(await screen.findByText('The sign-in was cancelled or did not complete.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/customer/login');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
