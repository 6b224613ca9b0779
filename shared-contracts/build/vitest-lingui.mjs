import { createRequire } from 'node:module';
import { transformAsync } from '@babel/core';
import { compilePoCatalog } from './lingui-po.mjs';

const require = createRequire(import.meta.url);

const SOURCE = /\.[cm]?tsx?$/;

/**
 * Vite/Vitest plugin that lets tests run the same Lingui code the webpack build runs:
 * - .ts/.tsx files outside node_modules go through the Lingui macro Babel plugin (types are
 *   stripped too; JSX is left for Vite's own transform);
 * - `.po` imports compile to `{ messages }` as the webpack build's po-loader does (lingui-po.mjs,
 *   Node 20 safe), so tests see the real EN/ES catalogs.
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
      const { code } = await compilePoCatalog(file);
      return { code, map: null };
    },
  };
}
