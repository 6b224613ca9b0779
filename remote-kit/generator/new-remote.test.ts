import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOTE_LIST_FILE } from './register.ts';
import { nextHarnessPort } from './write-remote.ts';

const run = promisify(execFile);
const KIT = path.resolve(import.meta.dirname, '..');
const REPO_ROOT = path.resolve(KIT, '..');
const BIN = path.join(REPO_ROOT, 'node_modules', '.bin');
const GENERATOR = path.join(import.meta.dirname, 'new-remote.ts');

/** A repository root of its own: the kit, the installed packages, the list of remotes and one remote. */
async function scratchRepo(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'remote-kit-'));
  await symlink(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'));
  await symlink(KIT, path.join(root, 'remote-kit'));
  for (const file of ['tsconfig.base.json', 'biome.json'])
    await cp(path.join(REPO_ROOT, file), path.join(root, file));
  await mkdir(path.join(root, path.dirname(REMOTE_LIST_FILE)), { recursive: true });
  await cp(path.join(REPO_ROOT, REMOTE_LIST_FILE), path.join(root, REMOTE_LIST_FILE));
  await mkdir(path.join(root, 'mf-payments'));
  await cp(
    path.join(REPO_ROOT, 'mf-payments', 'webpack.config.mjs'),
    path.join(root, 'mf-payments', 'webpack.config.mjs'),
  );
  await writeFile(
    path.join(root, 'package.json'),
    JSON.stringify({ name: 'scratch', private: true, workspaces: ['remote-kit', 'mf-*'] }),
  );
  return root;
}

function generate(root: string, folder: string) {
  return run('node', [GENERATOR, folder, '--root', root], { cwd: REPO_ROOT });
}

describe('npm run new:remote', () => {
  let root: string;
  let listBefore: string;

  beforeAll(async () => {
    root = await scratchRepo();
    listBefore = await readFile(path.join(root, REMOTE_LIST_FILE), 'utf8');
    await generate(root, 'mf-sample');
  }, 60_000);

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('registers the remote with one added line in the one list', async () => {
    const before = listBefore.split('\n');
    const after = (await readFile(path.join(root, REMOTE_LIST_FILE), 'utf8')).split('\n');
    expect(after.filter((line) => !before.includes(line))).toEqual(["  'mf-sample',"]);
    expect(after).toHaveLength(before.length + 1);
  });

  it('writes en and es catalogs, the Spanish one translated', async () => {
    const es = await readFile(path.join(root, 'mf-sample/src/locales/es/messages.po'), 'utf8');
    const translations = [...es.matchAll(/^msgstr "(.*)"$/gm)].map((match) => match[1]).slice(1);
    expect(translations.length).toBeGreaterThan(0);
    for (const text of translations) expect(text).not.toBe('');
    expect(existsSync(path.join(root, 'mf-sample/src/locales/en/messages.po'))).toBe(true);
  });

  it('gives the harness the next free port', async () => {
    const config = await readFile(path.join(root, 'mf-sample/webpack.config.mjs'), 'utf8');
    expect(config).toContain('port: 3003,');
    expect(await nextHarnessPort(root)).toBe(3004);
  });

  // The build and the checks below take most of this file's time: they run side by side.
  it.concurrent('builds alone into a Module Federation container with its module and catalogs', async () => {
    const dir = path.join(root, 'mf-sample');
    await run(path.join(BIN, 'webpack'), ['--mode', 'development'], { cwd: dir });
    const manifest = JSON.parse(await readFile(path.join(dir, 'dist/mf-manifest.json'), 'utf8'));
    expect(manifest.name).toBe('mf_sample');
    expect(manifest.exposes.map((expose: { path: string }) => expose.path).sort()).toEqual([
      './Start',
      './catalog/en',
      './catalog/es',
    ]);
    expect(existsSync(path.join(dir, 'dist/index.html'))).toBe(true);
  }, 120_000);

  it.concurrent('passes its own typecheck and tests', async () => {
    const dir = path.join(root, 'mf-sample');
    await run(path.join(BIN, 'tsc'), ['-p', 'tsconfig.json', '--noEmit'], { cwd: dir });
    const { stdout } = await run(path.join(BIN, 'vitest'), ['run'], {
      cwd: dir,
      env: { ...process.env, CI: 'true' },
    });
    expect(stripVTControlCharacters(stdout)).toMatch(/Tests\s+2 passed/);
  }, 120_000);

  it('is formatted and linted as the repository wants', async () => {
    await run(path.join(BIN, 'biome'), ['check', '--vcs-enabled=false', 'mf-sample'], { cwd: root });
  });

  it('refuses a bad name and a remote that exists', async () => {
    await expect(generate(root, 'Sample')).rejects.toMatchObject({ stderr: expect.stringContaining('mf-') });
    await expect(generate(root, 'mf-sample')).rejects.toMatchObject({
      stderr: expect.stringContaining('already exists'),
    });
  });
});
