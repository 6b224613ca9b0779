import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import 'remote-kit/theme/global.css';
import { useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ensureRemotes } from 'remote-kit/federation';
import { App } from './app/App.tsx';
import { preloadPage } from './app/preload-page.ts';
import { activateLocale, remoteCatalogs } from './i18n/catalogs.ts';
import { readStoredLocale } from './i18n/locale-store.ts';
import { pendingAppTakeover } from './ssr/app-takeover.ts';
import { isClientRenderHandOver } from './ssr/client-render.ts';
import { dropEarlyInput, ReplayEarlyInput } from './ssr/early-input.ts';
import { readPageData } from './ssr/page-data.ts';
import { serverDataCache, serverDataMiddleware } from './ssr/server-data-middleware.ts';

const root = document.getElementById('root');
// A public page rendered on the server is hydrated in the language and with the data it was
// rendered with; any other page is rendered here.
const pageData = readPageData(document);
const locale = pageData?.locale ?? readStoredLocale();

// The registry is fetched at start (a server-rendered page names its own); a failure is reported
// by the route that needs a remote.
ensureRemotes().catch(() => undefined);

/**
 * How long hydration waits for the page's modules. A part still loading past it stays server HTML
 * that the next update reaching it (a catalog merged) renders anew, dropping what was typed in it;
 * meanwhile the page's input is held (early-input.ts), so waiting on a slow network costs nothing.
 */
const PRELOAD_BUDGET_MS = 20_000;

async function pageReady(): Promise<void> {
  await activateLocale(locale);
  if (!pageData) return;
  const preloaded = preloadPage(window.location.pathname + window.location.search, remoteCatalogs.loadRemote);
  // A module that fails is the route's to report, after hydration, with its Retry.
  await Promise.race([
    preloaded.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, PRELOAD_BUDGET_MS)),
  ]);
}

/** Renders nothing; once the app's tree is in place, the islands it replaced are released. */
function ReleaseIslands({ release }: { release(): void }) {
  useEffect(release, [release]);
  return null;
}

void pageReady().then(() => {
  if (!root) return;
  // An islands page handed over (the experts' sign-up at step 2) is rendered anew, with its data.
  const takeover = pageData ? pendingAppTakeover() : undefined;
  if (!pageData || takeover) {
    dropEarlyInput();
    createRoot(root).render(
      <BrowserRouter>
        <App
          initialLocale={locale}
          {...(pageData
            ? { swrMiddleware: serverDataMiddleware(pageData), swrCache: serverDataCache(pageData) }
            : {})}
        />
        {takeover ? <ReleaseIslands release={takeover.release} /> : null}
      </BrowserRouter>,
    );
    return;
  }
  hydrateRoot(
    root,
    <BrowserRouter>
      <App
        initialLocale={locale}
        swrMiddleware={serverDataMiddleware(pageData)}
        swrCache={serverDataCache(pageData)}
      />
      <ReplayEarlyInput />
    </BrowserRouter>,
    {
      onRecoverableError(error) {
        if (isClientRenderHandOver(error)) return;
        console.error('[hydration]', error);
      },
    },
  );
});
