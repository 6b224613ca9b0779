import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderInShell, setCookie } from '../../test/render.tsx';
import { ExpertHomePage } from './ExpertHomePage.tsx';

const profile = {
  id: 3,
  first_name: 'Eva',
  last_name: 'Lindqvist',
  email: 'eva@example.com',
  profile_picture: null,
  role: 'Nutritionist',
  subscription: { id: 1 },
  metadata: { meets: 4, requests: 2, likes: 7 },
};

describe('the expert home', () => {
  it('greets the expert with name, role and stats: meetings, requests, likes', async () => {
    setCookie('userType', 'expert');
    const { api } = fakeApi({ 'GET experts/profile': () => ok(profile) });
    await renderInShell(<ExpertHomePage />, { api, route: '/experts/app' });
    expect(await screen.findByRole('heading', { name: 'Eva Lindqvist' })).toBeTruthy();
    expect(screen.getByText('Nutritionist')).toBeTruthy();
    expect(screen.getByText(/^Good (Morning|Afternoon|Evening)/)).toBeTruthy();
    const stats: [string, string][] = [
      ['4', 'Meetings held'],
      ['2', 'Upcoming requests'],
      ['7', 'Likes'],
    ];
    for (const [value, label] of stats)
      expect(screen.getByText(label).previousElementSibling?.textContent).toBe(value);
  });

  it('in Spanish', async () => {
    setCookie('userType', 'expert');
    const { api } = fakeApi({ 'GET experts/profile': () => ok(profile) }, 'es');
    await renderInShell(<ExpertHomePage />, { api, route: '/experts/app', locale: 'es' });
    expect(await screen.findByText('Reuniones realizadas')).toBeTruthy();
    expect(screen.getByText('Solicitudes próximas')).toBeTruthy();
    expect(screen.getByText('Me gusta')).toBeTruthy();
  });
});
