import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  Container,
  createTheme,
  Divider,
  MantineProvider,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Locale } from 'shared-contracts';
import { ShellContext, type ShellContextValue } from 'shared-contracts/react';
import { messages as en } from '../catalog/en.ts';
import { messages as es } from '../catalog/es.ts';
import CardPicker from '../widgets/CardPicker.tsx';
import PaymentMethods from '../widgets/PaymentMethods.tsx';
import { createHarnessApi, GUEST, harnessNotify, loadSession } from './harnessShell.ts';

const theme = createTheme({});

/** Stands in for the shell: the providers the remote expects, the list and the picker side by side. */
export function HarnessApp() {
  const [locale, setLocale] = useState<Locale>('en');
  const [session, setSession] = useState(GUEST);
  const [picked, setPicked] = useState<string | null>(null);
  const localeRef = useRef(locale);
  localeRef.current = locale;
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
          <Container size="sm" py="xl">
            <Stack>
              <SegmentedControl
                value={locale}
                onChange={(value) => setLocale(value as Locale)}
                data={[
                  { value: 'en', label: 'EN' },
                  { value: 'es', label: 'ES' },
                ]}
              />
              {session.status === 'signed-in' ? (
                <>
                  <PaymentMethods />
                  <Divider />
                  <CardPicker value={picked} onChange={setPicked} />
                  <Text size="sm">Picked: {picked ?? '—'}</Text>
                </>
              ) : (
                <Text>Sign in as a customer in the shell on this origin (npm start), then reload.</Text>
              )}
            </Stack>
          </Container>
        </ShellContext.Provider>
      </I18nProvider>
    </MantineProvider>
  );
}
