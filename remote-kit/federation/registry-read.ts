// No imports of shared packages here: the shell's federation runtime plugin reads the registry with
// this before any shared module exists (shared-contracts/page-render imports nothing and is not shared).
import { PINNED_REGISTRY_ID } from 'shared-contracts/page-render';

/** The environment's remote registry: `{ "<container name>": "<mf-manifest.json URL>" }`. */
export const REGISTRY_PATH = '/remotes.json';

/**
 * Reads the registry's body. One read answers every caller until it fails, so the shell's runtime
 * plugin (which needs the remotes' manifests first) and the registry loader share one request; after
 * a failure the next call asks again (the error boundary's Retry).
 */
export function createRegistryRead(fetchImpl?: typeof fetch) {
  let pending: Promise<unknown> | null = null;

  async function read(): Promise<unknown> {
    const pinned = pinnedRegistry();
    if (pinned !== undefined) return pinned;
    const response = await (fetchImpl ?? globalThis.fetch.bind(globalThis))(REGISTRY_PATH, {
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`GET ${REGISTRY_PATH} answered ${response.status}`);
    return response.json();
  }

  return function readRegistry(): Promise<unknown> {
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
function pinnedRegistry(): unknown {
  const text = globalThis.document?.getElementById(PINNED_REGISTRY_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The page's one registry read. */
export const readRegistry = createRegistryRead();
