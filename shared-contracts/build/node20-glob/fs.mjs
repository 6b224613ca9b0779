import fs from 'node:fs';
import path from 'node:path';
import { globSync as tinyGlobSync } from 'tinyglobby';

export * from 'node:fs';
export default fs;

/**
 * The subset of Node 22's `fs.globSync(patterns, { cwd, exclude })` Lingui uses: files and
 * folders, absolute results for absolute patterns, `exclude` as globs or a predicate.
 */
export function globSync(patterns, options = {}) {
  const list = Array.isArray(patterns) ? patterns : [patterns];
  const cwd = options.cwd ? String(options.cwd) : process.cwd();
  const excludeGlobs = Array.isArray(options.exclude) ? options.exclude : [];
  const excludeFn = typeof options.exclude === 'function' ? options.exclude : undefined;
  const results = new Set();
  for (const pattern of list) {
    const absolute = path.isAbsolute(pattern);
    for (const found of tinyGlobSync(pattern, {
      cwd,
      absolute,
      onlyFiles: false,
      expandDirectories: false,
      dot: true,
      ignore: excludeGlobs,
    })) {
      const clean = found.endsWith('/') ? found.slice(0, -1) : found;
      if (!excludeFn?.(clean)) results.add(clean);
    }
  }
  return [...results];
}
