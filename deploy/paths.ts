import path from 'node:path';

/** The repository root, whatever the working directory of the npm script. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/** DATA_DIR (default `.data`), relative paths taken from the repository root. */
export function resolveDataDir(env: NodeJS.ProcessEnv, root: string = REPO_ROOT): string {
  return path.resolve(root, env.DATA_DIR || '.data');
}

export function appDir(folder: string, root: string = REPO_ROOT): string {
  return path.join(root, folder);
}
