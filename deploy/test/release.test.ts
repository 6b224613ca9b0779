import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPublished, listPublishedVersions } from '../publish/cdn.ts';
import { RegistryError, readRegistry, registryFile } from '../publish/registry.ts';
import {
  publishIfNew,
  publishRemote,
  ReleaseError,
  type RemoteBuild,
  readRemoteBuild,
  rollbackRemote,
} from '../publish/release.ts';
import type { RemoteApp } from '../remotes.ts';
import { remoteDist, tempFolder, writeFiles } from './temp-folders.ts';

const discovery: RemoteApp = { folder: 'mf-discovery', name: 'mf_discovery' };
const booking: RemoteApp = { folder: 'mf-booking', name: 'mf_booking' };

async function setUp() {
  const root = await tempFolder();
  const dataDir = path.join(root, 'data');
  const appDir = path.join(root, 'mf-discovery');
  await writeFiles(appDir, { 'package.json': JSON.stringify({ name: 'mf-discovery', version: '1.2.0' }) });
  const build = async (chunkBody: string): Promise<RemoteBuild> => {
    await writeFiles(path.join(appDir, 'dist'), remoteDist(chunkBody));
    return readRemoteBuild(appDir, discovery);
  };
  return { dataDir, appDir, build };
}

describe('publishing a remote', () => {
  it('copies the build into a folder named by package version and build hash, and points the registry at it', async () => {
    const { dataDir, build } = await setUp();
    const result = await publishIfNew(dataDir, await build('first'));

    expect(result.version).toMatch(/^1\.2\.0-[0-9a-f]{8}$/);
    expect(result).toMatchObject({ copied: true, pointed: true });
    const folder = path.join(dataDir, 'cdn', 'mf-discovery', result.version);
    expect((await readdir(folder)).sort()).toEqual(Object.keys(remoteDist('first')).sort());
    expect(
      await readFile(path.join(folder, '__federation_expose_CategorySearch.0123456789ab.js'), 'utf8'),
    ).toBe('first');
    expect(await readRegistry(dataDir)).toEqual({
      mf_discovery: `/mf/mf-discovery/${result.version}/mf-manifest.json`,
    });
  });

  it('gives changed code a new version folder and keeps the old one', async () => {
    const { dataDir, build } = await setUp();
    const first = await publishIfNew(dataDir, await build('first'));
    const second = await publishIfNew(dataDir, await build('second'));

    expect(second.version).not.toBe(first.version);
    expect(second.version.startsWith('1.2.0-')).toBe(true);
    expect(
      (await listPublishedVersions(dataDir, 'mf-discovery')).map((entry) => entry.version).sort(),
    ).toEqual([first.version, second.version].sort());
    expect((await readRegistry(dataDir)).mf_discovery).toBe(
      `/mf/mf-discovery/${second.version}/mf-manifest.json`,
    );
  });

  it('the same build published again keeps its folder and version', async () => {
    const { dataDir, build } = await setUp();
    const first = await publishIfNew(dataDir, await build('same'));
    const again = await publishIfNew(dataDir, await build('same'));
    expect(again).toEqual({ version: first.version, copied: false, pointed: false });
  });

  it('refuses a remote that is not built', async () => {
    const { dataDir, appDir } = await setUp();
    await expect(publishIfNew(dataDir, await readRemoteBuild(appDir, discovery))).rejects.toThrow(
      ReleaseError,
    );
    expect(await readRegistry(dataDir)).toEqual({});
  });

  it('leaves the other remotes’ entries untouched', async () => {
    const { dataDir, build } = await setUp();
    await writeFiles(dataDir, {
      'registry/remotes.json': JSON.stringify({ mf_booking: '/mf/mf-booking/3.0.0/x.json' }),
    });
    const result = await publishRemote(dataDir, await build('first'));
    expect(await readRegistry(dataDir)).toEqual({
      mf_booking: '/mf/mf-booking/3.0.0/x.json',
      mf_discovery: `/mf/mf-discovery/${result.version}/mf-manifest.json`,
    });
  });
});

describe('rolling a remote back', () => {
  it('points the entry at an earlier version, which start-up then keeps until the next publish', async () => {
    const { dataDir, build } = await setUp();
    const first = await publishIfNew(dataDir, await build('first'));
    const current = await build('second');
    const second = await publishIfNew(dataDir, current);

    await rollbackRemote(dataDir, discovery, first.version);
    expect((await readRegistry(dataDir)).mf_discovery).toBe(
      `/mf/mf-discovery/${first.version}/mf-manifest.json`,
    );

    expect(await publishIfNew(dataDir, current)).toMatchObject({ copied: false, pointed: false });
    expect((await readRegistry(dataDir)).mf_discovery).toBe(
      `/mf/mf-discovery/${first.version}/mf-manifest.json`,
    );

    await publishRemote(dataDir, current);
    expect((await readRegistry(dataDir)).mf_discovery).toBe(
      `/mf/mf-discovery/${second.version}/mf-manifest.json`,
    );
  });

  it('refuses a version that was never published, naming the published ones', async () => {
    const { dataDir, build } = await setUp();
    const first = await publishIfNew(dataDir, await build('first'));
    const before = await readFile(registryFile(dataDir), 'utf8');

    await expect(rollbackRemote(dataDir, discovery, '9.9.9')).rejects.toThrow(
      new RegExp(`9\\.9\\.9 is not published.*${first.version}`),
    );
    await expect(rollbackRemote(dataDir, discovery, '../../registry')).rejects.toThrow(ReleaseError);
    await expect(rollbackRemote(dataDir, booking, first.version)).rejects.toThrow(ReleaseError);
    expect(await readFile(registryFile(dataDir), 'utf8')).toBe(before);
  });

  it('does not count an interrupted copy without a manifest as published', async () => {
    const { dataDir } = await setUp();
    await writeFiles(dataDir, { 'cdn/mf-discovery/1.0.0/remoteEntry.js': 'half' });
    expect(await isPublished(dataDir, 'mf-discovery', '1.0.0')).toBe(false);
    await expect(rollbackRemote(dataDir, discovery, '1.0.0')).rejects.toThrow(ReleaseError);
  });
});

describe('the registry file', () => {
  it('is empty before anything is published', async () => {
    expect(await readRegistry(await tempFolder())).toEqual({});
  });

  it('reports a corrupt file instead of overwriting it', async () => {
    const { dataDir, build } = await setUp();
    await writeFiles(dataDir, { 'registry/remotes.json': '{ not json' });
    await expect(readRegistry(dataDir)).rejects.toThrow(RegistryError);
    await expect(publishRemote(dataDir, await build('first'))).rejects.toThrow(RegistryError);
    expect(await readFile(registryFile(dataDir), 'utf8')).toBe('{ not json');
  });

  it('drops entries that are not strings', async () => {
    const dataDir = await tempFolder();
    await writeFiles(dataDir, {
      'registry/remotes.json': JSON.stringify({ a: '/mf/a/1/mf-manifest.json', b: 3 }),
    });
    expect(await readRegistry(dataDir)).toEqual({ a: '/mf/a/1/mf-manifest.json' });
    await writeFile(registryFile(dataDir), '[]');
    await expect(readRegistry(dataDir)).rejects.toThrow(RegistryError);
  });
});
