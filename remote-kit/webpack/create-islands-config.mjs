import { createRequire } from 'node:module';
import path from 'node:path';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { precompressed } from './precompressed.mjs';
import { babelRule, classNamesOnlyCssRule } from './rules.mjs';

const require = createRequire(import.meta.url);

/** Where an app's islands build goes, beside its browser build: `dist/islands/`. */
export const ISLANDS_FOLDER = 'islands';

/** The file listing the scripts an islands page loads, in order (the entry's own chunks). */
export const ISLANDS_SCRIPTS_FILE = 'scripts.json';

/**
 * Writes ISLANDS_SCRIPTS_FILE: the entry's files as the page names them (`/islands/<file>`).
 */
class IslandsScriptsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('IslandsScriptsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'IslandsScriptsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const publicPath = compilation.outputOptions.publicPath;
          const scripts = [...compilation.entrypoints.values()].flatMap((entry) =>
            entry
              .getFiles()
              .filter((file) => file.endsWith('.js'))
              .map((file) => `${publicPath}${file}`),
          );
          compilation.emitAsset(ISLANDS_SCRIPTS_FILE, new RawSource(JSON.stringify(scripts)));
        },
      );
    });
  }
}

/**
 * The islands build of a host that renders pages on the server: one small script that hydrates
 * the marked parts of a page (its islands) each as a React root of its own, and leaves the rest
 * of the page as the server's HTML, for pages that need no more. It runs alone on its page, so
 * it shares nothing through Module Federation: React, Mantine and the rest are bundled, only
 * what the islands use. CSS modules give their class names only (the browser build's sheets,
 * already on the page, style them).
 *
 * @param {object} options
 * @param {string} options.dir the app folder
 * @param {string} options.name the app's name
 * @param {string} options.entry the islands' entry module
 * @param {Record<string, string>} [options.alias] module replacements for this build only
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createIslandsConfig(options) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name: `${options.name}-islands`,
      context: options.dir,
      entry: { islands: options.entry },
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(options.dir, 'dist', ISLANDS_FOLDER),
        publicPath: `/${ISLANDS_FOLDER}/`,
        filename: production ? '[name].[contenthash:12].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:12].js' : '[name].js',
        uniqueName: `${options.name}_islands`,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: options.alias ?? {},
      },
      module: {
        rules: [
          // The contract's modules only declare (no module acts when loaded): an island importing a
          // name through its index (a cookie's name) takes that module alone, not the whole contract.
          { test: /[\\/]shared-contracts[\\/]src[\\/]/, sideEffects: false },
          babelRule(production),
          { test: /\.po$/, use: { loader: require.resolve('@lingui/loader') } },
          classNamesOnlyCssRule(production),
        ],
      },
      plugins: [new IslandsScriptsPlugin(), ...(production ? precompressed() : [])],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        minimizer: [
          new MinimizerPlugin({
            minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: { passes: 2 } } },
          }),
        ],
      },
      performance: { hints: false },
    };
  };
}
