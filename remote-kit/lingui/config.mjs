import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The Lingui config of every front-end app: en (source) and es, one `.po` catalog per locale in
 * `src/locales/<locale>/messages.po`, extracted from `src/`. An app's `lingui.config.js` re-exports
 * it, so `<rootDir>` is the app folder.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  format: formatter({ lineNumbers: false }),
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'] }],
});
