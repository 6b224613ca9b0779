import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DISCOVERY_SCHEMA,
  type DiscoveryDocument,
  type DiscoveryVersion,
  defaultVersion,
  parseDiscovery,
} from 'shared-contracts/remote-discovery';

/**
 * `/remotes.json`: the Frontend Discovery document (shared-contracts `remote-discovery.ts`), per
 * remote the versions live with their traffic.
 */
export type Registry = DiscoveryDocument;

export function registryFile(dataDir: string): string {
  return path.join(dataDir, 'registry', 'remotes.json');
}

export function manifestUrl(folder: string, version: string): string {
  return `/mf/${folder}/${version}/mf-manifest.json`;
}

/** The version every visitor without a canary gets: its manifest URL (what the old registry held). */
export function defaultUrlOf(registry: Registry, name: string): string | undefined {
  const versions = registry.microFrontends[name];
  return versions ? defaultVersion(versions)?.url : undefined;
}

/**
 * The origins the registry's absolute URLs point at (a CDN, a fallback CDN); a relative URL is the
 * page's own origin and adds none.
 */
export function remoteOrigins(registry: Registry): string[] {
  const origins = new Set<string>();
  const urls = Object.values(registry.microFrontends).flatMap((versions) =>
    versions.flatMap((version) => [
      version.url,
      version.fallbackUrl,
      version.extras?.moduleFederation?.entry?.url,
    ]),
  );
  for (const url of urls) {
    if (url === undefined || !URL.canParse(url)) continue;
    const { protocol, origin } = new URL(url);
    if (protocol === 'https:' || protocol === 'http:') origins.add(origin);
  }
  return [...origins];
}

export class RegistryError extends Error {}

function emptyRegistry(): Registry {
  return { schema: DISCOVERY_SCHEMA, microFrontends: {} };
}

/** The registry as written; no file yet → empty. Versions that are not well-formed are dropped. */
export async function readRegistry(dataDir: string): Promise<Registry> {
  const file = registryFile(dataDir);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyRegistry();
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new RegistryError(`${file} is not valid JSON; fix it or delete it (the next publish rewrites it).`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new RegistryError(`${file} must hold a Frontend Discovery document ({ schema, microFrontends }).`);
  }
  // A registry of the earlier shape (name → manifest URL) lists nothing: `npm start` and the next
  // publish point each remote again.
  return parseDiscovery(parsed);
}

/** Writes the whole document atomically (a reader never sees half of it). */
async function writeRegistry(dataDir: string, registry: Registry): Promise<void> {
  const file = registryFile(dataDir);
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  await rename(temporary, file);
}

/** Reads, changes one remote's versions, writes. */
export async function updateRemote(
  dataDir: string,
  name: string,
  change: (versions: readonly DiscoveryVersion[]) => DiscoveryVersion[],
): Promise<Registry> {
  const registry = await readRegistry(dataDir);
  const next: Registry = {
    ...registry,
    microFrontends: { ...registry.microFrontends, [name]: change(registry.microFrontends[name] ?? []) },
  };
  await writeRegistry(dataDir, next);
  return next;
}
