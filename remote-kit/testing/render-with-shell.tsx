import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { type ApiClient, type Locale, RemoteLoadError } from 'shared-contracts';
import {
  createRealtimeHub,
  type LoadRemote,
  type Session,
  ShellContext,
  type ShellContextValue,
} from 'shared-contracts/react';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';

const GUEST: Session = { status: 'guest', user: null, userType: null };

/** No other remote is reachable unless the test says how to load it. */
const noRemotes: LoadRemote = (remote, module) =>
  Promise.reject(new RemoteLoadError(remote, `${remote}/${module}`, new Error('not given to this test')));

interface RenderOptions {
  api: ApiClient;
  locale?: Locale;
  session?: Session;
  /** How other remotes' modules load (widgets inside this remote); default: none loads. */
  loadRemote?: LoadRemote;
  /** The URL the router starts on. */
  url?: string;
  /** The route pattern the element is mounted under. */
  path?: string;
}

/**
 * Renders a remote module inside what the shell provides: Mantine, Lingui (empty: the remote adds
 * its catalog when it mounts, as in the shell), a router, the shell context, a fresh SWR cache.
 */
export function renderWithShell(
  element: ReactNode,
  { api, locale = 'en', session = GUEST, loadRemote = noRemotes, url = '/', path = '*' }: RenderOptions,
) {
  const i18n = setupI18n({ locale, messages: { [locale]: {} } });
  const notify = { success: vi.fn(), error: vi.fn() };
  /** Tests publish the socket's events here (`realtime.publish`). */
  const realtime = createRealtimeHub();
  const shell: ShellContextValue = {
    session,
    locale,
    setLocale: () => {},
    accountMode: session.userType ?? 'customer',
    api,
    notify,
    loadRemote,
    refreshSession: async () => {},
    realtime,
  };
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {element}
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <MantineProvider env="test">
      <I18nProvider i18n={i18n}>
        <ShellContext.Provider value={shell}>
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
            <RouterProvider router={router} />
          </SWRConfig>
        </ShellContext.Provider>
      </I18nProvider>
    </MantineProvider>,
  );
  return { ...view, router, i18n, notify, realtime };
}

/** The current URL, so tests can read what the screen put in the query. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location" hidden>{`${location.pathname}${location.search}`}</output>;
}

export function currentUrl(container: HTMLElement = document.body): URL {
  const probe = container.querySelector('[data-testid="location"]');
  return new URL(probe?.textContent ?? '/', 'http://test');
}
