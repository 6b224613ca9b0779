import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import 'remote-kit/theme/global.css';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ensureRemotes } from 'remote-kit/federation';
import { App } from './app/App.tsx';
import { activateLocale } from './i18n/catalogs.ts';
import { readStoredLocale } from './i18n/locale-store.ts';

const root = document.getElementById('root');
const locale = readStoredLocale();

// The registry is fetched at start; a failure is reported by the route that needs a remote.
ensureRemotes().catch(() => undefined);

void activateLocale(locale).then(() => {
  if (!root) return;
  createRoot(root).render(
    <BrowserRouter>
      <App initialLocale={locale} />
    </BrowserRouter>,
  );
});
