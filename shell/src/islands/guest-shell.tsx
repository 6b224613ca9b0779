import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Notifications } from '@mantine/notifications';
import { type ReactNode, useContext, useMemo } from 'react';
import { createApiClient, RemoteLoadError } from 'shared-contracts';
import { createRealtimeHub, ShellContext, type ShellContextValue } from 'shared-contracts/react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { readUserType } from '../session/cookies.ts';
import { useFrame } from '../session/frame.ts';
import { createNotify } from '../session/notify.ts';
import { serverDataCache, serverDataMiddleware } from '../ssr/server-data-middleware.ts';
import { IslandPageData } from './island-page-data.ts';

/**
 * The shell's context for a sign-in island: a guest's, on an islands page. Its api client is the
 * app's kind (the page's language, its messages); no remote renders on such a page; a sign-in
 * leaves it for a new document, which reads the session the api's cookies now hold, so there is
 * no session here to read again; a guest has no realtime events.
 */
function guestShell(i18n: I18n, frame: ReturnType<typeof useFrame>): ShellContextValue {
  return {
    ...frame,
    api: createApiClient({
      locale: () => frame.locale,
      fallbackMessage: () => i18n._(msg`An error has occurred`),
      signedIn: () => readUserType() !== null,
    }),
    notify: createNotify(i18n),
    loadRemote: (remote, module) =>
      Promise.reject(new RemoteLoadError(remote, String(module), 'no remote renders on an islands page')),
    refreshSession: async () => {},
    realtime: createRealtimeHub(),
  };
}

/** Around a sign-in island: the guest's shell context, and the toasts its pages may show. */
export function GuestShell({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const frame = useFrame();
  const data = useContext(IslandPageData);
  const value = useMemo(() => guestShell(i18n, frame), [i18n, frame]);
  // The answers the page was rendered with, as the app's hydration has them (a login's providers).
  const swr = useMemo<SWRConfiguration>(
    () =>
      data
        ? {
            revalidateOnFocus: false,
            use: [serverDataMiddleware(data)],
            provider: () => serverDataCache(data),
          }
        : { revalidateOnFocus: false },
    [data],
  );
  return (
    <ShellContext.Provider value={value}>
      <SWRConfig value={swr}>
        <Notifications position="bottom-right" />
        {children}
      </SWRConfig>
    </ShellContext.Provider>
  );
}
