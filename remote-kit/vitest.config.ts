import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['federation/**/*.test.ts', 'generator/**/*.test.ts'],
  },
});
