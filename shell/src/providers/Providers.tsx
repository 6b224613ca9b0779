import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from 'remote-kit/theme';
import { type ApiClient, isWorthRetrying, type Locale } from 'shared-contracts';
import type { LoadRemote } from 'shared-contracts/react';
import { type Cache, type Middleware, SWRConfig } from 'swr';
import { i18n as pageI18n } from '../i18n/catalogs.ts';
import { ShellProvider } from '../session/ShellProvider.tsx';
import { LabelledMantineControls } from './LabelledMantineControls.tsx';

interface ProvidersProps {
  children: ReactNode;
  initialLocale: Locale;
  api?: ApiClient;
  /** 'test' turns off Mantine's transitions and portals (component tests). */
  mantineEnv?: 'default' | 'test';
  /** The server's render: its request's Lingui instance (the page's one is shared by its requests). */
  i18n?: I18n;
  /** The server's render: remotes through the server's federation. */
  loadRemote?: LoadRemote;
  /** How data reaches SWR: fetched by the server render, or handed over by it to the browser. */
  swrMiddleware?: Middleware;
  /** A page rendered on the server: SWR's cache starts with the answers it was rendered with. */
  swrCache?: Cache;
}

/** The only MantineProvider, Notifications, I18nProvider and ShellContext of the page. */
export function Providers({
  children,
  initialLocale,
  api,
  mantineEnv = 'default',
  i18n = pageI18n,
  loadRemote,
  swrMiddleware,
  swrCache,
}: ProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={mantineEnv}
    >
      <I18nProvider i18n={i18n}>
        <LabelledMantineControls>
          {/* Bottom: toasts never cover the header controls (Sign out, Expert Account). */}
          <Notifications position="bottom-right" />
          <SWRConfig
            value={{
              revalidateOnFocus: false,
              ...(swrMiddleware ? { use: [swrMiddleware] } : {}),
              ...(swrCache ? { provider: () => swrCache } : {}),
              // A 4xx will answer the same again; network and 5xx errors get SWR's retries.
              onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
                if (!isWorthRetrying(error)) return;
                if (retryCount >= 3) return;
                setTimeout(() => revalidate({ retryCount }), 1000 * 2 ** retryCount);
              },
            }}
          >
            <ShellProvider
              initialLocale={initialLocale}
              {...(api ? { api } : {})}
              {...(loadRemote ? { loadRemote } : {})}
            >
              {children}
            </ShellProvider>
          </SWRConfig>
        </LabelledMantineControls>
      </I18nProvider>
    </MantineProvider>
  );
}
