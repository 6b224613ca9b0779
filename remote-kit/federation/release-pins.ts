// No imports of shared packages: read by the shell's federation runtime plugins.
import { noPins, type ReleasePins } from 'shared-contracts/remote-discovery';

let current: ReleasePins = noPins();

/** The page's release, as its registry read found it (the pinned one, or /remotes.json for this visitor). */
export function releasePins(): ReleasePins {
  return current;
}

export function setReleasePins(pins: ReleasePins): void {
  current = pins;
}

/** The SRI hash `pins` give for a file (a manifest, an entry), by its absolute or listed URL. */
export function hashIn(pins: ReleasePins, url: string, base: string): string | undefined {
  const wanted = new URL(url, base).href;
  return Object.entries(pins.integrity).find(([listed]) => new URL(listed, base).href === wanted)?.[1];
}

/** The SRI hash this page's release gives for a file (a manifest, an entry). */
export function integrityOf(
  url: string,
  base: string = globalThis.location?.href ?? 'http://localhost/',
): string | undefined {
  return hashIn(current, url, base);
}
