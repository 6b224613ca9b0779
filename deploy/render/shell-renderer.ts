import { createRequire } from 'node:module';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { PageRenderer } from 'shared-contracts/page-render';

export type ShellRenderer = PageRenderer<Readable>;

/**
 * The shell's server build, `dist/server/render.cjs`, loaded once (its federation keeps the remotes
 * it loaded, and registers a remote again when the registry points elsewhere). A shell built
 * again is loaded by the next start.
 */
export function loadShellRenderer(shellDist: string): () => Promise<ShellRenderer> {
  let loaded: Promise<ShellRenderer> | undefined;
  return () => {
    loaded ??= (async () => {
      const require = createRequire(import.meta.url);
      // The build starts asynchronously (Module Federation's asyncStartup): its exports are a promise.
      return (await require(path.join(shellDist, 'server', 'render.cjs'))) as ShellRenderer;
    })();
    loaded.catch(() => {
      loaded = undefined;
    });
    return loaded;
  };
}
