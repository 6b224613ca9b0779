// No imports of shared packages here: the shell's federation runtime plugin reads the registry with
// this before any shared module exists (shared-contracts/page-render imports nothing and is not shared).
import { PINNED_REGISTRY_ID, PINNED_RELEASE_ID } from 'shared-contracts/page-render';
import { parseShellContract, type ShellContractRecord } from 'shared-contracts/remote-contract';
import {
  hasCanary,
  listedPreviews,
  noPins,
  parseDiscovery,
  previewsOf,
  type ReleasePins,
  resolveDiscovery,
  servedBy,
  VISITOR_COOKIE,
  VISITOR_COOKIE_MAX_AGE,
  visitorOf,
} from 'shared-contracts/remote-discovery';
import { setReleasePins } from './release-pins.ts';

/** The environment's remote registry: a Frontend Discovery document (shared-contracts `remote-discovery.ts`). */
export const REGISTRY_PATH = '/remotes.json';

/**
 * This visitor's id, given one (a first-party cookie, as the page's server does) when a canary is
 * live and they have none yet: a page the server did not answer (the dev server) still buckets them.
 */
function ensureVisitor(canary: boolean): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const known = visitorOf(document.cookie);
  if (known || !canary || typeof crypto?.randomUUID !== 'function') return known;
  const visitor = crypto.randomUUID();
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser.
  document.cookie = `${VISITOR_COOKIE}=${visitor}; Path=/; Max-Age=${VISITOR_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
  return visitor;
}

/**
 * The contract the shell was built with, compiled into its bundle (remote-kit's
 * ContractRecordPlugin); none in a remote's harness or a test.
 */
function shellContract(): ShellContractRecord | undefined {
  try {
    return parseShellContract(JSON.parse(process.env.SHELL_CONTRACT ?? 'null'));
  } catch {
    // No `process` in a browser bundle that did not define it.
    return undefined;
  }
}

/** The document's versions for this visitor: their canary bucket, or a preview their session keeps. */
function forThisVisitor(body: unknown): VisitorRegistry {
  const discovery = parseDiscovery(body);
  const cookies = typeof document === 'undefined' ? undefined : document.cookie;
  const accepts = servedBy(shellContract());
  const { listed } = listedPreviews(discovery, previewsOf(cookies), accepts);
  const { registry, pins } = resolveDiscovery(
    discovery,
    ensureVisitor(hasCanary(discovery)),
    listed,
    accepts,
  );
  setReleasePins(pins);
  return registry;
}

/** Container name → the manifest URL this visitor loads. */
export type VisitorRegistry = Record<string, string>;

/**
 * Reads the registry for this visitor. One read answers every caller until it fails, so the
 * shell's runtime plugin (which needs the remotes' manifests first) and the registry loader share
 * one request; after a failure the next call asks again (the error boundary's Retry).
 */
export function createRegistryRead(fetchImpl?: typeof fetch) {
  let pending: Promise<VisitorRegistry> | null = null;

  async function read(): Promise<VisitorRegistry> {
    const pinned = pinnedRegistry();
    if (pinned !== undefined) {
      setReleasePins(pinnedRelease());
      return pinned;
    }
    const response = await (fetchImpl ?? globalThis.fetch.bind(globalThis))(REGISTRY_PATH, {
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`GET ${REGISTRY_PATH} answered ${response.status}`);
    return forThisVisitor(await response.json());
  }

  return function readRegistry(): Promise<VisitorRegistry> {
    pending ??= read().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/**
 * The registry a server-rendered page was rendered with, which its hydration must load (a release
 * between the render and the hydration would mix versions); undefined on any other page.
 */
function pinnedRegistry(): VisitorRegistry | undefined {
  const text = globalThis.document?.getElementById(PINNED_REGISTRY_ID)?.textContent;
  if (!text) return undefined;
  let pinned: unknown;
  try {
    pinned = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!pinned || typeof pinned !== 'object' || Array.isArray(pinned)) return undefined;
  return Object.fromEntries(
    Object.entries(pinned).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The pins of a server-rendered page's registry (none from a renderer that wrote none). */
function pinnedRelease(): ReleasePins {
  const empty = noPins();
  const text = globalThis.document?.getElementById(PINNED_RELEASE_ID)?.textContent;
  if (!text) return empty;
  try {
    const parsed = JSON.parse(text) as Partial<ReleasePins> | null;
    return {
      versions: { ...parsed?.versions },
      integrity: { ...parsed?.integrity },
      fallbacks: { ...parsed?.fallbacks },
      mirrors: { ...parsed?.mirrors },
    };
  } catch {
    return empty;
  }
}

/** The page's one registry read. */
export const readRegistry = createRegistryRead();
