import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { ApiClient, Envelope, Locale, Paginated } from 'shared-contracts';
import { ShellContext, type ShellContextValue } from 'shared-contracts/react';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';

export type Answer = (path: string, query: Record<string, unknown> | undefined) => unknown;

/** An api client whose GETs answer from `answer`; the calls are recorded. */
export function fakeApi(answer: Answer) {
  const get = vi.fn(async (path: string, query?: Record<string, unknown>) => answer(path, query));
  const unused = vi.fn(async () => {
    throw new Error('not used by discovery');
  });
  const api = {
    get: get as unknown as ApiClient['get'],
    list: get as unknown as ApiClient['list'],
    post: unused,
    put: unused,
    delete: unused,
    upload: unused,
    ky: undefined as unknown as ApiClient['ky'],
  } satisfies ApiClient;
  return { api, get };
}

export function envelope<T>(data: T): Envelope<T> {
  return { data };
}

export function page<T>(data: T[], currentPage: number, lastPage: number, total = data.length): Paginated<T> {
  return {
    data,
    meta: { current_page: currentPage, last_page: lastPage, from: 1, to: data.length, total, per_page: 30 },
  };
}

interface Options {
  api: ApiClient;
  locale?: Locale;
  /** The URL the router starts on. */
  url?: string;
  /** The route pattern the element is mounted under. */
  path?: string;
}

/** Renders a remote module inside what the shell provides: Mantine, Lingui, router, shell context. */
export function renderWithShell(element: ReactNode, { api, locale = 'en', url = '/', path = '*' }: Options) {
  // The shell's Lingui instance carries its own messages; the remote adds its catalog on mount.
  const i18n = setupI18n({ locale, messages: { [locale]: {} } });
  const shell: ShellContextValue = {
    session: { status: 'guest', user: null, userType: null },
    locale,
    setLocale: () => {},
    accountMode: 'customer',
    api,
    notify: { success: () => {}, error: () => {} },
    refreshSession: async () => {},
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
    <MantineProvider>
      <I18nProvider i18n={i18n}>
        <ShellContext.Provider value={shell}>
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
            <RouterProvider router={router} />
          </SWRConfig>
        </ShellContext.Provider>
      </I18nProvider>
    </MantineProvider>,
  );
  return { ...view, router, i18n };
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
