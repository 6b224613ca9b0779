import { randomUUID } from 'node:crypto';
import type { ShellContractRecord } from 'shared-contracts/remote-contract';
import {
  type DiscoveryDocument,
  formatPreviews,
  hasCanary,
  listedPreviews,
  PREVIEW_COOKIE,
  PREVIEW_PARAM,
  parsePreviews,
  previewsOf,
  type ReleasePins,
  resolveDiscovery,
  servedBy,
  VISITOR_COOKIE,
  VISITOR_COOKIE_MAX_AGE,
  visitorOf,
} from 'shared-contracts/remote-discovery';
import { PRIVATE_PAGE_CACHE } from './page-renderer.ts';

/** The versions one page request gets, and what its answer must say about them. */
export interface VisitorRelease {
  /** Container name → manifest URL: what this visitor's page loads. */
  registry: Record<string, string>;
  /** The chosen versions, the hashes of what they load and the defaults to fall back to. */
  pins: ReleasePins;
  /** Previews in effect (only versions the registry lists). */
  previews: Record<string, string>;
  /** Previews asked for in this request's URL that the registry does not list. */
  refused: Record<string, string>;
  /** The page depends on the visitor (a canary or a preview is live): no shared cache may keep it. */
  perVisitor: boolean;
  /** `Set-Cookie` values: a new visitor's id while a canary is live, a preview started or ended. */
  setCookies: string[];
}

function cookie(name: string, value: string, attributes: string[], secure: boolean): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    'SameSite=Lax',
    ...attributes,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * Chooses each remote's version for one page request (shared-contracts `remote-discovery.ts`):
 * the visitor's bucket (the `mf_visitor` cookie, given to a visitor without one while a canary is
 * live), or a preview: `?preview=mf_booking@<version>` starts one for the browser's session when
 * the registry lists that version and the shell can serve it, `?preview=` ends it.
 */
export function visitorRelease(
  document: DiscoveryDocument,
  url: string,
  cookieHeader: string | undefined,
  options: { secure: boolean; shell?: ShellContractRecord | undefined },
): VisitorRelease {
  const accepts = servedBy(options.shell);
  const setCookies: string[] = [];
  const canary = hasCanary(document);
  let visitor = visitorOf(cookieHeader);
  if (canary && visitor === undefined) {
    visitor = randomUUID();
    setCookies.push(cookie(VISITOR_COOKIE, visitor, [`Max-Age=${VISITOR_COOKIE_MAX_AGE}`], options.secure));
  }
  const query = new URL(url, 'http://page.invalid').searchParams;
  const asked = query.get(PREVIEW_PARAM);
  // A version the shell cannot serve (its contract) is no preview either.
  const { listed, refused } = listedPreviews(
    document,
    asked === null ? previewsOf(cookieHeader) : parsePreviews(asked),
    accepts,
  );
  if (asked !== null) {
    const kept = formatPreviews(listed);
    // A session cookie: the preview ends with the browser's session, or at `?preview=`.
    setCookies.push(cookie(PREVIEW_COOKIE, kept, kept ? [] : ['Max-Age=0'], options.secure));
  }
  const { registry, pins } = resolveDiscovery(document, visitor, listed, accepts);
  return {
    registry,
    pins,
    previews: listed,
    refused: asked === null ? {} : refused,
    perVisitor: canary || Object.keys(listed).length > 0,
    setCookies,
  };
}

/** A page answer's headers for this release: its cookies, and no shared caching when per visitor. */
export function releaseHeaders(
  release: VisitorRelease,
  headers: Record<string, string>,
): Record<string, string | string[]> {
  return {
    ...headers,
    ...(release.perVisitor ? { 'cache-control': PRIVATE_PAGE_CACHE } : {}),
    ...(release.setCookies.length > 0 ? { 'set-cookie': release.setCookies } : {}),
  };
}
