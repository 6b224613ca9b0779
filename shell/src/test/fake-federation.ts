import type * as Federation from 'remote-kit/federation';
import { vi } from 'vitest';

/** What the shell's remote loader answers in component tests: each test says (`load.mockImplementation`). */
export const load = vi.fn<(remote: string, module: string) => Promise<unknown>>();

/**
 * The factory of `vi.mock('remote-kit/federation', …)`: the real catalog merging and shell context,
 * with remote modules from `load` instead of the Module Federation runtime.
 */
export async function fakeFederation(importOriginal: () => Promise<typeof Federation>) {
  const real = await importOriginal();
  const loadModule = load as unknown as typeof Federation.loadRemoteModule;
  return {
    ...real,
    loadRemoteModule: loadModule,
    preloadRemoteModules: vi.fn(),
    createRemoteCatalogs: (i18n: Parameters<typeof real.createRemoteCatalogs>[0]) =>
      real.createRemoteCatalogs(i18n, loadModule),
  };
}
