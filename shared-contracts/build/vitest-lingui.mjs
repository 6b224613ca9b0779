import { createRequire } from 'node:module';
import path from 'node:path';
import { transformAsync } from '@babel/core';
import { getConfig } from '@lingui/conf';

const require = createRequire(import.meta.url);

const SOURCE = /\.[cm]?tsx?$/;

/**
 * Vite/Vitest plugin that lets tests run the same Lingui code the webpack build runs:
 * - .ts/.tsx files outside node_modules go through the Lingui macro Babel plugin (types are
 *   stripped too; JSX is left for Vite's own transform);
 * - `.po` imports compile to `{ messages }` exactly as @lingui/loader does in webpack, so tests
 *   see the real EN/ES catalogs.
 *
 * Usage in an app's vitest.config.ts:
 *   import { linguiVitest } from 'shared-contracts/build';
 *   export default defineConfig({ plugins: [linguiVitest()], test: { environment: 'jsdom' } });
 *
 * @returns {import('vite').Plugin}
 */
export function linguiVitest() {
  return {
    name: 'lingui-vitest',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!SOURCE.test(file) || file.includes('/node_modules/')) return null;
      if (!code.includes('@lingui/') || !code.includes('/macro')) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        presets: [
          [
            require.resolve('@babel/preset-typescript'),
            { isTSX: file.endsWith('x'), allExtensions: true, onlyRemoveTypeImports: true },
          ],
        ],
        plugins: [require.resolve('@lingui/babel-plugin-lingui-macro')],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
    async load(id) {
      const file = id.split('?')[0] ?? id;
      if (!file.endsWith('.po')) return null;
      return compilePoCatalog(file);
    },
  };
}

/** Compiles one catalog file of the app's lingui.config to an ES module exporting `messages`. */
async function compilePoCatalog(file) {
  const { getCatalogs, getCatalogForFile, createCompiledCatalog } = await import('@lingui/cli/api');
  const config = getConfig({ cwd: path.dirname(file) });
  const match = getCatalogForFile(path.relative(config.rootDir, file), await getCatalogs(config));
  if (!match) throw new Error(`${file} is not one of the catalogs of ${config.rootDir}/lingui.config`);
  const { messages } = await match.catalog.getTranslations(match.locale, {
    fallbackLocales: config.fallbackLocales,
    sourceLocale: config.sourceLocale,
  });
  const { source } = createCompiledCatalog(match.locale, messages, { strict: false, namespace: 'es' });
  return source;
}
