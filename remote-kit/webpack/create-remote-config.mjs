import path from 'node:path';
import { remoteContract } from './contract-record-plugin.mjs';
import { createAppConfig } from './create-app-config.mjs';
import { createServerConfig } from './create-server-config.mjs';

/** `mf-booking` → `mf_booking`: the container name is the workspace folder in snake_case. */
export function containerNameOf(folder) {
  return folder.replaceAll('-', '_');
}

/**
 * The webpack config of a remote: its container name comes from its folder, its page is the
 * harness (`src/index.ts` → `src/harness/`), its catalogs are exposed as `./catalog/en|es` from
 * `src/locales/<locale>/messages.po`, and the harness dev server proxies `/api`, `/mf` and
 * `/remotes.json` to the runner, so widgets of other remotes load in it as in the shell.
 *
 * @param {object} options
 * @param {string} options.dir the remote folder (import.meta.dirname of its webpack.config.mjs)
 * @param {number} options.port dev-server port of the harness
 * @param {Record<string, string>} options.exposes the remote's modules (catalogs are added)
 * @param {string[]} [options.serverExposes] the modules the shell renders on the server (public
 *   pages): with them, the remote also builds `dist/server/` (create-server-config.mjs)
 */
export function createRemoteConfig({ dir, port, exposes, serverExposes }) {
  const folder = path.basename(dir);
  const catalogs = {
    './catalog/en': './src/locales/en/messages.po',
    './catalog/es': './src/locales/es/messages.po',
  };
  const runner = process.env.RUNNER_URL ?? process.env.API_URL ?? 'http://localhost:8080';
  const browser = createAppConfig({
    dir,
    name: containerNameOf(folder),
    html: true,
    htmlPublicPath: '/',
    title: `${folder} harness`,
    port,
    proxy: { '/api': runner, '/mf': runner, '/remotes.json': runner },
    // ~15 KB less per remote a page loads; the shell provides the runtime (its federationRuntime).
    federationRuntime: 'use',
    // Its styles as files: a page rendered on the server links them in its head (no unstyled flash).
    extractCss: true,
    exposes: { ...exposes, ...catalogs },
    contractRecord: { contract: remoteContract(containerNameOf(folder), exposes, path.join(dir, 'src')) },
  });
  if (!serverExposes) return browser;
  const server = createServerConfig({
    dir,
    name: containerNameOf(folder),
    exposes: {
      ...Object.fromEntries(serverExposes.map((module) => [module, exposes[module]])),
      ...catalogs,
    },
  });
  return [browser, server];
}
