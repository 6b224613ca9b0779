import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from '@babel/core';

/** Stands for "the whole module": a namespace, default or dynamic import, or `export *`. */
export const WHOLE_MODULE = '*';

const SOURCE_FILE = /\.(m?js|tsx?)$/;
const SKIPPED_FILE = /\.(test|spec)\.[mc]?[jt]sx?$|\.d\.[mc]?ts$/;
const SKIPPED_FOLDER = new Set(['node_modules', 'dist', 'test', 'testing', 'coverage']);

/**
 * The names each of `packages` is imported by in the source files under `roots` (tests, type-only
 * imports and build output left out). A package imported as a whole maps to a set holding
 * WHOLE_MODULE. Plain parsing, not resolution: what a file names is what it needs.
 *
 * @param {string[]} roots folders to walk
 * @param {readonly string[]} packages package names to look for (exact import sources)
 * @returns {Map<string, Set<string>>}
 */
export function importedNames(roots, packages) {
  const wanted = new Set(packages);
  /** @type {Map<string, Set<string>>} */
  const names = new Map();
  const add = (pkg, name) => {
    const set = names.get(pkg) ?? new Set();
    names.set(pkg, set);
    set.add(name);
  };
  for (const root of roots) {
    for (const file of sourceFiles(root)) {
      const code = readFileSync(file, 'utf8');
      if (!packages.some((pkg) => code.includes(pkg))) continue;
      for (const [pkg, name] of namesInModule(code, file, wanted)) add(pkg, name);
    }
  }
  return names;
}

/** @returns {Generator<string>} */
function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDER.has(entry.name)) yield* sourceFiles(full);
    } else if (SOURCE_FILE.test(entry.name) && !SKIPPED_FILE.test(entry.name)) {
      yield full;
    }
  }
}

/** @returns {Array<[string, string]>} package → name pairs of one module's imports and re-exports */
function namesInModule(code, filename, wanted) {
  const ast = parseSync(code, {
    filename,
    babelrc: false,
    configFile: false,
    sourceType: 'module',
    parserOpts: { plugins: ['typescript', 'jsx'] },
  });
  /** @type {Array<[string, string]>} */
  const found = [];
  for (const node of ast?.program.body ?? []) {
    const source = 'source' in node && node.source ? node.source.value : undefined;
    if (!source || !wanted.has(source) || node.importKind === 'type' || node.exportKind === 'type') {
      continue;
    }
    if (node.type === 'ImportDeclaration') {
      for (const specifier of node.specifiers) {
        if (specifier.type !== 'ImportSpecifier') found.push([source, WHOLE_MODULE]);
        else if (specifier.importKind !== 'type') found.push([source, nameOf(specifier.imported)]);
      }
    } else if (node.type === 'ExportNamedDeclaration') {
      for (const specifier of node.specifiers) {
        if (specifier.type === 'ExportSpecifier' && specifier.exportKind !== 'type') {
          found.push([source, nameOf(specifier.local)]);
        } else if (specifier.type !== 'ExportSpecifier') {
          found.push([source, WHOLE_MODULE]);
        }
      }
    } else if (node.type === 'ExportAllDeclaration') {
      found.push([source, WHOLE_MODULE]);
    }
  }
  for (const pkg of dynamicImports(code, wanted)) found.push([pkg, WHOLE_MODULE]);
  return found;
}

/** `import('pkg')` anywhere in the file takes the whole module. */
function dynamicImports(code, wanted) {
  return [...wanted].filter((pkg) => code.includes(`import('${pkg}')`) || code.includes(`import("${pkg}")`));
}

function nameOf(node) {
  return node.type === 'StringLiteral' ? node.value : node.name;
}
