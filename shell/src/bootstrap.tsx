import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import 'remote-kit/theme/global.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ensureRemotes } from 'remote-kit/federation';
import { App } from './app/App.tsx';
import { activateLocale } from './i18n/catalogs.ts';
import { readStoredLocale } from './i18n/locale-store.ts';
import { isClientRenderHandOver } from './ssr/client-render.ts';
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

void activateLocale(locale).then(() => {
  if (!root) return;
  if (!pageData) {
    createRoot(root).render(
      <BrowserRouter>
        <App initialLocale={locale} />
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
    </BrowserRouter>,
    {
      onRecoverableError(error) {
        if (isClientRenderHandOver(error)) return;
        console.error('[hydration]', error);
      },
    },
  );
});
