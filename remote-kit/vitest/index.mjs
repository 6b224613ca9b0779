import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { linguiVitest } from './lingui-plugins.mjs';

const JSDOM_SETUP = fileURLToPath(new URL('../testing/jsdom-setup.ts', import.meta.url));

/**
 * The vitest config of a front-end app: Lingui as in the webpack build, jsdom with the kit's set-up
 * (Mantine's layout APIs, cleanup after each test), then the app's own set-up files if any.
 *
 * @param {{ setupFiles?: string[] }} [options]
 */
export function appVitestConfig(options = {}) {
  return defineConfig({
    plugins: linguiVitest(),
    test: {
      environment: 'jsdom',
      setupFiles: [JSDOM_SETUP, ...(options.setupFiles ?? [])],
      include: ['src/**/*.test.{ts,tsx}'],
    },
  });
}

export { linguiVitest };
