import { Readable } from 'node:stream';
import { COOKIE, readCookie } from 'shared-contracts';
import type { ReleasePins } from 'shared-contracts/remote-discovery';
import { withoutBlankParameters } from './blank-parameters.ts';
import { islandScriptsOf } from './island-scripts.ts';
import { pageDocument } from './page-document.ts';
import { pageLanguage } from './page-language.ts';
import { createRemoteAssets, type ModuleAssets } from './remote-assets.ts';
import { serverEntriesOf } from './server-entries.ts';
import { loadShellRenderer } from './shell-renderer.ts';

/** A guest page may be kept by a shared cache a minute, and served stale while it is rendered again. */
const GUEST_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** A signed-in visitor's page: their own, kept by nobody. */
export const PRIVATE_PAGE_CACHE = 'private, no-store';
/** A guest's page the browser renders (the shell's page): the same for all, revalidated each time. */
export const SHELL_PAGE_CACHE = 'no-cache';

export interface PageRendererOptions {
  /** The shell's dist/ (its server build in dist/server/). */
  shellDist: string;
  /** Where the remotes are served: the origin the registry's site paths are read from. */
  remotesOrigin: string;
  /** The api's origin, for the data the pages show. */
  apiOrigin: string;
  /** How long a remote may take to load before its place is left to the browser. */
  remoteBudgetMs?: number;
  /** How long a render may wait for everything before what is missing is left to the browser. */
  renderBudgetMs?: number;
  log?: (message: string) => void;
}

export interface PageRequest {
  /** Path and query. */
  url: string;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  /** The shell's page with this page's head tags. */
  shellPage: string;
  /** The versions this visitor gets (render/visitor-release.ts). */
  registry: Record<string, string>;
  /** Their pins, for the browser: hashes and fallbacks. */
  pins: ReleasePins;
}

export interface RenderedResponse {
  status: number;
  headers: Record<string, string>;
  body: Readable;
}

const NO_ASSETS: ModuleAssets = { styles: [], scripts: [] };

function describe(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error);
}

/** A signed-in visitor (the shell's readable `userType` cookie): their pages stay in the browser. */
export function isSignedIn(cookie: string | undefined): boolean {
  try {
    return Boolean(cookie && readCookie(cookie, COOKIE.userType));
  } catch {
    return false;
  }
}

/**
 * Public pages for guests, rendered by the shell's server build across the federation. Answers
 * null when the page is the browser's to render (a signed-in area, a signed-in visitor) or when
 * the render itself fails: the caller then sends the shell's page as before, so a page is never
 * lost to the renderer.
 */
export function createPageRenderer(options: PageRendererOptions) {
  const shell = loadShellRenderer(options.shellDist);
  const islandScripts = islandScriptsOf(options.shellDist);
  const log = options.log ?? ((message: string) => console.warn(message));
  const assetsOf = createRemoteAssets(async (url) => {
    const response = await fetch(new URL(url, options.remotesOrigin));
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    return response.json();
  });

  async function remoteAssets(
    registry: Record<string, string>,
    modules: { remote: string; module: string }[],
  ): Promise<ModuleAssets> {
    const byRemote = new Map<string, string[]>();
    for (const { remote, module } of modules) byRemote.set(remote, [...(byRemote.get(remote) ?? []), module]);
    const all = await Promise.all(
      [...byRemote].map(async ([remote, used]) => {
        const manifest = registry[remote];
        if (!manifest) return NO_ASSETS;
        return assetsOf(manifest, used).catch((error: unknown) => {
          log(`[render] ${remote}: its manifest could not be read (${describe(error)})`);
          return NO_ASSETS;
        });
      }),
    );
    return { styles: all.flatMap((each) => each.styles), scripts: all.flatMap((each) => each.scripts) };
  }

  return async function renderPage(request: PageRequest): Promise<RenderedResponse | null> {
    if (isSignedIn(request.cookie)) return null;
    const pathname = request.url.split('?')[0] ?? '/';
    try {
      const renderer = await shell();
      if (!renderer.rendersOnServer(pathname)) return null;
      const canonical = withoutBlankParameters(request.url);
      if (canonical !== request.url) {
        // Not kept by browsers: a blank parameter may act once (`?preview=` ends a preview).
        return {
          status: 302,
          headers: { location: canonical, 'cache-control': 'no-cache' },
          body: Readable.from([]),
        };
      }
      const locale = pageLanguage(request.cookie, request.acceptLanguage);
      const page = await renderer.render({
        url: request.url,
        locale,
        apiOrigin: options.apiOrigin,
        serverEntries: serverEntriesOf(request.registry, options.remotesOrigin),
        remoteBudgetMs: options.remoteBudgetMs ?? 1000,
        renderBudgetMs: options.renderBudgetMs ?? 3000,
      });
      for (const { remote, error } of page.failures) {
        const version = request.registry[remote] ?? 'not in the registry';
        log(`[render] ${request.url}: ${remote} (${version}) rendered in the browser: ${describe(error)}`);
      }
      const islands =
        page.complete === true && page.hydration === 'islands' ? await islandScripts() : undefined;
      const document = pageDocument(request.shellPage, {
        locale,
        data: page.data,
        registry: request.registry,
        pins: request.pins,
        assets: await remoteAssets(request.registry, page.modules),
        // A shell's server build from before `complete` says nothing: its page loads at once.
        scriptsAtFirstAct: page.complete === true,
        ...(islands ? { islandScripts: islands } : {}),
      });
      return {
        status: page.status,
        headers: {
          'cache-control': GUEST_PAGE_CACHE,
          'content-language': locale,
          vary: 'Accept-Language',
        },
        body: Readable.from(
          (async function* () {
            yield document.before;
            for await (const chunk of page.body) yield chunk;
            yield document.after;
          })(),
        ),
      };
    } catch (error) {
      log(`[render] ${request.url} is rendered in the browser: ${describe(error)}`);
      return null;
    }
  };
}
