import { createRequire } from 'node:module';
import { transformAsync } from '@babel/core';
import { lingui } from '@lingui/vite-plugin';

// Babel and its plugins belong to the kit, like the webpack build's.
const require = createRequire(import.meta.url);
const SOURCE = /\.[cm]?tsx?$/;

/**
 * Vite/Vitest plugins that let tests run the same Lingui code the webpack build runs: Lingui's own
 * Vite plugin compiles `.po` imports, and the Lingui macro Babel plugin (as in the webpack build)
 * runs on .ts/.tsx sources that import a macro; JSX is left to Vite's own transform.
 *
 * The Lingui config is the app's own (`lingui.config.js` in the working folder).
 *
 * @returns {import('vite').Plugin[]}
 */
export function linguiVitest() {
  return [
    {
      name: 'lingui-macro-babel',
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
    },
    ...lingui(),
  ];
}
