import { createAppConfig } from 'shared-contracts/build';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mf_payments',
  // The page is the harness (src/harness); the shell only ever loads remoteEntry.js.
  html: true,
  htmlPublicPath: '/',
  title: 'mf-payments harness',
  port: 3002,
  // The api of `npm start` (default port 8080); API_URL points the harness at another one.
  proxy: { '/api': process.env.API_URL ?? 'http://localhost:8080' },
  exposes: {
    './PaymentMethods': './src/widgets/PaymentMethods.tsx',
    './CardPicker': './src/widgets/CardPicker.tsx',
    './catalog/en': './src/catalog/en.ts',
    './catalog/es': './src/catalog/es.ts',
  },
});
