// Runs inside a federation runtime plugin, before any shared module exists: no imports of shared
// packages here (types only).

import { hashIn } from 'remote-kit/federation/release-pins';
import type { RemoteFailureCause } from 'shared-contracts';
import { type ReleasePins, remoteEntryFile } from 'shared-contracts/remote-discovery';

export interface FallbackEvent {
  kind: 'remote-fallback';
  remote: string;
  version: string;
  cause: RemoteFailureCause;
}

/** What the fallback uses of the federation runtime: the remotes registered, and two calls. */
export interface FederationHost {
  options: { remotes: ReadonlyArray<{ name: string; entry?: string }> };
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export interface ReleaseFallbackOptions {
  pins: () => ReleasePins;
  /** Sends a fallback event (once per remote and version on this page). */
  report: (event: FallbackEvent) => void;
  fetch?: typeof fetch;
  baseUrl?: () => string;
}

/**
 * A remote that fails to load is loaded from its version's second origin (`fallbackUrl`) when the
 * registry gives one. Then a remote whose version is not the default (a canary, a preview) and
 * still fails (its files unreachable after the retries, a hash that differs from the registry's,
 * or its module throwing while set up) is loaded at its default version instead, with nothing
 * shown to the visitor; the failure is reported once, with its cause.
 */
export function createReleaseFallback(options: ReleaseFallbackOptions) {
  const fetchImpl = (...args: Parameters<typeof fetch>) =>
    (options.fetch ?? globalThis.fetch.bind(globalThis))(...args);
  const base = () => options.baseUrl?.() ?? globalThis.location?.href ?? 'http://localhost/';
  const fellBack = new Set<string>();
  const mirrored = new Set<string>();
  const recovered = new Set<string>();

  /** The same version from its second origin, once per manifest; undefined when there is none. */
  async function fromMirror<T>(name: string, id: string, host: FederationHost, pins: ReleasePins) {
    const failed = host.options.remotes.find((remote) => remote.name === name)?.entry;
    const listed = failed && Object.keys(pins.mirrors).find((url) => new URL(url, base()).href === failed);
    const mirror = listed ? pins.mirrors[listed] : undefined;
    if (!listed || !mirror || mirrored.has(listed)) return undefined;
    mirrored.add(listed);
    host.registerRemotes([{ name, entry: new URL(mirror, base()).href }], { force: true });
    return (await host.loadRemote<T>(id).catch(() => null)) ?? undefined;
  }

  /** A file's bytes as text, or why not: unreachable, or not what was published. */
  async function fileOf(
    url: string,
    pins: ReleasePins,
  ): Promise<{ text: string } | { cause: RemoteFailureCause }> {
    const response = await fetchImpl(url, { cache: 'no-store', credentials: 'omit' }).catch(() => undefined);
    if (!response?.ok) return { cause: 'network' };
    const bytes = await response.arrayBuffer();
    const expected = hashIn(pins, url, base());
    if (expected && globalThis.crypto?.subtle && expected !== (await sha384(bytes)))
      return { cause: 'integrity' };
    return { text: new TextDecoder().decode(bytes) };
  }

  /** Why a version could not be used: its manifest or entry unreachable or changed, else its code threw. */
  async function causeOf(manifestUrl: string, pins: ReleasePins): Promise<RemoteFailureCause> {
    const manifest = await fileOf(manifestUrl, pins);
    if ('cause' in manifest) return manifest.cause;
    const entry = await fileOf(entryOf(manifest.text, manifestUrl), pins);
    return 'cause' in entry ? entry.cause : 'setup';
  }

  return {
    /**
     * The module `id` of remote `name` from its second origin or its default version, or undefined
     * when there is neither (or both were tried already).
     */
    async recover<T>(name: string, id: string, host: FederationHost): Promise<T | undefined> {
      // Each module gets one second chance: a failure of the version it fell back to is final.
      if (recovered.has(id)) return undefined;
      recovered.add(id);
      const pins = options.pins();
      const mirrored = await fromMirror<T>(name, id, host, pins);
      if (mirrored !== undefined) return mirrored;
      const fallback = pins.fallbacks[name];
      if (!fallback) return undefined;
      // The first module of the remote to fail switches it (and reports); the others loading at the
      // same time load from the default it now points at.
      if (!fellBack.has(name)) {
        fellBack.add(name);
        const failed = host.options.remotes.find((remote) => remote.name === name)?.entry;
        const version = pins.versions[name] ?? 'unknown';
        void (
          failed
            ? causeOf(new URL(failed, base()).href, pins)
            : Promise.resolve<RemoteFailureCause>('network')
        )
          .catch((): RemoteFailureCause => 'setup')
          .then((cause) => options.report({ kind: 'remote-fallback', remote: name, version, cause }));
        host.registerRemotes([{ name, entry: new URL(fallback.url, base()).href }], { force: true });
      }
      const loaded = await host.loadRemote<T>(id);
      return loaded ?? undefined;
    },
  };
}

/** The entry file a manifest names, beside the manifest: its absolute URL. */
function entryOf(manifestText: string, manifestUrl: string): string {
  let manifest: unknown;
  try {
    manifest = JSON.parse(manifestText);
  } catch {
    manifest = undefined;
  }
  return new URL(remoteEntryFile(manifest) ?? 'remoteEntry.js', manifestUrl).href;
}

async function sha384(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `sha384-${btoa(binary)}`;
}
