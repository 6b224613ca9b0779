import { createAppConfig } from 'shared-contracts/build';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mf_discovery',
  // The page is the harness (src/harness); the shell only ever loads remoteEntry.js.
  html: true,
  // Deep links (/experts/1) load the harness bundle from the root.
  htmlPublicPath: '/',
  title: 'mf-discovery harness',
  port: 3001,
  // The api of `npm start` (default port 8080); API_URL points the harness at another one.
  proxy: { '/api': process.env.API_URL ?? 'http://localhost:8080' },
  exposes: {
    './CategorySearch': './src/routes/CategorySearch.tsx',
    './ExpertSearch': './src/routes/ExpertSearch.tsx',
    './ExpertProfile': './src/routes/ExpertProfile.tsx',
    './catalog/en': './src/catalog/en.ts',
    './catalog/es': './src/catalog/es.ts',
  },
});
