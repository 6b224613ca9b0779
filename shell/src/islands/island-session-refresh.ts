import { useCallback, useEffect } from 'react';
import { type ApiClient, ApiError, type UserType } from 'shared-contracts';
import { useSWRConfig } from 'swr';
import { saveAccountLanguage } from '../i18n/account-language.ts';
import { chosenLocale } from '../i18n/locale-store.ts';
import { clearSessionCookies, readAccountMode, readUserType } from '../session/cookies.ts';
import { fetchProfile, profileKey, toSessionUser } from '../session/profile.ts';
import { currentIslandSession, GUEST_SESSION, setIslandSession } from './island-session.ts';

/**
 * The app's refreshSession on an islands page: the session the api's cookies now hold (a sign-up's
 * first step made it) becomes every island's, and its profile is in the island's SWR cache, where
 * the app's pages read it. On mount, a visitor the cookies say is signed in (a page the browser
 * kept from before) goes on signed in: the server renders an islands page for a guest.
 */
export function useIslandSessionRefresh(api: ApiClient): () => Promise<void> {
  const { mutate } = useSWRConfig();

  const load = useCallback(
    async (type: UserType) => {
      try {
        const profile = await fetchProfile(api, type);
        await mutate(profileKey(type), profile, { revalidate: false });
        setIslandSession({
          session: { status: 'signed-in', user: toSessionUser(profile, type), userType: type },
          accountMode: readAccountMode(type),
          saveLanguage: (locale) => saveAccountLanguage(api, locale),
        });
      } catch (error) {
        // An expired session is forgotten, as the app forgets it; another failure leaves a guest's page.
        if (error instanceof ApiError && error.status === 401) clearSessionCookies();
        setIslandSession(GUEST_SESSION);
      }
    },
    [api, mutate],
  );

  useEffect(() => {
    const type = readUserType();
    if (type) void load(type);
  }, [load]);

  return useCallback(async () => {
    const type = readUserType();
    if (!type) {
      setIslandSession(GUEST_SESSION);
      return;
    }
    // Signed in just now: a language chosen on this device before becomes the account's.
    const chosen = chosenLocale();
    if (chosen && currentIslandSession().session.status !== 'signed-in')
      void saveAccountLanguage(api, chosen);
    await load(type);
  }, [api, load]);
}
