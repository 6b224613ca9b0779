import { linguiVitest } from 'shared-contracts/build';
import { defineConfig } from 'vitest/config';
// .po catalogs first: compiled the Node 20 way, as the webpack build compiles them.
import { linguiPoVitest } from '../shared-contracts/build/vitest-po.mjs';

export default defineConfig({
  plugins: [linguiPoVitest(), linguiVitest()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
