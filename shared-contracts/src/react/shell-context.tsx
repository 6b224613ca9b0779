import { createContext, useContext } from 'react';
import type { ApiClient } from '../api-client.ts';
import type { Locale, SessionUser, UserType } from '../entities.ts';
import type { ExposedModule, RemoteModules, RemoteName } from '../remotes.ts';
import type { RealtimeEvents } from './realtime-hub.ts';

export type SessionStatus = 'loading' | 'guest' | 'signed-in';

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  userType: UserType | null;
}

export interface Notify {
  success(message: string, title?: string): void;
  error(message: string, title?: string): void;
}

/**
 * Loads an exposed module of a remote through the Module Federation runtime the shell set up from
 * the registry, with that remote's catalog for the current language merged first. Rejects with a
 * `RemoteLoadError` when the remote cannot be reached.
 */
export type LoadRemote = <R extends RemoteName, K extends ExposedModule<R>>(
  remote: R,
  module: K,
) => Promise<RemoteModules[R][K]>;

/** What the shell gives every remote. One instance: shared-contracts is a singleton share. */
export interface ShellContextValue {
  session: Session;
  locale: Locale;
  setLocale(locale: Locale): void;
  /** customer or expert mode of a signed-in user (isAccountExpert). */
  accountMode: UserType;
  api: ApiClient;
  notify: Notify;
  /** How a remote shows another remote's widget (use `RemoteWidget`, which calls it). */
  loadRemote: LoadRemote;
  /** Reloads the signed-in user after a change (profile picture, sign-up). */
  refreshSession(): Promise<void>;
  /** The signed-in user's realtime events (the shell's one socket per tab); none for a guest. */
  realtime: RealtimeEvents;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be used inside the shell (or a remote harness) provider');
  return value;
}
