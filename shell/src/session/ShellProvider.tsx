import { msg } from '@lingui/core/macro';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  type ApiClient,
  ApiError,
  call,
  createApiClient,
  identityApi,
  type Locale,
  type UserType,
} from 'shared-contracts';
import { pages } from 'shared-contracts/pages';
import {
  createRealtimeHub,
  type Session,
  ShellContext,
  type ShellContextValue,
} from 'shared-contracts/react';
import useSWR, { useSWRConfig } from 'swr';
import { saveAccountLanguage } from '../i18n/account-language.ts';
import { activateLocale, i18n, remoteCatalogs } from '../i18n/catalogs.ts';
import { chosenLocale, storeLocale } from '../i18n/locale-store.ts';
import { appAreaOf, loginPathOf } from './area.ts';
import { clearSessionCookies, readAccountMode, readUserType } from './cookies.ts';
import { FrameContext } from './frame.ts';
import { createNotify } from './notify.ts';
import { fetchProfile, isProfileKey, profileKey, toSessionUser, zoneOf } from './profile.ts';
import { ShellExtrasContext } from './shell-extras.ts';

interface ShellProviderProps {
  children: ReactNode;
  initialLocale: Locale;
  /** Tests pass a client on a fake fetch; the server's render, one on the api's address. */
  api?: ApiClient;
  /** The server's render loads remotes through the server's federation. */
  loadRemote?: ShellContextValue['loadRemote'];
}

/**
 * The value every part of the page reads through `useShell()`: session (from the profile of the
 * `userType` cookie's area, only when that cookie exists), locale, account mode, api client, toasts.
 */
export function ShellProvider({
  children,
  initialLocale,
  api: givenApi,
  loadRemote = remoteCatalogs.loadRemote,
}: ShellProviderProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { mutate: mutateGlobal } = useSWRConfig();
  const [locale, setLocaleState] = useState<Locale>(initialLocale);
  const [userType, setUserType] = useState<UserType | null>(readUserType);
  const [accountMode, setAccountMode] = useState<UserType>(() => readAccountMode(readUserType()));

  const live = useRef({ locale, pathname, userType });
  live.current = { locale, pathname, userType };

  const forgetSession = useCallback(() => {
    clearSessionCookies();
    setUserType(null);
    setAccountMode('customer');
    void mutateGlobal(isProfileKey, undefined, { revalidate: false });
  }, [mutateGlobal]);

  const api = useMemo(
    () =>
      givenApi ??
      createApiClient({
        locale: () => live.current.locale,
        fallbackMessage: () => i18n._(msg`An error has occurred`),
        signedIn: () => readUserType() !== null,
        onUnauthorized: () => {
          forgetSession();
          // Spec: an expired session sends the browser to '/' (a fresh page: nothing of the old
          // session stays in memory); the client then retries the call once without it.
          const home = pages.home.build();
          if (live.current.pathname !== home) window.location.replace(home);
        },
      }),
    [givenApi, forgetSession],
  );

  const notify = useMemo(() => createNotify(i18n), []);

  const profile = useSWR(userType ? profileKey(userType) : null, ([, type]) => fetchProfile(api, type), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

  const session = useMemo<Session>(() => {
    if (!userType) return { status: 'guest', user: null, userType: null };
    if (profile.data) {
      return { status: 'signed-in', user: toSessionUser(profile.data, userType), userType };
    }
    if (profile.error) return { status: 'guest', user: null, userType: null };
    return { status: 'loading', user: null, userType };
  }, [userType, profile.data, profile.error]);

  const refreshSession = useCallback(async () => {
    const type = readUserType();
    // Signed in just now (login, sign-up, social callback): a language chosen on this device before
    // becomes the account's. A device where none was chosen leaves the account's as it is.
    const chosen = chosenLocale();
    if (type && live.current.userType === null && chosen) saveAccountLanguage(api, chosen);
    setUserType(type);
    setAccountMode(readAccountMode(type));
    if (type) await mutateGlobal(profileKey(type));
  }, [mutateGlobal, api]);

  const setLocale = useCallback(
    (next: Locale) => {
      storeLocale(next);
      if (readUserType()) saveAccountLanguage(api, next);
      void activateLocale(next).then(() => {
        setLocaleState(next);
        // The profile carries names in the request's language (the country): read it again, in
        // the new language (the api client reads it from here before the next render).
        live.current.locale = next;
        void mutateGlobal(isProfileKey);
      });
    },
    [mutateGlobal, api],
  );

  const signOut = useCallback(async () => {
    const area = appAreaOf(live.current.pathname) ?? 'customer';
    try {
      await call(api, identityApi.logout);
    } catch {
      // The cookies below are cleared anyway; an expired token is already signed out.
    }
    navigate(loginPathOf(area), { replace: true });
    forgetSession();
  }, [api, navigate, forgetSession]);

  // The session is forgotten once the page is home: forgotten first, the account page's guard
  // would send the browser to the login page before the navigation (a transition) lands.
  const [leavingDeletedAccount, setLeavingDeletedAccount] = useState(false);
  const accountDeleted = useCallback(() => {
    setLeavingDeletedAccount(true);
    navigate(pages.home.build(), { replace: true });
  }, [navigate]);
  useEffect(() => {
    if (!leavingDeletedAccount || pathname !== pages.home.build()) return;
    setLeavingDeletedAccount(false);
    forgetSession();
  }, [leavingDeletedAccount, pathname, forgetSession]);

  /** One hub per tab: the realtime socket publishes into it, remotes subscribe. */
  const realtime = useMemo(createRealtimeHub, []);

  const value = useMemo<ShellContextValue>(
    () => ({
      session,
      locale,
      setLocale,
      accountMode,
      api,
      notify,
      loadRemote,
      refreshSession,
      realtime,
    }),
    [session, locale, setLocale, accountMode, api, notify, loadRemote, refreshSession, realtime],
  );

  const extras = useMemo(
    () => ({
      signOut,
      accountDeleted,
      // The cookie says signed in but the profile could not be read for another reason than 401.
      sessionUnavailable:
        Boolean(userType) && profile.error instanceof ApiError && profile.error.status !== 401,
      retrySession: () => void profile.mutate(),
      profileZone: zoneOf(profile.data),
      publishRealtime: realtime.publish,
      realtimeReconnected: realtime.reconnected,
    }),
    [signOut, accountDeleted, userType, profile, realtime],
  );

  return (
    <ShellContext.Provider value={value}>
      <FrameContext.Provider value={value}>
        <ShellExtrasContext.Provider value={extras}>{children}</ShellExtrasContext.Provider>
      </FrameContext.Provider>
    </ShellContext.Provider>
  );
}
