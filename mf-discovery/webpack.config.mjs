import { createAppConfig } from 'shared-contracts/build';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mf_discovery',
  html: true,
  title: 'mf-discovery harness',
  port: 3001,
  exposes: {
    './CategorySearch': './src/routes/CategorySearch.tsx',
  },
});
