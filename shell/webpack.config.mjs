import path from 'node:path';
import { createAppConfig } from 'remote-kit/webpack';

// `npm run dev` proxies to the runner (`npm start` at the repo root): api, remotes, registry.
const RUNNER = process.env.RUNNER_URL ?? 'http://localhost:8080';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'shell',
  html: true,
  // Every page path (/experts/1, /customer/app/account) loads the bundle from the site root.
  htmlPublicPath: '/',
  extractCss: true,
  title: 'Expertia',
  port: Number(process.env.DEV_PORT ?? 3000),
  runtimePlugins: [path.join(import.meta.dirname, 'src/federation/retry-plugin.ts')],
  proxy: { '/api': RUNNER, '/mf': RUNNER, '/remotes.json': RUNNER },
});
