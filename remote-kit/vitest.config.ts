import { appVitestConfig } from './vitest/index.mjs';

export default appVitestConfig({
  include: [
    'contract/**/*.test.ts',
    'federation/**/*.test.ts',
    'generator/**/*.test.ts',
    'testing/**/*.test.tsx',
    'theme/**/*.test.ts',
    'webpack/**/*.test.ts',
  ],
});
