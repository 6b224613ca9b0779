import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customer } from '../test/customer.ts';
import { type FakeRequest, fakeApi, ok } from '../test/fake-api.ts';
import { renderInShell, setCookie } from '../test/render.tsx';
import { Footer } from './Footer.tsx';

const languageCalls = (calls: FakeRequest[]) =>
  calls.filter((call) => call.method === 'PUT' && call.path === 'account/language').map((call) => call.body);

describe('the EN/ES switch', () => {
  it("keeps a signed-in person's choice on the account, for the mails the api sends them", async () => {
    setCookie('userType', 'customer');
    const { api, calls } = fakeApi({
      'GET customers/profile': () => ok(customer),
      'PUT account/language': (request) => ok(request.body),
    });
    await renderInShell(<Footer />, { api, route: '/customer/app' });
    await waitFor(() => expect(calls.some((call) => call.path === 'customers/profile')).toBe(true));
    await userEvent.click(screen.getByText('ES', { exact: true }));
    await waitFor(() => expect(languageCalls(calls)).toEqual([{ locale: 'es' }]));
    await screen.findByRole('link', { name: 'Política de Privacidad' });
    await userEvent.click(screen.getByText('EN', { exact: true }));
    await waitFor(() => expect(languageCalls(calls)).toEqual([{ locale: 'es' }, { locale: 'en' }]));
  });

  it("keeps a guest's choice on the device only", async () => {
    const { api, calls } = fakeApi({});
    await renderInShell(<Footer />, { api });
    await userEvent.click(screen.getByText('ES', { exact: true }));
    await screen.findByRole('link', { name: 'Política de Privacidad' });
    expect(document.cookie).toContain('locale=es');
    expect(languageCalls(calls)).toEqual([]);
  });
});
