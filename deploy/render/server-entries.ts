import type { RemoteName } from 'shared-contracts';

/** A remote's server build beside its browser build (remote-kit's createServerConfig). */
function serverEntryOf(manifestUrl: string, origin: string): string {
  return new URL('server/remoteEntry.js', new URL(manifestUrl, origin)).href;
}

/** The registry's remotes, each at its server build's entry. */
export function serverEntriesOf(
  registry: Record<string, string>,
  origin: string,
): Partial<Record<RemoteName, string>> {
  return Object.fromEntries(
    Object.entries(registry).map(([name, manifestUrl]) => [name, serverEntryOf(manifestUrl, origin)]),
  );
}
