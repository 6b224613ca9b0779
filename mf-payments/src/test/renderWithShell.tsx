import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ApiClient, Locale } from 'shared-contracts';
import { ShellContext, type ShellContextValue } from 'shared-contracts/react';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';

/** An api client whose calls are mocks the test answers. */
export function fakeApi() {
  const api = {
    get: vi.fn(),
    list: vi.fn(),
    post: vi.fn(),
    put: vi.fn(),
    delete: vi.fn(),
    upload: vi.fn(),
    ky: undefined as unknown as ApiClient['ky'],
  };
  return api as typeof api & ApiClient;
}

/** Renders a remote module inside what the shell provides: Mantine, Lingui, the shell context. */
export function renderWithShell(
  element: ReactNode,
  { api, locale = 'en' }: { api: ApiClient; locale?: Locale },
) {
  // The shell's Lingui instance carries its own messages; the remote adds its catalog on mount.
  const i18n = setupI18n({ locale, messages: { [locale]: {} } });
  const notify = { success: vi.fn(), error: vi.fn() };
  const shell: ShellContextValue = {
    session: { status: 'signed-in', user: null, userType: 'customer' },
    locale,
    setLocale: () => {},
    accountMode: 'customer',
    api,
    notify,
    refreshSession: async () => {},
  };
  const view = render(
    <MantineProvider>
      <I18nProvider i18n={i18n}>
        <ShellContext.Provider value={shell}>
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
            {element}
          </SWRConfig>
        </ShellContext.Provider>
      </I18nProvider>
    </MantineProvider>,
  );
  return { ...view, notify };
}
