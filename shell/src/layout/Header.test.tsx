import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customer } from '../test/customer.ts';
import { fakeApi, ok } from '../test/fake-api.ts';
import { renderInShell, setCookie } from '../test/render.tsx';
import { Header } from './Header.tsx';

describe('header', () => {
  it('offers sign-up and login to guests, and no account link', async () => {
    const { api, calls } = fakeApi({});
    await renderInShell(<Header />, { api });
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/get-started');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/customer/login');
    expect(screen.getByRole('link', { name: 'Get the App' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login for Experts' }).getAttribute('href')).toBe(
      '/experts/login',
    );
    expect(screen.queryByRole('link', { name: /Account/ })).toBeNull();
    // No session cookie: the profile is not asked for.
    expect(calls).toHaveLength(0);
  });

  it('shows a signed-in customer the Account link with a placeholder, without sign-up, login or app links', async () => {
    setCookie('userType', 'customer');
    const { api, calls } = fakeApi({ 'GET customers/profile': () => ok(customer) });
    await renderInShell(<Header />, { api });
    const account = await screen.findByRole('link', { name: /Account/ });
    expect(account.getAttribute('href')).toBe('/customer/app');
    expect(within(account).getByTestId('avatar-placeholder')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Get the App' })).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['customers/profile']);
  });

  it('leads a signed-in expert to /experts/app with the profile picture', async () => {
    setCookie('userType', 'expert');
    const { api } = fakeApi({
      'GET experts/profile': () => ok({ ...customer, profile_picture: '/uploads/ana.webp', role: 'Lawyer' }),
    });
    await renderInShell(<Header />, { api });
    const account = await screen.findByRole('link', { name: /Account/ });
    expect(account.getAttribute('href')).toBe('/experts/app');
    expect(account.querySelector('img')?.getAttribute('src')).toBe('/uploads/ana.webp');
  });

  it('treats an expired session as a guest', async () => {
    setCookie('userType', 'customer');
    const { api } = fakeApi({
      'GET customers/profile': () => ({ status: 401, body: { message: 'Unauthenticated.' } }),
    });
    await renderInShell(<Header />, { api });
    expect(await screen.findByRole('link', { name: 'Sign Up' })).toBeTruthy();
  });

  it('opens the small-screen menu with every entry, in Spanish too', async () => {
    const { api } = fakeApi({});
    const { container } = await renderInShell(<Header />, { api, locale: 'es' });
    // jsdom is a 1024 px window and applies Mantine's hidden-from/visible-from rules: the burger is
    // hidden there, as on a desktop. Without those rules the test reaches the phone's menu (whose
    // layout the e2e suites check at 375 px).
    expect(screen.queryByRole('button', { name: 'Abrir menú' })).toBeNull();
    for (const style of Array.from(container.querySelectorAll('style')))
      if (style.sheet) style.sheet.disabled = true;
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const menu = await screen.findByRole('dialog', { name: 'Menú' });
    for (const name of [
      'Acerca de',
      'Cómo funciona',
      'Acceso para expertos',
      'Obtén la app',
      'Regístrate',
      'Iniciar sesión',
    ]) {
      expect(within(menu).getByRole('link', { name })).toBeTruthy();
    }
  });
});
