import { containerNameOf, REMOTE_LIST } from 'shared-contracts';

/** A micro-frontend the runner builds, publishes under `/mf/<folder>/<version>/` and lists in the registry. */
export interface RemoteApp {
  /** Workspace folder and npm package name; also the folder under `/mf/`. */
  folder: string;
  /** Module Federation container name: the key in `/remotes.json`. */
  name: string;
}

/** Every deployed remote: the one list of remotes in shared-contracts (`REMOTE_LIST`). */
export const REMOTES: readonly RemoteApp[] = REMOTE_LIST.map((folder) => ({
  folder,
  name: containerNameOf(folder),
}));

export function findRemote(folder: string): RemoteApp | undefined {
  return REMOTES.find((remote) => remote.folder === folder);
}
