import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../test/fake-api.ts';
import { renderInShell, setCookie } from '../test/render.tsx';
import { AppTopBar } from './AppTopBar.tsx';

const profile = {
  id: 3,
  first_name: 'Eva',
  last_name: 'Lind',
  email: 'eva@example.com',
  profile_picture: null,
  subscription: null,
};

describe('signed-in top bar', () => {
  it('signs out: POST /logout, session cookies cleared, back to the login of the area left', async () => {
    setCookie('userType', 'expert');
    setCookie('isAccountExpert', 'true');
    const { api, calls } = fakeApi({
      'GET experts/profile': () => ok(profile),
      'POST logout': () => ok(null),
    });
    await renderInShell(<AppTopBar area="expert" />, { api, route: '/experts/app' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/experts/login'));
    expect(calls.some((call) => call.method === 'POST' && call.path === 'logout')).toBe(true);
    expect(document.cookie).not.toMatch(/userType|isAccountExpert/);
  });

  it("the expert's links: home, meetings, profits and profile", async () => {
    setCookie('userType', 'expert');
    const { api } = fakeApi({ 'GET experts/profile': () => ok({ ...profile, subscription: { id: 1 } }) });
    await renderInShell(<AppTopBar area="expert" />, { api, route: '/experts/app' });
    const links = await screen.findAllByRole('link', { name: /^(Home|Meetings|Profits|My profile)$/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining([
        '/experts/app',
        '/experts/app/meetings',
        '/experts/app/profits',
        '/experts/app/account',
      ]),
    );
  });

  it("the customer's links: home, find experts, meetings, posts and account, the current page marked", async () => {
    setCookie('userType', 'customer');
    const { api } = fakeApi({ 'GET customers/profile': () => ok(profile) });
    await renderInShell(<AppTopBar area="customer" />, { api, route: '/customer/app/meetings' });
    const names = /^(Home|Find experts|Meetings|Posts|My account)$/;
    const links = await screen.findAllByRole('link', { name: names });
    expect(new Set(links.map((link) => link.getAttribute('href')))).toEqual(
      new Set([
        '/customer/app',
        '/customer/app/experts',
        '/customer/app/meetings',
        '/customer/app/posts',
        '/customer/app/account',
      ]),
    );
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.length).toBeGreaterThan(0);
    expect(current.every((link) => link.textContent === 'Meetings')).toBe(true);
  });

  it("Expert Account on without an expert profile opens mf_expert_studio's registration dialog (here unreachable: a Retry), the customer staying", async () => {
    setCookie('userType', 'customer');
    const { api } = fakeApi({
      'GET customers/profile': () => ok(profile),
      'GET experts/profile': () => ({ status: 404, body: { message: 'Not found.' } }),
    });
    await renderInShell(<AppTopBar area="customer" />, { api, route: '/customer/app' });
    await userEvent.click(screen.getByRole('switch', { name: 'Expert Account' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/customer/app');
    expect((screen.getByRole('switch', { name: 'Expert Account' }) as HTMLInputElement).checked).toBe(false);
  });

  it('Expert Account on with a subscription goes to /experts/app; off goes back with the confirmation', async () => {
    setCookie('userType', 'customer');
    const subscribed = { ...profile, subscription: { id: 1 } };
    const { api } = fakeApi({
      'GET customers/profile': () => ok(profile),
      'GET experts/profile': () => ok(subscribed),
    });
    await renderInShell(<AppTopBar area="customer" />, { api, route: '/customer/app' });
    await userEvent.click(screen.getByRole('switch', { name: 'Expert Account' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/experts/app'));
    expect(document.cookie).toContain('isAccountExpert=true');
    await userEvent.click(screen.getByRole('switch', { name: 'Expert Account' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/customer/app'));
    expect(await screen.findByText('Account change to CUSTOMER')).toBeTruthy();
    expect(document.cookie).toContain('isAccountExpert=false');
  });

  it('has the notification bell in the bar itself, at every width, with the count', async () => {
    setCookie('userType', 'customer');
    const { api } = fakeApi({
      'GET customers/profile': () => ok(profile),
      'GET notifications': () => ({
        body: {
          data: [],
          meta: { current_page: 1, last_page: 1, per_page: 20, total: 4, from: null, to: null, unread: 4 },
        },
      }),
    });
    await renderInShell(<AppTopBar area="customer" />, { api, route: '/customer/app' });
    const bell = await within(screen.getByRole('banner')).findByRole('button', {
      name: 'Notifications, 4 unread',
    });
    // Not inside the parts that fold into the menu below md.
    expect(bell.closest('.mantine-visible-from-md, .mantine-hidden-from-md')).toBeNull();
  });
});
