// The remote registry as a Frontend Discovery document (awslabs/frontend-discovery, schema
// v1-pre): per remote, the versions live with their traffic, and which visitor gets which. The
// publisher (deploy/publish), the renderer (deploy/render) and the browser (remote-kit's registry
// read, inside the shell's federation runtime plugin, before any shared module exists) all choose
// through this file, so a server render and its hydration pick the same versions. It imports no
// shared package.
import { readCookie } from './cookie-read.ts';
import { type RemoteContractRecord, type ShellContractRecord, shellMismatches } from './remote-contract.ts';

/** The `schema` of the document: the Frontend Discovery schema it follows. */
export const DISCOVERY_SCHEMA = 'https://mfewg.org/schema/v1-pre.json';

/** The first-party cookie holding a visitor's stable id: their bucket for every canary. */
export const VISITOR_COOKIE = 'mf_visitor';
/** A year: a visitor keeps their versions across visits while a canary lasts. */
export const VISITOR_COOKIE_MAX_AGE = 365 * 24 * 3600;

/** The query parameter that starts a preview (`?preview=mf_booking@0.2.0-ab12cd34`, comma-separated). */
export const PREVIEW_PARAM = 'preview';
/** The session cookie keeping a browser's previews (same format) until it is closed or they end. */
export const PREVIEW_COOKIE = 'mf_preview';

/** One version of a remote, as the Frontend Discovery schema describes it. */
export interface DiscoveryVersion {
  /** Its `mf-manifest.json` (a site path or an absolute URL). */
  url: string;
  /** A second origin's copy, tried on a retriable error. */
  fallbackUrl?: string;
  metadata: {
    /** SRI hash (`sha384-…`) of the manifest at `url`. */
    integrity: string;
    version: string;
  };
  deployment?: { traffic: number; default: boolean };
  /** Module Federation's specifics (schema: "framework-specific implementations"). */
  extras?: { moduleFederation?: ModuleFederationExtras };
}

export interface ModuleFederationExtras {
  /** The browser entry (`remoteEntry.js`) the manifest names, with its SRI hash. */
  entry?: { url: string; integrity: string };
  /** The contract the version was built against (its contract.json). */
  contract?: RemoteContractRecord;
}

export interface DiscoveryDocument {
  schema: string;
  /** Container name (`mf_booking`) → its versions. */
  microFrontends: Record<string, DiscoveryVersion[]>;
}

/**
 * What a page needs of its release beyond the manifest URLs: the versions chosen, the SRI hash of
 * each manifest and entry it may load, and for a remote not on its default version, the default's
 * manifest to fall back to when the chosen one fails to load.
 */
export interface ReleasePins {
  versions: Record<string, string>;
  /** URL as listed (a manifest's or an entry's) → its SRI hash. */
  integrity: Record<string, string>;
  fallbacks: Record<string, { url: string; version: string }>;
  /** Manifest URL as listed → the same version's copy on a second origin (`fallbackUrl`). */
  mirrors: Record<string, string>;
}

/** A page's pins before anything is chosen (or when nothing was pinned). */
export function noPins(): ReleasePins {
  return { versions: {}, integrity: {}, fallbacks: {}, mirrors: {} };
}

/** What a visitor gets: container name → manifest URL, and its pins. */
export interface ResolvedRegistry {
  registry: Record<string, string>;
  pins: ReleasePins;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function parseVersion(value: unknown): DiscoveryVersion | undefined {
  if (!isRecord(value) || typeof value.url !== 'string' || !value.url.trim()) return undefined;
  const { metadata, deployment } = value;
  if (!isRecord(metadata) || typeof metadata.version !== 'string' || typeof metadata.integrity !== 'string') {
    return undefined;
  }
  const parsed: DiscoveryVersion = {
    url: value.url,
    metadata: { integrity: metadata.integrity, version: metadata.version },
  };
  if (typeof value.fallbackUrl === 'string') parsed.fallbackUrl = value.fallbackUrl;
  if (
    isRecord(deployment) &&
    typeof deployment.traffic === 'number' &&
    deployment.traffic >= 0 &&
    deployment.traffic <= 100 &&
    typeof deployment.default === 'boolean'
  ) {
    parsed.deployment = { traffic: deployment.traffic, default: deployment.default };
  }
  if (isRecord(value.extras)) parsed.extras = value.extras as DiscoveryVersion['extras'];
  return parsed;
}

/** The document's well-formed versions; anything else in it is left out. */
export function parseDiscovery(body: unknown): DiscoveryDocument {
  const microFrontends: Record<string, DiscoveryVersion[]> = {};
  const listed = isRecord(body) && isRecord(body.microFrontends) ? body.microFrontends : {};
  for (const [name, versions] of Object.entries(listed)) {
    if (!Array.isArray(versions)) continue;
    const parsed = versions.map(parseVersion).filter((version) => version !== undefined);
    if (parsed.length > 0) microFrontends[name] = parsed;
  }
  return { schema: DISCOVERY_SCHEMA, microFrontends };
}

/** The version every visitor falls back to: the one marked default, else the only or first one. */
export function defaultVersion(versions: readonly DiscoveryVersion[]): DiscoveryVersion | undefined {
  return versions.find((version) => version.deployment?.default) ?? versions[0];
}

function trafficOf(version: DiscoveryVersion, versions: readonly DiscoveryVersion[]): number {
  return version.deployment?.traffic ?? (versions.length === 1 ? 100 : 0);
}

/** Whether some remote serves more than one version now (its pages then depend on the visitor). */
export function hasCanary(document: DiscoveryDocument): boolean {
  return Object.values(document.microFrontends).some(
    (versions) => versions.filter((version) => trafficOf(version, versions) > 0).length > 1,
  );
}

/**
 * A visitor's place, 0 ≤ bucket < 100, for one remote (FNV-1a of the id and the remote's name, so
 * two canaries at 10 % do not reach the same tenth of visitors).
 */
export function bucketOf(visitor: string, remote: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${visitor}\u0000${remote}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % 10_000) / 100;
}

/**
 * The version a bucket falls in. Non-default versions come first, so raising a canary's traffic
 * keeps those already on it there; a bucket beyond every share (traffic not summing to 100) gets
 * the default.
 */
export function chooseVersion(
  versions: readonly DiscoveryVersion[],
  bucket: number | undefined,
): DiscoveryVersion | undefined {
  const fallback = defaultVersion(versions);
  if (bucket === undefined) return fallback;
  const ordered = [...versions.filter((version) => version !== fallback), ...(fallback ? [fallback] : [])];
  let upTo = 0;
  for (const version of ordered) {
    upTo += trafficOf(version, versions);
    if (bucket < upTo) return version;
  }
  return fallback;
}

/** A visitor id as this site writes it (a UUID); anything else counts as none. */
export function validVisitorId(value: string | undefined): string | undefined {
  return value && /^[A-Za-z0-9-]{8,64}$/.test(value) ? value : undefined;
}

/** The visitor id in a `Cookie` header (or `document.cookie`), when it holds a valid one. */
export function visitorOf(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  try {
    return validVisitorId(readCookie(cookieHeader, VISITOR_COOKIE));
  } catch {
    return undefined;
  }
}

/**
 * What one visitor loads: each remote's version for their bucket (the default for a visitor with
 * no id), or the version `pins` names when the document lists it (a preview), never another URL;
 * a version `accepts` refuses (a contract the shell cannot serve) gives way to the default.
 */
export function resolveDiscovery(
  document: DiscoveryDocument,
  visitor: string | undefined,
  pins: Readonly<Record<string, string>> = {},
  accepts: (name: string, version: DiscoveryVersion) => boolean = () => true,
): ResolvedRegistry {
  const registry: Record<string, string> = {};
  const resolved = noPins();
  const pin = (version: DiscoveryVersion) => {
    resolved.integrity[version.url] = version.metadata.integrity;
    if (version.fallbackUrl) {
      resolved.mirrors[version.url] = version.fallbackUrl;
      resolved.integrity[version.fallbackUrl] = version.metadata.integrity;
    }
    const entry = version.extras?.moduleFederation?.entry;
    if (entry) resolved.integrity[entry.url] = entry.integrity;
  };
  for (const [name, listed] of Object.entries(document.microFrontends)) {
    const pinned = listed.find((version) => version.metadata.version === pins[name]);
    const bucketed =
      pinned ?? chooseVersion(listed, visitor === undefined ? undefined : bucketOf(visitor, name));
    // A version the shell cannot serve (its contract) is never loaded: the default instead.
    const chosen = bucketed && !accepts(name, bucketed) ? defaultVersion(listed) : bucketed;
    if (!chosen) continue;
    registry[name] = chosen.url;
    resolved.versions[name] = chosen.metadata.version;
    pin(chosen);
    const fallback = defaultVersion(listed);
    if (fallback && fallback !== chosen) {
      resolved.fallbacks[name] = { url: fallback.url, version: fallback.metadata.version };
      pin(fallback);
    }
  }
  return { registry, pins: resolved };
}

/**
 * `mf_booking@0.2.0-ab12cd34,mf_discovery@…` → `{ mf_booking: '0.2.0-ab12cd34', … }`: what was asked,
 * listed or not (`listedPreviews` tells).
 */
export function parsePreviews(value: string | undefined): Record<string, string> {
  const pins: Record<string, string> = {};
  for (const part of (value ?? '').split(',')) {
    const at = part.indexOf('@');
    const name = part.slice(0, at).trim();
    const version = part.slice(at + 1).trim();
    if (at > 0 && /^[a-z_]+$/.test(name) && /^[^\s,;]{1,120}$/.test(version)) pins[name] = version;
  }
  return pins;
}

export function formatPreviews(pins: Readonly<Record<string, string>>): string {
  return Object.entries(pins)
    .map(([name, version]) => `${name}@${version}`)
    .join(',');
}

/** The previews a `Cookie` header holds (not yet checked against the document). */
export function previewsOf(cookieHeader: string | undefined): Record<string, string> {
  if (!cookieHeader) return {};
  try {
    return parsePreviews(readCookie(cookieHeader, PREVIEW_COOKIE));
  } catch {
    return {};
  }
}

/**
 * The pins the document lists and `accepts` (the shell can serve); a version it does not list, or
 * one the shell cannot serve, is refused (never a free URL).
 */
export function listedPreviews(
  document: DiscoveryDocument,
  pins: Readonly<Record<string, string>>,
  accepts: (name: string, version: DiscoveryVersion) => boolean = () => true,
): { listed: Record<string, string>; refused: Record<string, string> } {
  const listed: Record<string, string> = {};
  const refused: Record<string, string> = {};
  for (const [name, version] of Object.entries(pins)) {
    const entry = document.microFrontends[name]?.find((each) => each.metadata.version === version);
    (entry && accepts(name, entry) ? listed : refused)[name] = version;
  }
  return { listed, refused };
}

/**
 * Whether `shell` can serve a version (its recorded contract); a version that records none (built
 * before the records) and a page that knows no shell contract accept it.
 */
export function servedBy(shell: ShellContractRecord | undefined) {
  return (name: string, version: DiscoveryVersion): boolean => {
    const contract = version.extras?.moduleFederation?.contract;
    return !shell || !contract || shellMismatches(shell, name, contract).length === 0;
  };
}

/**
 * The browser entry a Module Federation manifest names (`metaData.remoteEntry`), as a path beside
 * the manifest (`remoteEntry.js`); undefined when it names none.
 */
export function remoteEntryFile(manifest: unknown): string | undefined {
  const entry = (manifest as { metaData?: { remoteEntry?: { name?: unknown; path?: unknown } } } | null)
    ?.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string') return undefined;
  return `${typeof entry.path === 'string' && entry.path ? `${entry.path}/` : ''}${entry.name}`;
}
