import { type Messages, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { type ApiClient, type CustomerProfile, createApiClient, type Locale, paths } from 'shared-contracts';
import {
  createRealtimeHub,
  type Notify,
  type Session,
  ShellContext,
  type ShellContextValue,
} from 'shared-contracts/react';
import { SWRConfig } from 'swr';
import { createRemoteCatalogs } from '../federation/remote-catalogs.ts';
import { cssVariablesResolver, theme } from '../theme/theme.ts';

const GUEST: Session = { status: 'guest', user: null, userType: null };

const notify: Notify = {
  success: (message, title) => notifications.show({ color: 'green', message, title }),
  error: (message, title) => notifications.show({ color: 'red', message, title }),
};

/** A customer signed in through the real shell (same origin cookie) is picked up; else a guest. */
async function loadSession(api: ApiClient): Promise<Session> {
  try {
    const { data } = await api.get<CustomerProfile>(paths.customerProfile);
    return { status: 'signed-in', user: data, userType: 'customer' };
  } catch {
    return GUEST;
  }
}

/**
 * Stands in for the shell when a remote runs alone (`npm run dev -w mf-x`): the providers a remote
 * expects (Mantine, notifications, a router, one Lingui instance with the remote's catalogs,
 * ShellContext with a real api client, and other remotes' widgets loaded through the Module
 * Federation runtime from the runner's `/remotes.json`). Development only: exposed modules never
 * import it.
 */
export function RemoteHarness({
  catalogs,
  children,
}: {
  catalogs: Record<Locale, Messages>;
  children: ReactNode;
}) {
  const [locale, setLocale] = useState<Locale>('en');
  const [session, setSession] = useState(GUEST);
  const localeRef = useRef(locale);
  localeRef.current = locale;

  // The shell merges each remote's catalogs the same way: from the exposed ./catalog/<locale>.
  const i18n = useMemo(() => setupI18n({ locale: 'en', messages: catalogs }), [catalogs]);
  const remotes = useMemo(() => createRemoteCatalogs(i18n), [i18n]);
  const api = useMemo(
    () =>
      createApiClient({
        locale: () => localeRef.current,
        onUnauthorized: () => setSession(GUEST),
        fallbackMessage: () => (localeRef.current === 'es' ? 'Ha ocurrido un error' : 'Something went wrong'),
      }),
    [],
  );

  useEffect(() => {
    // The remote's own catalogs are loaded for both languages at set-up; other remotes' follow.
    void remotes.mergeAll(locale).then(() => {
      i18n.activate(locale);
      document.documentElement.lang = locale;
    });
  }, [i18n, remotes, locale]);

  useEffect(() => {
    void loadSession(api).then(setSession);
  }, [api]);

  const realtime = useMemo(createRealtimeHub, []);
  const shell = useMemo<ShellContextValue>(
    () => ({
      session,
      locale,
      setLocale,
      accountMode: 'customer',
      api,
      notify,
      loadRemote: remotes.loadRemote,
      refreshSession: () => loadSession(api).then(setSession),
      // Alone, a remote gets no socket: nothing is published (the shell's socket feeds it in the app).
      realtime,
    }),
    [session, locale, api, remotes, realtime],
  );

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications />
      <I18nProvider i18n={i18n}>
        <ShellContext.Provider value={shell}>
          <SWRConfig value={{ revalidateOnFocus: false }}>
            <BrowserRouter>{children}</BrowserRouter>
          </SWRConfig>
        </ShellContext.Provider>
      </I18nProvider>
    </MantineProvider>
  );
}
