import { appVitestConfig } from './vitest/index.mjs';

const config = appVitestConfig();

export default {
  ...config,
  test: {
    ...config.test,
    include: [
      'federation/**/*.test.ts',
      'generator/**/*.test.ts',
      'testing/**/*.test.tsx',
      'theme/**/*.test.ts',
      'webpack/**/*.test.ts',
    ],
  },
};
