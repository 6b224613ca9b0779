import { cp, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** A version is one folder name: no separators, no `..`. */
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]*$/;

export function isValidVersion(version: string): boolean {
  return VERSION_PATTERN.test(version) && !version.includes('..');
}

export function cdnRoot(dataDir: string): string {
  return path.join(dataDir, 'cdn');
}

function versionDir(dataDir: string, folder: string, version: string): string {
  return path.join(cdnRoot(dataDir), folder, version);
}

/** Published = the version folder holds a manifest (a copy is renamed into place only once complete). */
export async function isPublished(dataDir: string, folder: string, version: string): Promise<boolean> {
  if (!isValidVersion(version)) return false;
  try {
    return (await stat(path.join(versionDir(dataDir, folder, version), 'mf-manifest.json'))).isFile();
  } catch {
    return false;
  }
}

export interface PublishedVersion {
  version: string;
  publishedAt: Date;
}

/** Every published version of a remote, oldest first. */
export async function listPublishedVersions(dataDir: string, folder: string): Promise<PublishedVersion[]> {
  let names: string[];
  try {
    names = await readdir(path.join(cdnRoot(dataDir), folder));
  } catch {
    return [];
  }
  const versions: PublishedVersion[] = [];
  for (const version of names) {
    if (!(await isPublished(dataDir, folder, version))) continue;
    const { mtime } = await stat(versionDir(dataDir, folder, version));
    versions.push({ version, publishedAt: mtime });
  }
  return versions.sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime());
}

/**
 * Copies a build into its version folder, through a temporary folder renamed into place, so a
 * half-copied version is never served. Returns false when that version was already there.
 */
export async function copyBuild(distDir: string, dataDir: string, folder: string, version: string) {
  if (!isValidVersion(version)) throw new Error(`Invalid version folder name: ${version}`);
  if (await isPublished(dataDir, folder, version)) return false;
  const target = versionDir(dataDir, folder, version);
  const temporary = path.join(cdnRoot(dataDir), folder, `.${version}.${process.pid}.tmp`);
  await rm(temporary, { recursive: true, force: true });
  await cp(distDir, temporary, {
    recursive: true,
    filter: (source) => !path.basename(source).startsWith('.') || source === distDir,
  });
  // A leftover folder without a manifest (an interrupted copy) is replaced.
  if (!(await isPublished(dataDir, folder, version))) await rm(target, { recursive: true, force: true });
  try {
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    if (await isPublished(dataDir, folder, version)) return false;
    throw error;
  }
  return true;
}
