import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { updateRemote } from '../publish/registry.ts';

const made: string[] = [];

afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A fresh folder in the OS temp dir, removed after the test. */
export async function tempFolder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'deploy-test-'));
  made.push(dir);
  return dir;
}

/** Writes files (relative path → content) under `root`, creating folders as needed. */
export async function writeFiles(root: string, files: Record<string, string | Buffer>): Promise<void> {
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
}

/** What a remote's `dist/` holds after a build, with the chunk body as given. */
export function remoteDist(chunkBody: string): Record<string, string> {
  return {
    'mf-manifest.json': JSON.stringify({
      id: 'mf_discovery',
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    }),
    'remoteEntry.js': 'var mf_discovery;',
    '__federation_expose_CategorySearch.0123456789ab.js': chunkBody,
  };
}

/** Lists one version of a remote in the data folder's registry, for everyone or at a share. */
export async function listVersion(
  dataDir: string,
  name: string,
  url: string,
  deployment: { traffic: number; default: boolean } = { traffic: 100, default: true },
): Promise<void> {
  const version = url.split('/').at(-2) ?? url;
  await updateRemote(dataDir, name, (versions) => [
    ...versions.filter((entry) => entry.deployment?.default !== deployment.default),
    { url, metadata: { integrity: `sha384-${version}`, version }, deployment },
  ]);
}
