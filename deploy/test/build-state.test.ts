import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BuildableApp, buildState, markBuilt } from '../publish/build.ts';
import { tempFolder, writeFiles } from './temp-folders.ts';

const shell: BuildableApp = { folder: 'shell', marker: 'index.html' };

async function setTime(root: string, file: string, secondsAgo: number) {
  const when = new Date(Date.now() - secondsAgo * 1000);
  await utimes(path.join(root, file), when, when);
}

/** A repo with shell sources and shared-contracts, everything written 100 s ago. */
async function repo() {
  const root = await tempFolder();
  const files = {
    'shell/src/App.tsx': 'app',
    'shell/src/pages/Home.tsx': 'home',
    'shell/webpack.config.mjs': 'config',
    'shell/package.json': '{}',
    'shared-contracts/src/index.ts': 'contracts',
    'remote-kit/webpack/index.mjs': 'build',
    'remote-kit/harness/mount.tsx': 'harness',
    'package-lock.json': '{}',
  };
  await writeFiles(root, files);
  for (const file of Object.keys(files)) await setTime(root, file, 100);
  return root;
}

async function built(root: string, secondsAgo: number) {
  await writeFiles(root, { 'shell/dist/index.html': 'html', 'shell/dist/main.js': 'js' });
  await setTime(root, 'shell/dist/index.html', secondsAgo);
  await setTime(root, 'shell/dist/main.js', secondsAgo);
}

describe('whether an app needs a build', () => {
  it('is missing without the dist marker', async () => {
    const root = await repo();
    expect(await buildState(root, shell)).toBe('missing');
    await writeFiles(root, { 'shell/dist/main.js': 'js' });
    expect(await buildState(root, shell)).toBe('missing');
  });

  it('is fresh when the build is newer than every input', async () => {
    const root = await repo();
    await built(root, 50);
    expect(await buildState(root, shell)).toBe('fresh');
  });

  it.each([
    'shell/src/pages/Home.tsx',
    'shell/webpack.config.mjs',
    'shared-contracts/src/index.ts',
    'remote-kit/webpack/index.mjs',
    'remote-kit/harness/mount.tsx',
    'package-lock.json',
  ])('is stale once %s changes after the build', async (file) => {
    const root = await repo();
    await built(root, 50);
    await setTime(root, file, 10);
    expect(await buildState(root, shell)).toBe('stale');
  });

  it('is fresh again after markBuilt, even when webpack rewrote no file', async () => {
    const root = await repo();
    await built(root, 50);
    await setTime(root, 'shell/src/App.tsx', 10);
    await markBuilt(root, shell);
    expect(await buildState(root, shell)).toBe('fresh');
  });

  it('ignores changes to files the build does not read', async () => {
    const root = await repo();
    await built(root, 50);
    await writeFiles(root, { 'shell/README.md': 'notes', 'api/src/app.ts': 'api' });
    expect(await buildState(root, shell)).toBe('fresh');
  });
});
