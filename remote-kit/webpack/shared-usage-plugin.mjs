import { WHOLE_MODULE } from './shared-imports.mjs';
import { servedWithCopy } from './trimmed-shared.mjs';

const PLUGIN = 'SharedUsagePlugin';
const MANIFEST = 'mf-manifest.json';

/** Dependencies that name what they take from a module; anything else that takes it, takes it whole. */
const NAMED_USES = new Set(['harmony import specifier', 'harmony export imported specifier']);
/** Dependencies that only load a module for its side effects, or are Module Federation's own. */
const NO_USE = new Set([
  'harmony side effect evaluation',
  'harmony import',
  'provide module for shared',
  'provide shared module',
  'consume shared fallback',
]);

/**
 * Records which exports of each trimmable shared package the build's modules use (webpack's own
 * used-exports analysis, so production builds only) and writes them into `mf-manifest.json` as
 * `usedExports` of the package's `shared` entry. A host that provides a trimmed copy reads them to
 * know whether the copy serves this app; an entry without `usedExports` means "all of it".
 *
 * With `provided` (the host's trimmed copies), the build fails when its own modules use a name the
 * copy lacks: the host must never load a copy that cannot serve itself.
 */
export class SharedUsagePlugin {
  /**
   * @param {{ packages: readonly string[], provided?: Record<string, string[]> }} options
   */
  constructor(options) {
    this.packages = new Set(options.packages);
    this.provided = options.provided ?? {};
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      /** @type {Map<string, Set<string>>} */
      const used = new Map();
      let analysed = false;
      compilation.hooks.dependencyReferencedExports.tap(PLUGIN, (referenced, dependency) => {
        analysed = true;
        const request = /** @type {{ request?: unknown }} */ (dependency).request;
        if (typeof request !== 'string' || !this.packages.has(request)) return referenced;
        if (NO_USE.has(dependency.type)) return referenced;
        const from = compilation.moduleGraph.getParentModule(dependency)?.resource;
        if (from && servedWithCopy(request, from)) return referenced;
        const names = used.get(request) ?? new Set();
        used.set(request, names);
        if (!NAMED_USES.has(dependency.type)) names.add(WHOLE_MODULE);
        for (const reference of referenced) {
          const path = Array.isArray(reference) ? reference : reference.name;
          names.add(path[0] ?? WHOLE_MODULE);
        }
        return referenced;
      });

      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          if (!analysed) return;
          for (const [pkg, names] of used) {
            const copy = this.provided[pkg];
            if (!copy) continue;
            const missing = [...names].filter((name) => !copy.includes(name));
            if (missing.length > 0) {
              compilation.errors.push(
                new WebpackError(
                  `${PLUGIN}: this build uses ${missing.join(', ')} of ${pkg}, which its trimmed copy lacks; ` +
                    'the copy is made from the imports of the folders given as trimmedShared roots.',
                ),
              );
            }
          }
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString());
          for (const entry of manifest.shared ?? []) {
            if (!this.packages.has(entry.name)) continue;
            const names = used.get(entry.name) ?? new Set();
            if (!names.has(WHOLE_MODULE)) entry.usedExports = [...names].sort();
          }
          compilation.updateAsset(MANIFEST, new sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}
