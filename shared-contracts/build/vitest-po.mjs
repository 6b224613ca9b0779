import { compilePoCatalog } from './lingui-po.mjs';

/**
 * Vite/Vitest plugin: `.po` imports compile to `{ messages }` like the webpack build's, so tests
 * see the real EN/ES catalogs. List it before `linguiVitest()`, whose own `.po` step needs Node 22.
 *
 * @returns {import('vite').Plugin}
 */
export function linguiPoVitest() {
  return {
    name: 'lingui-po-vitest',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0] ?? id;
      if (!file.endsWith('.po')) return null;
      const { code } = await compilePoCatalog(file);
      return { code, map: null };
    },
  };
}
