import { PassThrough, type Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router-dom';
import { createRemoteCatalogs } from 'remote-kit/federation';
import { createApiClient, type RemoteName } from 'shared-contracts';
import type { PageRenderRequest, RenderedPage } from 'shared-contracts/page-render';
import { pages } from 'shared-contracts/pages';
import type { LoadRemote } from 'shared-contracts/react';
import { App } from '../app/App.tsx';
import { hydratesAsIslands } from '../islands/islands-pages.ts';
import { appAreaOf } from '../session/area.ts';
import { CLIENT_RENDER_DIGEST } from '../ssr/client-render.ts';
import type { PageData } from '../ssr/page-data.ts';
import { PageStatusContext } from '../ssr/page-status.ts';
import { loadServerModule, pointAtServerEntries } from './federation.ts';
import { createRenderData } from './render-data.ts';
import { requestI18n } from './request-i18n.ts';

/**
 * Whether a page is rendered on the server: the public pages (not the signed-in areas), but for
 * the social sign-in's return, which only runs (it finishes the sign-in and moves on).
 */
export function rendersOnServer(pathname: string): boolean {
  return appAreaOf(pathname) === null && !matchPath(pages.socialCallback.pattern, pathname);
}

/**
 * Renders a public page for a guest, with the data it shows, in the request's language. Resolves
 * once everything is ready (or the budget is spent), so the HTML holds the whole page, in order:
 * it reads without scripts, and a crawler sees it all.
 * @public The renderer calls it in the shell's server build (deploy/render/shell-renderer.ts).
 */
export async function render(request: PageRenderRequest): Promise<RenderedPage<Readable>> {
  pointAtServerEntries(request.serverEntries);
  const i18n = await requestI18n(request.locale);
  const data = createRenderData();
  const modules = new Map<string, { remote: RemoteName; module: string }>();
  const failures: { remote: string; error: unknown }[] = [];

  const loadModule = (async (remote: RemoteName, module: string) => {
    try {
      const loaded = await loadServerModule(remote, module, request.remoteBudgetMs);
      modules.set(`${remote}/${module}`, { remote, module });
      return loaded;
    } catch (error) {
      failures.push({ remote, error });
      throw error;
    }
  }) as (remote: RemoteName, module: string) => Promise<never>;
  const catalogs = createRemoteCatalogs(i18n, loadModule);
  const api = createApiClient({ baseUrl: request.apiOrigin, locale: () => request.locale });

  let notFound = false;
  let leftToBrowser = false;
  const status = {
    notFound() {
      notFound = true;
    },
  };
  const tree = (
    <PageStatusContext.Provider value={status}>
      <StaticRouter location={request.url}>
        <App
          initialLocale={request.locale}
          i18n={i18n}
          api={api}
          loadRemote={catalogs.loadRemote as LoadRemote}
          swrMiddleware={data.middleware}
        />
      </StaticRouter>
    </PageStatusContext.Provider>
  );

  return new Promise<RenderedPage<Readable>>((resolve, reject) => {
    const stream = renderToPipeableStream(tree, {
      // Every part in document order, none moved to the end for a script to put in place: the
      // page reads with scripts off, and its policy allows none of React's inline scripts.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A remote that failed or ran out of time: its place is rendered by the browser, which
      // knows this digest as expected (hydrate.ts) rather than as a hydration error.
      onError: () => {
        leftToBrowser = true;
        return CLIENT_RENDER_DIGEST;
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onAllReady() {
        clearTimeout(timer);
        notFound ||= data.notFound();
        const body = new PassThrough();
        stream.pipe(body);
        resolve({
          status: notFound ? 404 : 200,
          body,
          data: { locale: request.locale, swr: data.answers(), renderedAt: Date.now() } satisfies PageData,
          modules: [...modules.values()],
          failures,
          complete: !leftToBrowser && failures.length === 0,
          hydration: hydratesAsIslands(request.url) ? 'islands' : 'app',
        });
      },
    });
    // Whatever is still waiting at the budget is left to the browser (React renders its fallback).
    const timer = setTimeout(() => stream.abort(new Error('render budget spent')), request.renderBudgetMs);
  });
}
