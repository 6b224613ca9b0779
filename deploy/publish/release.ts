import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseRemoteContract, type ShellContractRecord } from 'shared-contracts/remote-contract';
import { type DiscoveryVersion, remoteEntryFile } from 'shared-contracts/remote-discovery';
import type { RemoteApp } from '../remotes.ts';
import { cdnRoot, copyBuild, isPublished, isValidVersion, listPublishedVersions } from './cdn.ts';
import { hashFolder, subresourceIntegrity } from './content-hash.ts';
import {
  aborted,
  promoted,
  ReleaseError,
  refuseIncompatible,
  soleDefault,
  withCanary,
} from './deployments.ts';
import { defaultUrlOf, manifestUrl, readRegistry, updateRemote } from './registry.ts';

export { ReleaseError } from './deployments.ts';

/** What a build writes beside its manifest: the contract it was built against (remote-kit). */
const CONTRACT_FILE = 'contract.json';

/** A remote's built output, ready to publish. */
export interface RemoteBuild {
  remote: RemoteApp;
  /** The remote's `dist/`. */
  distDir: string;
  /** `version` of the remote's package.json. */
  packageVersion: string;
}

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

/**
 * A published version as the registry lists it: its manifest and browser entry with their SRI
 * hashes (sha384), read from the published copy, which is what visitors are served.
 */
async function versionEntry(dataDir: string, folder: string, version: string): Promise<DiscoveryVersion> {
  const dir = path.join(cdnRoot(dataDir), folder, version);
  const manifestText = await readFile(path.join(dir, 'mf-manifest.json'));
  const entryFile = remoteEntryFile(JSON.parse(manifestText.toString('utf8'))) ?? 'remoteEntry.js';
  const contract = await readFile(path.join(dir, CONTRACT_FILE), 'utf8').then(
    (text) => parseRemoteContract(JSON.parse(text)),
    () => undefined,
  );
  return {
    url: manifestUrl(folder, version),
    metadata: { integrity: subresourceIntegrity(manifestText), version },
    extras: {
      moduleFederation: {
        ...(contract ? { contract } : {}),
        entry: {
          url: `/mf/${folder}/${version}/${entryFile}`,
          integrity: subresourceIntegrity(await readFile(path.join(dir, entryFile))),
        },
      },
    },
  };
}

/**
 * Lists a published version, for everyone or (with `percent`) as the remote's canary, once the
 * gate lets it through (with the live shell's contract, a version it or the remotes live cannot
 * serve is refused).
 */
async function list(
  dataDir: string,
  remote: RemoteApp,
  entry: DiscoveryVersion,
  percent: number | undefined,
  shell: ShellContractRecord | undefined,
): Promise<void> {
  if (shell) refuseIncompatible(await readRegistry(dataDir), remote, entry, shell);
  await updateRemote(dataDir, remote.name, (versions) =>
    percent === undefined ? soleDefault(entry) : withCanary(versions, entry, percent, remote.folder),
  );
}

/** Publishes a build into its version folder and lists it (see `list`). */
async function publishBuild(
  dataDir: string,
  build: RemoteBuild,
  percent: number | undefined,
  shell: ShellContractRecord | undefined,
): Promise<PublishResult> {
  const version = await buildVersion(build);
  const copied = await copyBuild(build.distDir, dataDir, build.remote.folder, version);
  await list(
    dataDir,
    build.remote,
    await versionEntry(dataDir, build.remote.folder, version),
    percent,
    shell,
  );
  return { version, copied, pointed: true };
}

/** Publish and point the registry at this build for everyone, whatever it pointed at before. */
export function publishRemote(dataDir: string, build: RemoteBuild, shell?: ShellContractRecord) {
  return publishBuild(dataDir, build, undefined, shell);
}

/** Publish and serve this build to `percent` of the visitors (a canary); the default keeps the rest. */
export function publishCanary(
  dataDir: string,
  build: RemoteBuild,
  percent: number,
  shell?: ShellContractRecord,
) {
  return publishBuild(dataDir, build, percent, shell);
}

/**
 * Serves a version published earlier (a canary aborted, tried again) to `percent` of the visitors,
 * or to everyone without it; nothing is built or copied.
 */
export async function servePublished(
  dataDir: string,
  remote: RemoteApp,
  version: string,
  percent?: number,
  shell?: ShellContractRecord,
): Promise<void> {
  await refuseUnpublished(dataDir, remote, version);
  await list(dataDir, remote, await versionEntry(dataDir, remote.folder, version), percent, shell);
}

/** The remote's canary becomes everyone's version. */
export async function promoteCanary(dataDir: string, remote: RemoteApp): Promise<void> {
  await updateRemote(dataDir, remote.name, (versions) => promoted(versions, remote.folder));
}

/** The remote's canary is taken off. */
export async function abortCanary(dataDir: string, remote: RemoteApp): Promise<void> {
  await updateRemote(dataDir, remote.name, (versions) => aborted(versions, remote.folder));
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
  if (!copied && defaultUrlOf(registry, build.remote.name) !== undefined)
    return { version, copied, pointed: false };
  await list(
    dataDir,
    build.remote,
    await versionEntry(dataDir, build.remote.folder, version),
    undefined,
    undefined,
  );
  return { version, copied, pointed: true };
}

async function refuseUnpublished(dataDir: string, remote: RemoteApp, version: string): Promise<void> {
  if (await isPublished(dataDir, remote.folder, version)) return;
  const known = (await listPublishedVersions(dataDir, remote.folder)).map((entry) => entry.version);
  throw new ReleaseError(
    `${remote.folder} ${version} is not published. Published versions: ${known.join(', ') || 'none'}.`,
  );
}

/** Points every visitor back at an earlier published version; nothing is copied or deleted. */
export async function rollbackRemote(dataDir: string, remote: RemoteApp, version: string): Promise<void> {
  await servePublished(dataDir, remote, version);
}
