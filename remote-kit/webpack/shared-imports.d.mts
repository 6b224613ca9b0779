// Types of shared-imports.mjs (run by Node at build time).

/** Stands for "the whole module" in importedNames' sets. */
export const WHOLE_MODULE: '*';

/** The names each package is imported by in the source files under the given folders. */
export function importedNames(roots: string[], packages: readonly string[]): Map<string, Set<string>>;
