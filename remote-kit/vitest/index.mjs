import { fileURLToPath } from 'node:url';
import { searchForWorkspaceRoot } from 'vite';
import { defineConfig } from 'vitest/config';
import { linguiVitest } from './lingui-plugins.mjs';

const KIT = fileURLToPath(new URL('..', import.meta.url));
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
    // The kit's set-up and helpers are served from the kit even when the app sits elsewhere.
    server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), KIT] } },
    test: {
      environment: 'jsdom',
      setupFiles: [JSDOM_SETUP, ...(options.setupFiles ?? [])],
      include: ['src/**/*.test.{ts,tsx}'],
      // A screen test clicks through dialogs in jsdom: on a busy 2-core machine 5 s is too tight.
      testTimeout: 15_000,
      // Vitest's default is one worker less than the cores: one on the 2-core CI, leaving a core idle.
      maxWorkers: 2,
    },
  });
}

export { linguiVitest };
