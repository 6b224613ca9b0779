import { findRemote, REMOTES, type RemoteApp } from '../remotes.ts';

export function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The remote a command names by folder, or an exit that lists the known ones. */
export function remoteFromArgument(folder: string | undefined, usage: string): RemoteApp {
  const known = REMOTES.map((remote) => remote.folder).join(', ');
  if (!folder) exitWith(`${usage}\nRemotes: ${known}`);
  return findRemote(folder) ?? exitWith(`Unknown remote "${folder}". Remotes: ${known}`);
}
