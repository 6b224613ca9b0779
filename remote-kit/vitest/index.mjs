import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { searchForWorkspaceRoot } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { linguiVitest } from './lingui-plugins.mjs';

const KIT = fileURLToPath(new URL('..', import.meta.url));
const JSDOM_SETUP = fileURLToPath(new URL('../testing/jsdom-setup.ts', import.meta.url));

const TEST_FILE = /\.test\.tsx?$/;
const SERVER_TEST_FILE = /\.server\.test\.tsx?$/;
const NOT_SOURCES = new Set(['node_modules', 'dist', 'coverage']);
const MOCKS_A_MODULE = /\bvi\.mock\(/;

/** The test files under `folder` (paths relative to `root`) whose path or text `keep` accepts. */
function testFiles(root, keep, folder = '') {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      return NOT_SOURCES.has(entry.name) || entry.name.startsWith('.') ? [] : testFiles(root, keep, file);
    }
    return TEST_FILE.test(file) && keep(file, () => readFileSync(path.join(root, file), 'utf8'))
      ? [file]
      : [];
  });
}

/**
 * The vitest config of a front-end app: Lingui as in the webpack build, jsdom with the kit's set-up
 * (Mantine's layout APIs, a clean document after each test; toasts, timers, mocks, globals, cookies
 * and storage reset after each file), then the app's own set-up files if any.
 *
 * Test files share one worker's module cache and jsdom (no isolation): importing React, Mantine and
 * jsdom again for every file was half of the front-end suites' time. A file that replaces a module
 * with `vi.mock` still runs alone, in a project of its own: its mock would reach the files after it,
 * and modules cached before it would miss its mock.
 *
 * A `*.server.test.ts(x)` file tests what runs in the server's render: it runs in Node, alone. React's
 * server renderer in the browser tests' shared modules left SWR's next browser render suspended
 * for good (a page test after it found an empty document).
 *
 * @param {{ setupFiles?: string[], include?: string[] }} [options]
 */
export function appVitestConfig(options = {}) {
  const root = process.cwd();
  const base = {
    environment: 'jsdom',
    setupFiles: [JSDOM_SETUP, ...(options.setupFiles ?? [])],
    include: options.include ?? ['src/**/*.test.{ts,tsx}'],
    // A screen test clicks through dialogs in jsdom: on a busy 2-core machine 5 s is too tight.
    testTimeout: 15_000,
  };
  const vite = {
    plugins: linguiVitest(),
    // The kit's set-up and helpers are served from the kit even when the app sits elsewhere.
    server: { fs: { allow: [searchForWorkspaceRoot(root), KIT] } },
  };
  // Vitest's default is one worker less than the cores: one on the 2-core CI, leaving a core idle.
  const maxWorkers = 2;
  const server = testFiles(root, (file) => SERVER_TEST_FILE.test(file));
  const mocking = testFiles(
    root,
    (file, text) => !SERVER_TEST_FILE.test(file) && MOCKS_A_MODULE.test(text()),
  );
  if (server.length === 0 && mocking.length === 0) {
    return defineConfig({ ...vite, test: { ...base, isolate: false, maxWorkers } });
  }
  const shared = {
    extends: true,
    test: {
      ...base,
      name: 'shared',
      isolate: false,
      exclude: [...configDefaults.exclude, ...mocking, ...server],
    },
  };
  const isolated = { extends: true, test: { ...base, name: 'isolated', include: mocking } };
  const onServer = {
    extends: true,
    test: { ...base, name: 'server', environment: 'node', setupFiles: [], include: server },
  };
  return defineConfig({
    ...vite,
    test: {
      maxWorkers,
      // Since Vitest 5 an inline project extends the config that declares it: the plugins and
      // server settings above reach every project without being listed again.
      projects: [shared, ...(mocking.length ? [isolated] : []), ...(server.length ? [onServer] : [])],
    },
  });
}

export { linguiVitest };
