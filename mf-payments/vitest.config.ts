import { linguiVitest } from 'shared-contracts/build';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [linguiVitest()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
