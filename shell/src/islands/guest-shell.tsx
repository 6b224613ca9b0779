import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { type ReactNode, useCallback, useContext, useMemo } from 'react';
import { type ApiClient, createApiClient, RemoteLoadError } from 'shared-contracts';
import { createRealtimeHub, ShellContext, type ShellContextValue } from 'shared-contracts/react';
import { type ScopedMutator, SWRConfig, type SWRConfiguration, useSWRConfig } from 'swr';
import { readUserType } from '../session/cookies.ts';
import { useFrame } from '../session/frame.ts';
import { createNotify } from '../session/notify.ts';
import { serverDataCache, serverDataMiddleware } from '../ssr/server-data-middleware.ts';
import { IslandPageData } from './island-page-data.ts';
import { IslandToasts } from './island-toasts.tsx';

const loadRemote: ShellContextValue['loadRemote'] = (remote, module) =>
  Promise.reject(new RemoteLoadError(remote, String(module), 'no remote renders on an islands page'));

/**
 * How a form island reads the session again once its form signed the visitor in (a sign-up's first
 * step); a login has none to read: it leaves for a new document, which reads the api's cookies.
 */
type SessionRefresh = (api: ApiClient, mutate: ScopedMutator) => Promise<void>;

const noRefresh: SessionRefresh = async () => {};

interface GuestShellProps {
  children: ReactNode;
  refreshSession?: SessionRefresh;
}

/**
 * The shell's context for a form island, on an islands page. Its api client is the app's kind (the
 * page's language, its messages); no remote renders on such a page; the session is the page's
 * (island-session.ts); a guest has no realtime events.
 */
function GuestShellContext({ children, refreshSession: refresh = noRefresh }: GuestShellProps) {
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
  const { mutate } = useSWRConfig();
  const refreshSession = useCallback(() => refresh(api, mutate), [refresh, api, mutate]);
  const notify = useMemo(() => createNotify(i18n), [i18n]);
  const realtime = useMemo(createRealtimeHub, []);
  const value = useMemo<ShellContextValue>(
    () => ({ ...frame, api, notify, loadRemote, refreshSession, realtime }),
    [frame, api, notify, refreshSession, realtime],
  );
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

/** Around a form island (a login's, a sign-up's): the shell's context, and the toasts its pages may show. */
export function GuestShell({ children, refreshSession }: GuestShellProps) {
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
      <GuestShellContext refreshSession={refreshSession}>
        <IslandToasts />
        {children}
      </GuestShellContext>
    </SWRConfig>
  );
}
