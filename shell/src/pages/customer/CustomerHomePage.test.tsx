import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderInShell, setCookie } from '../../test/render.tsx';
import { CustomerHomePage } from './CustomerHomePage.tsx';

const profile = {
  id: 3,
  first_name: 'Ana',
  last_name: 'Ruiz',
  email: 'ana@example.com',
  profile_picture: null,
  country: { code: 'ES', country: 'Spain' },
  timezone: 'Europe/Madrid',
  subscription: null,
  is_expert: false,
  meets: 0,
  posts: 0,
};

describe('the customer home', () => {
  it("'Boost your experience': Upgrade now asks mf_expert_studio for the plan dialog (unreachable here: a Retry)", async () => {
    setCookie('userType', 'customer');
    const { api } = fakeApi({ 'GET customers/profile': () => ok(profile) });
    await renderInShell(<CustomerHomePage />, { api, route: '/customer/app' });
    expect(await screen.findByRole('heading', { name: 'Boost your experience' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade now' }));
    expect((await screen.findAllByRole('button', { name: 'Retry' })).length).toBeGreaterThan(0);
  });

  it('has no banner once the account has a plan, and speaks Spanish', async () => {
    setCookie('userType', 'customer');
    const { api } = fakeApi(
      { 'GET customers/profile': () => ok({ ...profile, subscription: { id: 1 } }) },
      'es',
    );
    await renderInShell(<CustomerHomePage />, { api, route: '/customer/app', locale: 'es' });
    expect(await screen.findByText('Buscar un experto')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Potencia tu experiencia' })).toBeNull();
  });
});
