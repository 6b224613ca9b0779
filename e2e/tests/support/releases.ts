import { execFile } from 'node:child_process';
import { cp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { containerNameOf } from 'shared-contracts';
import { type DiscoveryDocument, defaultVersion, parseDiscovery } from 'shared-contracts/remote-discovery';

const run = promisify(execFile);
const REPO_ROOT = path.join(import.meta.dirname, '..', '..', '..');

/** The running product's data folder (playwright.config.ts): its published remotes and registry. */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return dir;
}

/** The registry as the running product serves it at /remotes.json. */
export async function readDiscovery(): Promise<DiscoveryDocument> {
  return parseDiscovery(JSON.parse(await readFile(path.join(dataDir(), 'registry', 'remotes.json'), 'utf8')));
}

/** Writes the registry by hand, past the release commands and their gate (as an operator could). */
export async function writeDiscovery(document: DiscoveryDocument): Promise<void> {
  const file = path.join(dataDir(), 'registry', 'remotes.json');
  await writeFile(`${file}.e2e`, JSON.stringify(document, null, 2));
  await rename(`${file}.e2e`, file);
}

/** A remote's default version: what every visitor outside a canary or preview loads. */
export async function defaultOf(name: string): Promise<{ url: string; version: string }> {
  const chosen = defaultVersion((await readDiscovery()).microFrontends[name] ?? []);
  if (!chosen) throw new Error(`${name} is not in the registry`);
  return { url: chosen.url, version: chosen.metadata.version };
}

/**
 * Publishes a copy of a remote's default version as `<version>-<suffix>` (what publishing a new
 * build does to the CDN folder, without the build), changed by `change` (given the copy's folder).
 * Returns the new version; the registry does not list it yet (`release` does).
 */
export async function publishCopy(
  folder: string,
  suffix: string,
  change: (versionDir: string) => Promise<void> = async () => undefined,
): Promise<string> {
  const { version } = await defaultOf(containerNameOf(folder));
  const next = `${version}-${suffix}`;
  const parent = path.join(dataDir(), 'cdn', folder);
  await rm(path.join(parent, next), { recursive: true, force: true });
  await cp(path.join(parent, version), path.join(parent, next), { recursive: true });
  await change(path.join(parent, next));
  return next;
}

/**
 * Changes a published file in place: its text, and its compressed copies go (the runner serves
 * `.br`/`.gz` when the browser accepts them), so every encoding serves the new bytes.
 */
export async function rewritePublished(file: string, change: (text: string) => string): Promise<void> {
  await writeFile(file, change(await readFile(file, 'utf8')));
  await rm(`${file}.br`, { force: true });
  await rm(`${file}.gz`, { force: true });
}

/**
 * Runs one of deploy's release commands against the running product's data folder, as a team
 * would: `release('publish:remote', 'mf-discovery', '--version', v, '--canary', '20')`,
 * `release('promote:remote', 'mf-discovery')`, `release('abort:remote', …)`, `release('rollback:remote', …)`.
 */
export async function release(script: string, ...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', script, '-w', 'deploy', '--', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir() },
  });
  return stdout;
}
