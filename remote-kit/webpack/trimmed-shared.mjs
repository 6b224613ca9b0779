import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { importedNames, WHOLE_MODULE } from './shared-imports.mjs';

/**
 * Shared libraries the host may provide trimmed: large, side-effect-free ES modules whose apps use a
 * part (Mantine's core is ~150 KB compressed whole, about half of it used; React Router ~50 KB, a
 * quarter used).
 */
export const TRIMMABLE = ['@mantine/core', '@mantine/hooks', 'react-router', 'react-router-dom'];

/**
 * Copies that re-export another file than the package's own ES entry, with the packages they are
 * provided for together (one choice for all: their modules must be one instance).
 *
 * React Router's code is one module, and webpack keeps every export of a module that anything in the
 * build uses whole: the whole package's provide would keep the copy whole. So the copy re-exports the
 * package's production build, a file of its own that only the copy loads (the package's `exports`
 * name its development build, which the whole provide keeps). react-router-dom re-exports
 * react-router, plus two routers the apps do not use (the build fails if one does).
 */
const ROUTER_COPY = {
  from: 'react-router',
  file: 'dist/production/index.mjs',
  group: ['react-router', 'react-router-dom'],
};
const COPY_SOURCES = { 'react-router': ROUTER_COPY, 'react-router-dom': ROUTER_COPY };

/**
 * Whether a module of `resource` (a file path) belongs to a package that `pkg`'s copy serves with it
 * (react-router-dom's own `export * from 'react-router'`): such a module is the whole package, which
 * the copy replaces, so its import is no use of `pkg` by the app.
 */
export function servedWithCopy(pkg, resource) {
  const group = COPY_SOURCES[pkg]?.group ?? [];
  return group.some((member) => resource.includes(`${path.sep}node_modules${path.sep}${member}${path.sep}`));
}

/**
 * Shared packages that import a trimmable one themselves; all their ES modules are scanned (more
 * than the host may load of them, so their copies serve them whole too).
 */
const DEPENDENT_PACKAGES = ['@mantine/core', '@mantine/dates', '@mantine/notifications'];

/** The module the host's runtime plugin imports: `{ [pkg]: { exports, needs, load } }`. */
const TRIMMED_COPIES_MODULE = 'trimmed-shared-copies';
const INDEX = 'index.mjs';

/**
 * Puts `<link rel="preload">` into the host's page for the scripts its start needs beyond its entry:
 * the shared packages its first chunks import, and the trimmed copies. Without them each waits for
 * the entry to run, and a copy for the registry and the remotes' manifests too (its choice does,
 * its download, nearly always of the copy chosen, need not).
 */
export class PreloadStartScriptsPlugin {
  /**
   * @param {{ HtmlWebpackPlugin: typeof import('html-webpack-plugin'), trimmed: string[] }} options
   *   trimmed: the packages with a copy (their whole provide is the exception, not preloaded)
   */
  constructor({ HtmlWebpackPlugin, trimmed }) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
    this.trimmed = new Set(trimmed);
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadStartScriptsPlugin', (compilation) => {
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadStartScriptsPlugin',
        (data) => {
          const startKeys = sharedKeysConsumedAtStart(compilation);
          for (const key of this.trimmed) startKeys.delete(key);
          const files = new Set();
          for (const group of compilation.chunkGroups) {
            const atStart = group.origins.some(
              (origin) =>
                origin.module?.resource?.endsWith(path.join('trimmed-shared', INDEX)) ||
                (origin.module?.type === 'provide-module' && startKeys.has(shareKeyOf(origin.module))),
            );
            if (!atStart) continue;
            for (const file of group.getFiles()) if (file.endsWith('.js')) files.add(file);
          }
          const publicPath = data.publicPath ?? '';
          for (const file of files) {
            data.headTags.push({
              tagName: 'link',
              voidTag: true,
              meta: { plugin: 'PreloadStartScriptsPlugin' },
              attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
            });
          }
          return data;
        },
      );
    });
  }
}

/**
 * Writes the host's trimmed copies: for each trimmable package, a module re-exporting only the names
 * that the given source folders (and the shared packages built on it) import, and an index listing
 * them. The copy imports the package by its file path, so Module Federation does not take that
 * import for a use of the shared module. A package that some file imports whole is not trimmed.
 *
 * @param {object} options
 * @param {string} options.dir the host's folder
 * @param {string[]} options.roots source folders of every app and library the host may meet
 * @param {string[]} options.shared the host's shared package names: a copy lists those it imports
 *   (`needs`), which its runtime plugin loads first (the copy may load while the host starts)
 * @returns {{ alias: Record<string, string>, exports: Record<string, string[]> }}
 */
export function writeTrimmedCopies({ dir, roots, shared }) {
  const require = createRequire(path.join(dir, 'package.json'));
  const dependentRoots = DEPENDENT_PACKAGES.map((pkg) => path.dirname(esmEntryOf(pkg, require)));
  const names = importedNames([...roots, ...dependentRoots], TRIMMABLE);
  const folder = path.join(dir, 'node_modules', '.cache', 'trimmed-shared');
  mkdirSync(folder, { recursive: true });

  /** @type {Record<string, string[]>} */
  const exports = {};
  const entries = [];
  for (const pkg of TRIMMABLE) {
    const special = COPY_SOURCES[pkg];
    const group = special?.group ?? [pkg];
    const used = namesOfGroup(names, group);
    if (!used || used.has(WHOLE_MODULE)) continue;
    const list = [...used].sort();
    const file = `${pkg.replace(/^@/, '').replaceAll('/', '-')}.mjs`;
    const from = special?.from ?? pkg;
    const entry = special
      ? path.join(packageRootOf(require.resolve(from), from), special.file)
      : esmEntryOf(pkg, require);
    const needs = sharedDependenciesOf(entry, from, shared);
    writeFileSync(path.join(folder, file), `export { ${list.join(', ')} } from ${JSON.stringify(entry)};\n`);
    exports[pkg] = list;
    entries.push(
      `  ${JSON.stringify(pkg)}: { exports: ${JSON.stringify(list)}, needs: ${JSON.stringify(needs)}, group: ${JSON.stringify(group)}, load: () => import('./${file}') },`,
    );
  }
  const index = path.join(folder, INDEX);
  writeFileSync(index, `export const TRIMMED_COPIES = {\n${entries.join('\n')}\n};\n`);
  return { alias: { [`${TRIMMED_COPIES_MODULE}$`]: index }, exports };
}

/** The names a group's packages are imported by, together; undefined when none is imported. */
function namesOfGroup(names, group) {
  const sets = group.map((pkg) => names.get(pkg)).filter((set) => set !== undefined);
  return sets.length === 0 ? undefined : new Set(sets.flatMap((set) => [...set]));
}

/** Keys of the shared modules the host's first chunks import: they load before anything renders. */
function sharedKeysConsumedAtStart(compilation) {
  const keys = new Set();
  for (const chunk of compilation.chunks) {
    if (!chunk.canBeInitial()) continue;
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module') keys.add(shareKeyOf(module));
    }
  }
  return keys;
}

/** Module Federation's provide and consume modules keep their share key in different fields. */
function shareKeyOf(module) {
  return module.options?.shareKey ?? module._name;
}

/** The shared packages `pkg` depends on (its package.json), by the entry file that `esmEntryOf` found. */
function sharedDependenciesOf(entry, pkg, shared) {
  const manifest = JSON.parse(readFileSync(path.join(packageRootOf(entry, pkg), 'package.json'), 'utf8'));
  const dependencies = { ...manifest.peerDependencies, ...manifest.dependencies };
  return shared.filter((name) => name !== pkg && name in dependencies);
}

/** The package's ES module entry (its `import` condition), as a file path. */
function esmEntryOf(pkg, require) {
  // Packages that do not export ./package.json: walk up from what `require` resolves.
  const root = packageRootOf(require.resolve(pkg), pkg);
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const entry = manifest.exports?.['.']?.import?.default ?? manifest.module;
  if (typeof entry !== 'string') throw new Error(`${pkg} has no ES module entry to trim`);
  return path.join(root, entry);
}

function packageRootOf(file, pkg) {
  let root = path.dirname(file);
  while (!isPackageRoot(root, pkg)) {
    const parent = path.dirname(root);
    if (parent === root) throw new Error(`no package.json of ${pkg} found`);
    root = parent;
  }
  return root;
}

function isPackageRoot(folder, pkg) {
  try {
    return JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')).name === pkg;
  } catch {
    return false;
  }
}
