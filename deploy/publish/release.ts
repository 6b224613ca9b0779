import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteApp } from '../remotes.ts';
import { copyBuild, isPublished, isValidVersion, listPublishedVersions } from './cdn.ts';
import { hashFolder } from './content-hash.ts';
import { manifestUrl, readRegistry, setRegistryEntry } from './registry.ts';

/** A remote's built output, ready to publish. */
export interface RemoteBuild {
  remote: RemoteApp;
  /** The remote's `dist/`. */
  distDir: string;
  /** `version` of the remote's package.json. */
  packageVersion: string;
}

/** A refusal the person running a command can act on. */
export class ReleaseError extends Error {}

export async function readRemoteBuild(appDir: string, remote: RemoteApp): Promise<RemoteBuild> {
  const pkg = JSON.parse(await readFile(path.join(appDir, 'package.json'), 'utf8')) as { version?: unknown };
  if (typeof pkg.version !== 'string' || !isValidVersion(pkg.version)) {
    throw new ReleaseError(`${remote.folder}/package.json has no usable "version".`);
  }
  return { remote, distDir: path.join(appDir, 'dist'), packageVersion: pkg.version };
}

/**
 * The folder name of a build: the package version plus a short hash of the built files, so a
 * rebuild with changed code never overwrites (or hides behind the cache of) an earlier publish.
 */
async function buildVersion(build: RemoteBuild): Promise<string> {
  const manifest = path.join(build.distDir, 'mf-manifest.json');
  const built = await stat(manifest).then(
    (found) => found.isFile(),
    () => false,
  );
  if (!built) throw new ReleaseError(`${build.remote.folder} is not built (${manifest} is missing).`);
  return `${build.packageVersion}-${(await hashFolder(build.distDir)).slice(0, 8)}`;
}

export interface PublishResult {
  version: string;
  /** The build was copied to a new version folder. */
  copied: boolean;
  /** The registry entry now points at this version (it may have already). */
  pointed: boolean;
}

/** Publish and point the registry at this build, whatever it pointed at before. */
export async function publishRemote(dataDir: string, build: RemoteBuild): Promise<PublishResult> {
  const version = await buildVersion(build);
  const copied = await copyBuild(build.distDir, dataDir, build.remote.folder, version);
  await setRegistryEntry(dataDir, build.remote.name, manifestUrl(build.remote.folder, version));
  return { version, copied, pointed: true };
}

/**
 * What `npm start` does for each remote: a build not yet published is published and pointed at; an
 * already published one leaves the registry as it is (so a rollback stays until the next publish),
 * unless the remote has no entry at all.
 */
export async function publishIfNew(dataDir: string, build: RemoteBuild): Promise<PublishResult> {
  const version = await buildVersion(build);
  const copied = await copyBuild(build.distDir, dataDir, build.remote.folder, version);
  const registry = await readRegistry(dataDir);
  if (!copied && registry[build.remote.name] !== undefined) return { version, copied, pointed: false };
  await setRegistryEntry(dataDir, build.remote.name, manifestUrl(build.remote.folder, version));
  return { version, copied, pointed: true };
}

/** Points the registry entry back at an earlier published version; nothing is copied or deleted. */
export async function rollbackRemote(dataDir: string, remote: RemoteApp, version: string): Promise<void> {
  if (!(await isPublished(dataDir, remote.folder, version))) {
    const known = (await listPublishedVersions(dataDir, remote.folder)).map((entry) => entry.version);
    throw new ReleaseError(
      `${remote.folder} ${version} is not published. Published versions: ${known.join(', ') || 'none'}.`,
    );
  }
  await setRegistryEntry(dataDir, remote.name, manifestUrl(remote.folder, version));
}
