import { setupI18n } from '@lingui/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { Locale } from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shellMessages } from '../i18n/shell-messages.ts';
import { Header } from '../layout/Header.tsx';
import { setCookie } from '../test/render.tsx';
import { IslandProviders } from './IslandProviders.tsx';
import { GUEST_SESSION, setIslandSession } from './island-session.ts';
import { keepIslandInput, restoreKeptInput } from './kept-text.ts';
import { CustomerSignUp } from './sign-up-islands.tsx';

const PROFILE = {
  id: 1,
  first_name: 'Ana',
  last_name: 'Ruiz',
  email: 'ana@example.com',
  country: { code: 'ES', country: 'Spain' },
  timezone: 'Europe/Madrid',
  phone_number: '+34 600 000 000',
  countries: ['ES'],
  categories_id: [1, 2, 3],
};

/** The api under /api/v1, as the islands' client calls it (the page's origin). */
const ANSWERS: Record<string, unknown> = {
  'GET countries': [{ code: 'ES', country: 'Spain', flag: '🇪🇸' }],
  'GET timezone': [{ code: 'Europe/Madrid' }],
  'GET categories': [],
  'GET auth/providers': { providers: [] },
  'GET customers/profile': PROFILE,
};

/** Node's Request takes no address relative to the page's, which the islands' client calls. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.origin) : input, init);
  }
}

beforeEach(() => {
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new PageRequest(input, init);
    const route = `${request.method} ${new URL(request.url).pathname.replace(/^\/api\/v1\//, '')}`;
    const data = ANSWERS[route];
    return data === undefined
      ? Response.json({ message: 'Not found.' }, { status: 404 })
      : Response.json({ data });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  setIslandSession(GUEST_SESSION);
  window.sessionStorage.clear();
});

/** An island of the sign-up page: a React root of its own, as the islands' script renders it. */
async function renderIsland(island: ReactNode, locale: Locale = 'en') {
  const i18n = setupI18n({ locale, messages: { [locale]: await shellMessages[locale]() } });
  return render(
    <IslandProviders
      i18n={i18n}
      data={{ locale, swr: {}, renderedAt: Date.now() }}
      location={{ pathname: '/get-started', search: '', hash: '' }}
    >
      {island}
    </IslandProviders>,
  );
}

describe('the sign-up island', () => {
  it('goes on at step 2 for a visitor the cookies say is signed in, and the header island shows the account', async () => {
    setCookie('userType', 'customer');
    const header = await renderIsland(<Header />);
    expect(within(header.container).getAllByRole('link', { name: 'Sign Up' }).length).toBeGreaterThan(0);
    await renderIsland(<CustomerSignUp />);
    expect(await screen.findByRole('button', { name: 'Finish' })).toBeTruthy();
    await waitFor(() =>
      expect(within(header.container).getAllByRole('link', { name: 'Account' }).length).toBeGreaterThan(0),
    );
    expect(within(header.container).queryAllByRole('link', { name: 'Sign Up' })).toHaveLength(0);
  });

  it('comes back from a language switch with its text, its checkbox and its errors, in the new language, never the password', async () => {
    const spanish = await renderIsland(<CustomerSignUp />, 'es');
    await userEvent.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'no-es-un-correo');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'a-secret-password');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Formato de correo inválido')).toBeTruthy();
    keepIslandInput('body');
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('a-secret-password');
    spanish.unmount();

    // The page again, in English (the reload the switch is).
    await renderIsland(<CustomerSignUp />, 'en');
    restoreKeptInput();
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe(
      'no-es-un-correo',
    );
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('');
    expect(screen.getAllByText('Field required').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(false);
  });
});
