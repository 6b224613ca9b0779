import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { type BecomeExpertProps, RemoteLoadError } from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customer } from '../../test/customer.ts';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { load } from '../../test/fake-federation.ts';
import { renderInShell, setCookie } from '../../test/render.tsx';
import { CustomerHomePage } from '../customer/CustomerHomePage.tsx';
import { SocialCallbackPage } from './SocialCallbackPage.tsx';

vi.mock('remote-kit/federation', async (importOriginal) =>
  (await import('../../test/fake-federation.ts')).fakeFederation(importOriginal),
);

/** mf_expert_studio's registration dialog as the shell mounts it. */
function BecomeExpert({ onClose }: BecomeExpertProps) {
  return (
    <div role="dialog" aria-label="Become an expert">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

beforeEach(() => {
  load.mockReset();
  load.mockImplementation(async (remote, module) => {
    if (module.startsWith('./catalog/')) return { messages: {} } as never;
    if (remote === 'mf_expert_studio' && module === './BecomeExpert')
      return { default: BecomeExpert } as never;
    throw new RemoteLoadError(remote, module);
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => sessionStorage.clear());

describe('a customer-only account signing in with a provider at the expert login', () => {
  it('lands on the customer home, signed in as the customer, with the registration dialog open', async () => {
    sessionStorage.setItem('social-sign-in-area', 'expert');
    const { api } = fakeApi({
      'POST auth/callback/google': () => {
        setCookie('userType', 'customer');
        return ok({ outcome: 'become_expert', token: 't', user: { id: 7 }, user_type: 'customer' });
      },
      'GET customers/profile': () => ok({ ...customer, timezone: 'Europe/Madrid', subscription: null }),
    });
    await renderInShell(
      <Routes>
        <Route path="/auth/callback/:provider" element={<SocialCallbackPage />} />
        <Route path="/customer/app" element={<CustomerHomePage />} />
      </Routes>,
      { api, route: '/auth/callback/google?code=c&state=s' },
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/customer/app'));
    const dialog = await screen.findByRole('dialog', { name: 'Become an expert' });
    expect(screen.getByRole('heading', { name: 'Boost your experience' })).toBeTruthy();
    expect(document.cookie).toContain('isAccountExpert=false');

    // Closed without registering: the customer stays home, and it does not open again by itself.
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(screen.getByRole('button', { name: 'Upgrade now' })).toBeTruthy();
  });
});
