import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ApiClient, Locale } from 'shared-contracts';
import type { LoadRemote } from 'shared-contracts/react';
import { SWRConfig } from 'swr';
import { activateLocale, remoteCatalogs } from '../i18n/catalogs.ts';
import { Providers } from '../providers/Providers.tsx';

/** Shows the current path, so tests can see where the app navigated. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

interface RenderOptions {
  api: ApiClient;
  locale?: Locale;
  route?: string;
  /** Route pattern the ui is mounted at (default '*'). */
  path?: string;
}

/** Renders inside the shell's real providers (Mantine, Lingui with the real catalogs, ShellContext). */
export async function renderInShell(
  ui: ReactNode,
  { api, locale = 'en', route = '/', path = '*' }: RenderOptions,
) {
  await activateLocale(locale);
  // A loader of its own per test: no module a test loaded is rendered at once in the next.
  const loadRemote: LoadRemote = (remote, module) => remoteCatalogs.loadRemote(remote, module);
  return render(
    <MemoryRouter initialEntries={[route]}>
      {/* A fresh SWR cache per test: no answer leaks from one test into the next. */}
      <SWRConfig value={{ provider: () => new Map() }}>
        <Providers initialLocale={locale} api={api} loadRemote={loadRemote} mantineEnv="test">
          <Routes>
            <Route path={path} element={ui} />
            {path === '*' ? null : <Route path="*" element={null} />}
          </Routes>
          <LocationProbe />
        </Providers>
      </SWRConfig>
    </MemoryRouter>,
  );
}

export function setCookie(name: string, value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = `${name}=${value}; Path=/`;
}
