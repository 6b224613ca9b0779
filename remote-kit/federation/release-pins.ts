// No imports of shared packages: read by the shell's federation runtime plugins.
import type { ReleasePins } from 'shared-contracts/remote-discovery';

let current: ReleasePins = { versions: {}, integrity: {}, fallbacks: {}, mirrors: {} };

/** The page's release, as its registry read found it (the pinned one, or /remotes.json for this visitor). */
export function releasePins(): ReleasePins {
  return current;
}

export function setReleasePins(pins: ReleasePins): void {
  current = pins;
}

/** The SRI hash the registry gives for a file (a manifest, an entry), by its absolute or listed URL. */
export function integrityOf(
  url: string,
  base: string = globalThis.location?.href ?? 'http://localhost/',
): string | undefined {
  const wanted = new URL(url, base).href;
  for (const [listed, hash] of Object.entries(current.integrity)) {
    if (new URL(listed, base).href === wanted) return hash;
  }
  return undefined;
}
