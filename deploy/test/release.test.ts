import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPublished, listPublishedVersions } from '../publish/cdn.ts';
import {
  defaultUrlOf,
  type Registry,
  RegistryError,
  readRegistry,
  registryFile,
} from '../publish/registry.ts';
import {
  abortCanary,
  promoteCanary,
  publishCanary,
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

/** Each remote's default version's manifest URL: what every visitor outside a canary loads. */
function served(registry: Registry): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.keys(registry.microFrontends).map((name) => [name, defaultUrlOf(registry, name)]),
  );
}

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

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
    expect(served(await readRegistry(dataDir))).toEqual({
      mf_discovery: `/mf/mf-discovery/${result.version}/mf-manifest.json`,
    });
  });

  it('lists the version for everyone, with the SRI hashes of its manifest and entry as published', async () => {
    const { dataDir, build } = await setUp();
    const result = await publishIfNew(dataDir, await build('first'));
    const files = remoteDist('first');
    expect((await readRegistry(dataDir)).microFrontends.mf_discovery).toEqual([
      {
        url: `/mf/mf-discovery/${result.version}/mf-manifest.json`,
        metadata: { integrity: sri(files['mf-manifest.json'] ?? ''), version: result.version },
        deployment: { traffic: 100, default: true },
        extras: {
          moduleFederation: {
            entry: {
              url: `/mf/mf-discovery/${result.version}/remoteEntry.js`,
              integrity: sri(files['remoteEntry.js'] ?? ''),
            },
          },
        },
      },
    ]);
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
    expect(served(await readRegistry(dataDir)).mf_discovery).toBe(
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
    expect(served(await readRegistry(dataDir))).toEqual({});
  });

  it('leaves the other remotes’ entries untouched', async () => {
    const { dataDir, build } = await setUp();
    const booking = {
      url: '/mf/mf-booking/3.0.0/x.json',
      metadata: { integrity: 'sha384-x', version: '3.0.0' },
    };
    await writeFiles(dataDir, {
      'registry/remotes.json': JSON.stringify({ schema: 's', microFrontends: { mf_booking: [booking] } }),
    });
    const result = await publishRemote(dataDir, await build('first'));
    expect((await readRegistry(dataDir)).microFrontends.mf_booking).toEqual([booking]);
    expect(served(await readRegistry(dataDir))).toEqual({
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
    expect(served(await readRegistry(dataDir)).mf_discovery).toBe(
      `/mf/mf-discovery/${first.version}/mf-manifest.json`,
    );

    expect(await publishIfNew(dataDir, current)).toMatchObject({ copied: false, pointed: false });
    expect(served(await readRegistry(dataDir)).mf_discovery).toBe(
      `/mf/mf-discovery/${first.version}/mf-manifest.json`,
    );

    await publishRemote(dataDir, current);
    expect(served(await readRegistry(dataDir)).mf_discovery).toBe(
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

describe('a canary', () => {
  const deployments = async (dataDir: string) =>
    (await readRegistry(dataDir)).microFrontends.mf_discovery?.map((entry) => [
      entry.metadata.version,
      entry.deployment,
    ]);

  it('serves a new version to its share beside the default, which promote makes everyone’s', async () => {
    const { dataDir, build } = await setUp();
    const stable = await publishIfNew(dataDir, await build('first'));
    const canary = await publishCanary(dataDir, await build('second'), 20);
    expect(await deployments(dataDir)).toEqual([
      [canary.version, { traffic: 20, default: false }],
      [stable.version, { traffic: 80, default: true }],
    ]);
    expect(served(await readRegistry(dataDir)).mf_discovery).toContain(stable.version);

    await publishCanary(dataDir, await build('second'), 50);
    expect(await deployments(dataDir)).toEqual([
      [canary.version, { traffic: 50, default: false }],
      [stable.version, { traffic: 50, default: true }],
    ]);

    await promoteCanary(dataDir, discovery);
    expect(await deployments(dataDir)).toEqual([[canary.version, { traffic: 100, default: true }]]);
    await expect(promoteCanary(dataDir, discovery)).rejects.toThrow('mf-discovery has no canary live.');
  });

  it('is taken off by abort, and a newer canary replaces one live', async () => {
    const { dataDir, build } = await setUp();
    const stable = await publishIfNew(dataDir, await build('first'));
    await publishCanary(dataDir, await build('second'), 10);
    const third = await publishCanary(dataDir, await build('third'), 10);
    expect(await deployments(dataDir)).toEqual([
      [third.version, { traffic: 10, default: false }],
      [stable.version, { traffic: 90, default: true }],
    ]);
    await abortCanary(dataDir, discovery);
    expect(await deployments(dataDir)).toEqual([[stable.version, { traffic: 100, default: true }]]);
    await expect(abortCanary(dataDir, discovery)).rejects.toThrow(ReleaseError);
  });

  it('ends with a rollback, and is refused with no default, for the default itself, or out of range', async () => {
    const { dataDir, build } = await setUp();
    await expect(publishCanary(dataDir, await build('first'), 10)).rejects.toThrow(/no default version yet/);
    const stable = await publishRemote(dataDir, await build('first'));
    await expect(publishCanary(dataDir, await build('first'), 10)).rejects.toThrow(/already the default/);
    for (const percent of [100, -5, Number.NaN]) {
      await expect(publishCanary(dataDir, await build('second'), percent)).rejects.toThrow(/from 0/);
    }
    // At 0 % a version is listed for previews only.
    await publishCanary(dataDir, await build('second'), 0);
    expect((await deployments(dataDir))?.[0]?.[1]).toEqual({ traffic: 0, default: false });
    await publishCanary(dataDir, await build('second'), 30);
    await rollbackRemote(dataDir, discovery, stable.version);
    expect(await deployments(dataDir)).toEqual([[stable.version, { traffic: 100, default: true }]]);
  });
});

describe('the registry file', () => {
  it('is empty before anything is published', async () => {
    expect((await readRegistry(await tempFolder())).microFrontends).toEqual({});
  });

  it('reports a corrupt file instead of overwriting it', async () => {
    const { dataDir, build } = await setUp();
    await writeFiles(dataDir, { 'registry/remotes.json': '{ not json' });
    await expect(readRegistry(dataDir)).rejects.toThrow(RegistryError);
    await expect(publishRemote(dataDir, await build('first'))).rejects.toThrow(RegistryError);
    expect(await readFile(registryFile(dataDir), 'utf8')).toBe('{ not json');
  });

  it('drops versions that are not well formed, and lists nothing of the earlier shape', async () => {
    const dataDir = await tempFolder();
    const good = { url: '/mf/a/1/mf-manifest.json', metadata: { integrity: 'sha384-a', version: '1' } };
    await writeFiles(dataDir, {
      'registry/remotes.json': JSON.stringify({
        schema: 's',
        microFrontends: { a: [good, { url: 3 }], b: 3 },
      }),
    });
    expect((await readRegistry(dataDir)).microFrontends).toEqual({ a: [good] });
    await writeFile(registryFile(dataDir), JSON.stringify({ a: '/mf/a/1/mf-manifest.json' }));
    expect((await readRegistry(dataDir)).microFrontends).toEqual({});
    await writeFile(registryFile(dataDir), '[]');
    await expect(readRegistry(dataDir)).rejects.toThrow(RegistryError);
  });
});

describe('the contract gate', () => {
  const shell = {
    sharedContracts: '0.1.0',
    shell: 'ctx1',
    provides: { 'mf_discovery/./ExpertSearch': 'e1' },
  };
  const contract = (exposed: string, context = 'ctx1') =>
    JSON.stringify({
      sharedContracts: '0.1.0',
      shell: context,
      exposes: { 'mf_discovery/./ExpertSearch': exposed },
      consumes: {},
    });

  async function setUpWith(contractJson: string) {
    const { dataDir, appDir } = await setUp();
    return {
      dataDir,
      build: async (body: string, json: string | null = contractJson) => {
        await rm(path.join(appDir, 'dist', 'contract.json'), { force: true });
        await writeFiles(path.join(appDir, 'dist'), {
          ...remoteDist(body),
          ...(json === null ? {} : { 'contract.json': json }),
        });
        return readRemoteBuild(appDir, discovery);
      },
    };
  }

  it('lists a build the live shell can serve, with its contract', async () => {
    const { dataDir, build } = await setUpWith(contract('e1'));
    await publishRemote(dataDir, await build('first'), shell);
    const [listed] = (await readRegistry(dataDir)).microFrontends.mf_discovery ?? [];
    expect(listed?.extras?.moduleFederation?.contract).toEqual(JSON.parse(contract('e1')));
  });

  it('refuses, naming each mismatch, a build the live shell cannot serve, and leaves the registry as it was', async () => {
    const { dataDir, build } = await setUpWith(contract('e1'));
    await publishRemote(dataDir, await build('first'), shell);
    const before = await readFile(registryFile(dataDir), 'utf8');
    const refusal = await publishCanary(
      dataDir,
      await build('second', contract('e2', 'ctx2')),
      10,
      shell,
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ReleaseError);
    expect((refusal as Error).message).toContain(
      'was built against a contract the live product cannot serve',
    );
    expect((refusal as Error).message).toContain('mf_discovery was built against another shell context');
    expect((refusal as Error).message).toContain(
      'mf_discovery/./ExpertSearch: the live shell calls it with another contract (shell e1, build e2)',
    );
    expect(await readFile(registryFile(dataDir), 'utf8')).toBe(before);
    await expect(publishRemote(dataDir, await build('third', null), shell)).rejects.toThrow(
      /records no contract/,
    );
  });

  it('does not stand in the way of a rollback', async () => {
    const { dataDir, build } = await setUpWith(contract('e2'));
    const old = await publishRemote(dataDir, await build('first'));
    await publishRemote(dataDir, await build('second', contract('e1')), shell);
    await rollbackRemote(dataDir, discovery, old.version);
    expect(served(await readRegistry(dataDir)).mf_discovery).toContain(old.version);
  });
});
