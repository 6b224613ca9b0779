/** A micro-frontend the runner builds, publishes under `/mf/<folder>/<version>/` and lists in the registry. */
export interface RemoteApp {
  /** Workspace folder and npm package name; also the folder under `/mf/`. */
  folder: string;
  /** Module Federation container name: the key in `/remotes.json`. */
  name: string;
}

/** Every deployed remote. Adding a remote is one line here. */
export const REMOTES: readonly RemoteApp[] = [
  { folder: 'mf-discovery', name: 'mf_discovery' },
  { folder: 'mf-payments', name: 'mf_payments' },
];

export function findRemote(folder: string): RemoteApp | undefined {
  return REMOTES.find((remote) => remote.folder === folder);
}
