import { useSyncExternalStore } from 'react';
import type { Locale, UserType } from 'shared-contracts';
import type { Session } from 'shared-contracts/react';

/**
 * Who is on an islands page. Each island is a React root of its own: they all read this one store,
 * so a sign-up that signs its customer in shows them in the header too.
 */
export interface IslandSession {
  session: Session;
  accountMode: UserType;
  /** A signed-in person's language is their account's (the api's mails speak it). */
  saveLanguage?(locale: Locale): Promise<void>;
}

/** What the server rendered: an islands page is a guest's. */
export const GUEST_SESSION: IslandSession = {
  session: { status: 'guest', user: null, userType: null },
  accountMode: 'customer',
};

let current = GUEST_SESSION;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentIslandSession(): IslandSession {
  return current;
}

export function setIslandSession(next: IslandSession): void {
  current = next;
  for (const listener of listeners) listener();
}

/** The page's session, a guest's while the islands hydrate (the server's HTML is a guest's). */
export function useIslandSession(): IslandSession {
  return useSyncExternalStore(subscribe, currentIslandSession, () => GUEST_SESSION);
}
