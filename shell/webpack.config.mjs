import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createAppConfig, createIslandsConfig, createServerConfig, shellContract } from 'remote-kit/webpack';

// `npm run dev` proxies to the runner (`npm start` at the repo root): api, remotes, registry.
const RUNNER = process.env.RUNNER_URL ?? 'http://localhost:8080';
const REPO = path.join(import.meta.dirname, '..');

/**
 * Where the shell's trimmed shared copies take their names from: its own code, the libraries it
 * shares and every remote in this repository. A remote built elsewhere that uses more makes the
 * shell load those packages whole (src/federation/trimmed-shared-plugin.ts).
 */
const TRIMMED_SHARED_ROOTS = [
  path.join(import.meta.dirname, 'src'),
  path.join(REPO, 'shared-contracts', 'src'),
  path.join(REPO, 'remote-kit'),
  ...readdirSync(REPO)
    .filter((folder) => folder.startsWith('mf-'))
    .map((folder) => path.join(REPO, folder, 'src')),
];

const browser = createAppConfig({
  dir: import.meta.dirname,
  name: 'shell',
  html: true,
  // Every page path (/experts/1, /customer/app/account) loads the bundle from the site root.
  htmlPublicPath: '/',
  extractCss: true,
  // A server-rendered shell page (the home page) is styled before the visitor's first act.
  cssWithEntry: true,
  title: 'Expertia',
  // Each page's title and Open Graph tags in its first HTML answer (an expert's page: the expert's).
  pageHead: true,
  port: Number(process.env.DEV_PORT ?? 3000),
  runtimePlugins: [
    path.join(import.meta.dirname, 'src/federation/retry-plugin.ts'),
    path.join(import.meta.dirname, 'src/federation/trimmed-shared-runtime.ts'),
  ],
  trimmedShared: { roots: TRIMMED_SHARED_ROOTS },
  federationRuntime: 'provide',
  // What the shell gives the remotes (their props, its context): deploy's gate and the browser check them.
  contractRecord: { contract: shellContract(), define: true },
  proxy: { '/api': RUNNER, '/mf': RUNNER, '/remotes.json': RUNNER },
});

// The renderer of the public pages (deploy/render): the same app, for Node.
const server = createServerConfig({
  dir: import.meta.dirname,
  name: 'shell',
  entry: { render: './src/server/render.tsx' },
});

// The script of an islands page (src/islands): its marked parts hydrated, no app, no federation.
const islands = createIslandsConfig({
  dir: import.meta.dirname,
  name: 'shell',
  entry: './src/islands/hydrate-islands.tsx',
});

export default [browser, server, islands];
