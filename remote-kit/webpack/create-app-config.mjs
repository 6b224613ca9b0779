import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ContractRecordPlugin } from './contract-record-plugin.mjs';
import { precompressed } from './precompressed.mjs';
import { babelRule, cssModuleOptions, federationBase } from './rules.mjs';
import { sharedConfig } from './shared-config.mjs';
import { SharedUsagePlugin } from './shared-usage-plugin.mjs';
import { PreloadStartScriptsPlugin, TRIMMABLE, writeTrimmedCopies } from './trimmed-shared.mjs';

/** Text assets worth compressing ahead of time (maps are for developers, not served to users). */
const require = createRequire(import.meta.url);
const KIT_HTML = fileURLToPath(new URL('../harness/index.html', import.meta.url));

/** html-webpack-plugin's own minifying in production (its README), which a custom option replaces. */
const PRODUCTION_HTML_MINIFY = {
  collapseWhitespace: true,
  keepClosingSlash: true,
  removeComments: true,
  removeRedundantAttributes: true,
  removeScriptTypeAttributes: true,
  removeStyleLinkTypeAttributes: true,
  useShortDoctype: true,
};

/** The app's own `src/index.html` if it has one, else the kit's page (the shell's, and every harness's). */
function htmlTemplate(dir) {
  const own = path.join(dir, 'src/index.html');
  return existsSync(own) ? own : KIT_HTML;
}

/**
 * One webpack config for every app (host or remote): TypeScript + Lingui macros through Babel,
 * CSS modules, .po catalogs, content-hashed chunks and Module Federation with the agreed options.
 *
 * @param {object} options
 * @param {string} options.dir the app folder (import.meta.dirname of its webpack.config.mjs)
 * @param {string} options.name snake_case container name (mf_discovery, shell)
 * @param {Record<string, string>} [options.exposes]
 * @param {string} [options.entry] entry module, default ./src/index.ts
 * @param {string} [options.title] page title when the app has an html page
 * @param {boolean} [options.html] emit index.html (host, and a remote's harness)
 * @param {boolean} [options.pageHead] index.html takes each page's head tags from the api
 *   (GET /api/v1/page-head, through nginx SSI or the runner) instead of one fixed title: the host
 * @param {string} [options.htmlPublicPath] URL prefix of the scripts index.html loads; '/' for an app
 *   served at the site root whose page paths are deep (/experts/1), default relative ('auto')
 * @param {string[]} [options.runtimePlugins]
 * @param {boolean} [options.extractCss] production CSS in files of its own (the host: Mantine's sheet is large)
 * @param {boolean} [options.cssWithEntry] with extractCss: the CSS of the app's lazy parts too goes
 *   in one file the page links (the host's pages are rendered on the server and must be drawn
 *   styled before any script runs; a remote's CSS stays per module, named by its manifest)
 * @param {'provide' | 'use'} [options.federationRuntime] the host provides its federation runtime to
 *   the remotes ('provide'); a remote's production build uses the host's instead of carrying its own
 *   ('use'; its page, the harness, is then a development tool only)
 * @param {{ roots: string[] }} [options.trimmedShared] the host: write trimmed copies of the trimmable
 *   shared packages from the imports under these folders (its runtime plugin picks a copy at start)
 * @param {{ contract: object, define?: boolean }} [options.contractRecord] the contract the build was
 *   made against, written as `contract.json` (contract-record-plugin.mjs)
 * @param {number} [options.port] dev-server port
 * @param {Record<string, string>} [options.proxy] dev-server proxy: path prefix → target
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createAppConfig(options) {
  const pkg = createRequire(path.join(options.dir, 'package.json'))('./package.json');
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const extractCss = Boolean(options.extractCss) && production;
    const styleLoader = extractCss ? MiniCssExtractPlugin.loader : require.resolve('style-loader');
    const usesHostRuntime = production && options.federationRuntime === 'use';
    const shared = sharedConfig(pkg);
    const trimmed = options.trimmedShared
      ? writeTrimmedCopies({
          dir: options.dir,
          roots: options.trimmedShared.roots,
          shared: Object.keys(shared),
        })
      : { alias: {}, exports: {} };
    return {
      context: options.dir,
      entry: options.entry ?? './src/index.ts',
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(options.dir, 'dist'),
        publicPath: 'auto',
        // Entry files keep their names (the federation runtime refers to them); they are served no-cache.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:12].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
        uniqueName: options.name,
        // The server build (create-server-config.mjs) writes dist/server/ in the same run.
        // The server and islands builds write beside it (their own configs).
        clean: { keep: /^(server|islands)\// },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: trimmed.alias,
      },
      module: {
        rules: [
          babelRule(production),
          { test: /\.po$/, use: { loader: require.resolve('@lingui/loader') } },
          {
            test: /\.module\.css$/,
            use: [
              styleLoader,
              {
                loader: require.resolve('css-loader'),
                options: {
                  // Inline CSS source maps would triple the size of the JS that carries the styles.
                  sourceMap: !production,
                  modules: cssModuleOptions(production),
                },
              },
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [
              styleLoader,
              { loader: require.resolve('css-loader'), options: { sourceMap: !production } },
            ],
          },
          { test: /\.(png|jpe?g|svg|webp|gif|woff2?)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          ...federationBase(options, shared),
          runtimePlugins: options.runtimePlugins ?? [],
          manifest: true,
          experiments: {
            asyncStartup: true,
            // A browser build: the runtime's Node-only loading code is left out.
            optimization: { target: 'web' },
            ...(options.federationRuntime === 'provide' ? { provideExternalRuntime: true } : {}),
            ...(usesHostRuntime ? { externalRuntime: true } : {}),
          },
        }),
        new SharedUsagePlugin({ packages: TRIMMABLE, provided: trimmed.exports }),
        ...(options.contractRecord ? [new ContractRecordPlugin(options.contractRecord)] : []),
        ...(extractCss
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:12].css',
                chunkFilename: '[id].[contenthash:12].css',
              }),
            ]
          : []),
        ...(options.html && !usesHostRuntime
          ? [
              new HtmlWebpackPlugin({
                title: options.title ?? options.name,
                pageHead: Boolean(options.pageHead),
                template: htmlTemplate(options.dir),
                // The plugin's production minifying, keeping SSI commands (`<!--# … -->`, options.pageHead).
                minify: production
                  ? { ...PRODUCTION_HTML_MINIFY, ignoreCustomComments: [/^!/, /^#/] }
                  : false,
                ...(options.htmlPublicPath ? { publicPath: options.htmlPublicPath } : {}),
              }),
            ]
          : []),
        ...(options.html && options.trimmedShared
          ? [new PreloadStartScriptsPlugin({ HtmlWebpackPlugin, trimmed: Object.keys(trimmed.exports) })]
          : []),
        ...(production ? precompressed() : []),
      ],
      optimization: {
        ...(extractCss && options.cssWithEntry
          ? {
              splitChunks: {
                cacheGroups: {
                  styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true },
                },
              },
            }
          : {}),
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        minimizer: [
          // SWC minifies JavaScript to the same size as webpack's default (Terser) on half the CPU:
          // the builds run on every start and in every CI run, two at a time on two cores.
          new MinimizerPlugin({
            minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: { passes: 2 } } },
          }),
          ...(extractCss
            ? [new CssMinimizerPlugin({ minimizerOptions: { preset: ['default', { calc: false }] } })]
            : []),
        ],
      },
      performance: { hints: false },
      devServer: {
        port: options.port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: Object.entries(options.proxy ?? {}).map(([context, target]) => ({
          context: [context],
          target,
        })),
      },
    };
  };
}
