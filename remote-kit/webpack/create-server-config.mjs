import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { babelRule, classNamesOnlyCssRule, federationBase } from './rules.mjs';
import { sharedConfig } from './shared-config.mjs';

const require = createRequire(import.meta.url);

/** Where an app's server build goes, beside its browser build: `dist/server/`. */
export const SERVER_FOLDER = 'server';

/**
 * The server build of an app that renders on the server (the shell, and a remote whose modules
 * the shell renders there): the same sources and shares as the browser build, for Node. Module
 * Federation runs on the server too (`@module-federation/node`'s runtime plugin): a remote's
 * `server/remoteEntry.js` is published beside its browser files, and the shell's renderer loads it
 * over HTTP from the registry the browser uses, so a release is rendered by its new version at
 * the next request. CSS modules give only their class names (the same as the browser build's);
 * the styles themselves reach the page as the browser build's files.
 *
 * @param {object} options
 * @param {string} options.dir the app folder
 * @param {string} options.name the container name (shell, mf_discovery)
 * @param {Record<string, string>} [options.exposes] the remote's modules rendered on the server
 * @param {Record<string, string>} [options.entry] the host's server entry (the renderer's module)
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createServerConfig(options) {
  const pkg = createRequire(path.join(options.dir, 'package.json'))('./package.json');
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name: `${options.name}-server`,
      context: options.dir,
      // A remote's server build is only its container; webpack wants an entry object anyway.
      entry: options.entry ?? {},
      mode: production ? 'production' : 'development',
      devtool: 'source-map',
      target: 'async-node',
      output: {
        path: path.join(options.dir, 'dist', SERVER_FOLDER),
        // Chunks are found beside the file that asks for them: on disk for the host, over HTTP
        // next to its remoteEntry.js for a remote (the node runtime plugin's fallback).
        publicPath: '',
        // The host's entry is required by the renderer: CommonJS inside a package of ES modules.
        filename: options.entry ? '[name].cjs' : '[name].js',
        chunkFilename: '[name].[contenthash:12].js',
        uniqueName: `${options.name}_server`,
        library: options.entry ? { type: 'commonjs2' } : undefined,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          babelRule(production),
          { test: /\.po$/, use: { loader: require.resolve('@lingui/loader') } },
          classNamesOnlyCssRule(production),
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          ...federationBase(options, sharedConfig(pkg)),
          remoteType: 'script',
          library: { type: 'commonjs-module', name: options.name },
          runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
          manifest: false,
          experiments: { asyncStartup: true },
        }),
      ],
      optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
      performance: { hints: false },
    };
  };
}
