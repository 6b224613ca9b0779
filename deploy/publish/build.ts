import { spawn } from 'node:child_process';
import { stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from './files.ts';

/** A front-end app the runner builds: its folder and the file that proves its dist is complete. */
export interface BuildableApp {
  folder: string;
  marker: string;
}

/** Files beside `src/` whose change changes the build. */
const CONFIG_FILES = ['package.json', 'tsconfig.json', 'webpack.config.mjs', 'lingui.config.js'];

export type BuildState = 'missing' | 'stale' | 'fresh';

async function mtimeOf(file: string): Promise<number> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return 0;
  }
}

async function newestUnder(dir: string): Promise<number> {
  let newest = 0;
  for (const file of await listFiles(dir)) {
    newest = Math.max(newest, await mtimeOf(path.join(dir, file)));
  }
  return newest;
}

/** What of the remote kit goes into a build (its tests and template do not). */
const KIT_BUILD_INPUTS = ['webpack', 'harness', 'federation', 'lingui', 'theme', 'package.json'];

/** Newest change among what an app is built from: its sources and config, shared-contracts, the kit. */
/** A folder's newest file, or a file's own time. */
async function newestOf(entry: string): Promise<number> {
  const found = await stat(entry).catch(() => null);
  if (!found) return 0;
  return found.isDirectory() ? newestUnder(entry) : found.mtimeMs;
}

async function newestInput(root: string, folder: string): Promise<number> {
  const times = await Promise.all([
    newestUnder(path.join(root, folder, 'src')),
    ...CONFIG_FILES.map((file) => mtimeOf(path.join(root, folder, file))),
    newestUnder(path.join(root, 'shared-contracts', 'src')),
    ...KIT_BUILD_INPUTS.map((input) => newestOf(path.join(root, 'remote-kit', input))),
    mtimeOf(path.join(root, 'shared-contracts', 'package.json')),
    mtimeOf(path.join(root, 'package-lock.json')),
  ]);
  return Math.max(...times);
}

export async function buildState(root: string, app: BuildableApp): Promise<BuildState> {
  const dist = path.join(root, app.folder, 'dist');
  if ((await mtimeOf(path.join(dist, app.marker))) === 0) return 'missing';
  return (await newestInput(root, app.folder)) > (await newestUnder(dist)) ? 'stale' : 'fresh';
}

/** `npm run build -w <folder>`, output shown as it comes. */
export function runBuild(root: string, app: BuildableApp, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', app.folder], { cwd: root, stdio: 'inherit', signal });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`npm run build -w ${app.folder} failed (${signal ?? `exit code ${code}`}).`));
    });
  });
}

/**
 * webpack leaves unchanged output files untouched, so after a build that changed nothing visible the
 * dist could still look older than its sources; the marker's time records the build instead.
 */
export async function markBuilt(root: string, app: BuildableApp): Promise<void> {
  const now = new Date();
  await utimes(path.join(root, app.folder, 'dist', app.marker), now, now);
}
