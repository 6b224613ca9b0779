import { createRequire } from 'node:module';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Locale, RemoteName } from 'shared-contracts';

/** What the shell's server build (shell/src/server/render.tsx) takes and gives. */
export interface RenderRequest {
  url: string;
  locale: Locale;
  apiOrigin: string;
  serverEntries: Partial<Record<RemoteName, string>>;
  remoteBudgetMs: number;
  renderBudgetMs: number;
}

export interface RenderedPage {
  status: 200 | 404;
  body: Readable;
  data: unknown;
  modules: { remote: RemoteName; module: string }[];
  failures: { remote: string; error: unknown }[];
}

export interface ShellRenderer {
  rendersOnServer(pathname: string): boolean;
  render(request: RenderRequest): Promise<RenderedPage>;
}

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
