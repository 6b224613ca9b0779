import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** `/remotes.json`: container name → manifest URL. */
export type Registry = Record<string, string>;

export function registryFile(dataDir: string): string {
  return path.join(dataDir, 'registry', 'remotes.json');
}

export function manifestUrl(folder: string, version: string): string {
  return `/mf/${folder}/${version}/mf-manifest.json`;
}

/**
 * The origins the registry's absolute manifest URLs point at (a CDN); a relative URL is the
 * page's own origin and adds none.
 */
export function remoteOrigins(registry: Registry): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(registry)) {
    if (!URL.canParse(url)) continue;
    const { protocol, origin } = new URL(url);
    if (protocol === 'https:' || protocol === 'http:') origins.add(origin);
  }
  return [...origins];
}

export class RegistryError extends Error {}

/** The registry as written; no file yet → empty. Entries that are not strings are dropped. */
export async function readRegistry(dataDir: string): Promise<Registry> {
  const file = registryFile(dataDir);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new RegistryError(`${file} is not valid JSON; fix it or delete it (the next publish rewrites it).`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new RegistryError(`${file} must hold a JSON object of remote name → manifest URL.`);
  }
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Points one entry at a manifest and leaves the others as they are. Written atomically. */
export async function setRegistryEntry(dataDir: string, name: string, url: string): Promise<Registry> {
  const registry = { ...(await readRegistry(dataDir)), [name]: url };
  const file = registryFile(dataDir);
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  await rename(temporary, file);
  return registry;
}
