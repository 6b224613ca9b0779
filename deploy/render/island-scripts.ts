import path from 'node:path';
import { cachedText } from './page-head.ts';

/** The shell's islands build, as the shell's webpack config writes it (remote-kit ISLANDS_FOLDER). */
const SCRIPTS_FILE = path.join('islands', 'scripts.json');

/**
 * The scripts of the shell's islands build, read again when the build changes; undefined when
 * there is none (a shell built before it), so the page loads the app, which hydrates it as well.
 */
export function islandScriptsOf(shellDist: string): () => Promise<string[] | undefined> {
  const text = cachedText(path.join(shellDist, SCRIPTS_FILE));
  return async () => {
    try {
      const scripts: unknown = JSON.parse(await text());
      return Array.isArray(scripts) && scripts.every((src) => typeof src === 'string') ? scripts : undefined;
    } catch {
      return undefined;
    }
  };
}
