import { useEffect } from 'react';
import { type ApiClient, ApiError } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { type ScopedMutator, useSWRConfig } from 'swr';
import { saveAccountLanguage } from '../i18n/account-language.ts';
import { chosenLocale } from '../i18n/locale-store.ts';
import { clearSessionCookies, readAccountMode, readUserType } from '../session/cookies.ts';
import { fetchCustomerProfile, profileKey, toSessionUser } from '../session/profile.ts';
import { currentIslandSession, GUEST_SESSION, setIslandSession } from './island-session.ts';

/**
 * The customer's profile, in the island's SWR cache (where the app's pages read it), as every
 * island's session. The sign-up island's account is a customer's: an expert's cookie leaves the
 * page a guest's (the app's sign-up form is a new customer's for them as well).
 */
async function loadSession(api: ApiClient, mutate: ScopedMutator): Promise<void> {
  try {
    const profile = await fetchCustomerProfile(api);
    await mutate(profileKey('customer'), profile, { revalidate: false });
    setIslandSession({
      session: { status: 'signed-in', user: toSessionUser(profile, 'customer'), userType: 'customer' },
      accountMode: readAccountMode('customer'),
      saveLanguage: (locale) => saveAccountLanguage(api, locale),
    });
  } catch (error) {
    // An expired session is forgotten, as the app forgets it; another failure leaves a guest's page.
    if (error instanceof ApiError && error.status === 401) clearSessionCookies();
    setIslandSession(GUEST_SESSION);
  }
}

/**
 * The app's refreshSession on an islands page (guest-shell.tsx): the session the api's cookies now
 * hold (a sign-up's first step made it) becomes every island's.
 */
export async function refreshIslandSession(api: ApiClient, mutate: ScopedMutator): Promise<void> {
  if (readUserType() !== 'customer') {
    setIslandSession(GUEST_SESSION);
    return;
  }
  // Signed in just now: a language chosen on this device before becomes the account's.
  const chosen = chosenLocale();
  if (chosen && currentIslandSession().session.status !== 'signed-in') void saveAccountLanguage(api, chosen);
  await loadSession(api, mutate);
}

/**
 * The server renders an islands page for a guest: a visitor whose cookies say otherwise (a page the
 * browser kept) goes on signed in once the island has hydrated.
 */
export function useSessionOfCookies(): void {
  const { api } = useShell();
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (readUserType() === 'customer') void loadSession(api, mutate);
  }, [api, mutate]);
}
