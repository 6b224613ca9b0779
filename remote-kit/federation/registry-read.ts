// No imports of shared packages here: the shell's federation runtime plugin reads the registry with
// this before any shared module exists.

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

/** The page's one registry read. */
export const readRegistry = createRegistryRead();
