import { createContext, useContext } from 'react';
import type { RealtimeEvent } from 'shared-contracts';

/** Shell-only session actions that remotes do not get. */
export interface ShellExtras {
  signOut(): Promise<void>;
  /** After the account was deleted (the api cleared the cookies): forget the session, go home. */
  accountDeleted(): void;
  sessionUnavailable: boolean;
  retrySession(): void;
  /** The signed-in user's own zone (their profile's); undefined while unknown: times read in the browser's. */
  profileZone: string | undefined;
  /** Hands an event of the realtime socket to every subscriber of the shell context's `realtime`. */
  publishRealtime(event: RealtimeEvent): void;
  /** Tells the shell context's `realtime` listeners the socket is back after a drop. */
  realtimeReconnected(): void;
}

export const ShellExtrasContext = createContext<ShellExtras | null>(null);

export function useShellExtras(): ShellExtras {
  const value = useContext(ShellExtrasContext);
  if (!value) throw new Error('useShellExtras must be used inside ShellProvider');
  return value;
}
