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
import { useIslandSessionRefresh } from './island-session-refresh.ts';

const loadRemote: ShellContextValue['loadRemote'] = (remote, module) =>
  Promise.reject(new RemoteLoadError(remote, String(module), 'no remote renders on an islands page'));

/**
 * The shell's context for a form island, on an islands page. Its api client is the app's kind (the
 * page's language, its messages); no remote renders on such a page; the session is the page's
 * (island-session.ts), read again after a sign-up's first step as the app reads it; a guest has no
 * realtime events.
 */
function GuestShellContext({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const frame = useFrame();
  const { locale } = frame;
  const api = useMemo(
    () =>
      createApiClient({
        locale: () => locale,
        fallbackMessage: () => i18n._(msg`An error has occurred`),
        signedIn: () => readUserType() !== null,
      }),
    [i18n, locale],
  );
  const refreshSession = useIslandSessionRefresh(api);
  const notify = useMemo(() => createNotify(i18n), [i18n]);
  const realtime = useMemo(createRealtimeHub, []);
  const value = useMemo<ShellContextValue>(
    () => ({ ...frame, api, notify, loadRemote, refreshSession, realtime }),
    [frame, api, notify, refreshSession, realtime],
  );
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

/** Around a form island (a login's, a sign-up's): the shell's context, and the toasts its pages may show. */
export function GuestShell({ children }: { children: ReactNode }) {
  const data = useContext(IslandPageData);
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
    <SWRConfig value={swr}>
      <GuestShellContext>
        <Notifications position="bottom-right" />
        {children}
      </GuestShellContext>
    </SWRConfig>
  );
}
