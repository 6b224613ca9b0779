import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createTheme, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useEffect, useMemo, useRef, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { Locale } from 'shared-contracts';
import { ShellContext, type ShellContextValue } from 'shared-contracts/react';
import { messages as en } from '../catalog/en.ts';
import { messages as es } from '../catalog/es.ts';
import { HarnessLayout } from './HarnessLayout.tsx';
import { createHarnessApi, GUEST, harnessNotify, loadSession } from './harnessShell.ts';

const theme = createTheme({});

/** Stands in for the shell: the providers the remote expects, and nothing the remote imports. */
export function HarnessApp() {
  const [locale, setLocale] = useState<Locale>('en');
  const [session, setSession] = useState(GUEST);
  const localeRef = useRef(locale);
  localeRef.current = locale;

  // The shell merges each remote's catalogs the same way: from the exposed ./catalog/<locale>.
  const i18n = useMemo(() => setupI18n({ locale: 'en', messages: { en, es } }), []);
  const api = useMemo(
    () =>
      createHarnessApi(
        () => localeRef.current,
        () => setSession(GUEST),
      ),
    [],
  );

  useEffect(() => {
    i18n.activate(locale);
    document.documentElement.lang = locale;
  }, [i18n, locale]);

  useEffect(() => {
    void loadSession(api).then(setSession);
  }, [api]);

  const shell = useMemo<ShellContextValue>(
    () => ({
      session,
      locale,
      setLocale,
      accountMode: 'customer',
      api,
      notify: harnessNotify,
      refreshSession: () => loadSession(api).then(setSession),
    }),
    [session, locale, api],
  );

  return (
    <MantineProvider theme={theme}>
      <Notifications />
      <I18nProvider i18n={i18n}>
        <ShellContext.Provider value={shell}>
          <BrowserRouter>
            <HarnessLayout />
          </BrowserRouter>
        </ShellContext.Provider>
      </I18nProvider>
    </MantineProvider>
  );
}
