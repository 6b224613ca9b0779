import { text } from 'node:stream/consumers';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createApiClient, type Locale } from 'shared-contracts';
import type { LoadRemote } from 'shared-contracts/react';
import { describe, expect, it } from 'vitest';
import { App } from '../app/App.tsx';
import { IslandProviders } from '../islands/IslandProviders.tsx';
import { ISLANDS } from '../islands/islands.ts';
import { hydratesAsIslands } from '../islands/islands-pages.ts';
import { ISLAND_NAMES, type IslandName } from '../layout/island-names.ts';
import type { PageData } from '../ssr/page-data.ts';
import { createRenderData } from './render-data.ts';
import { requestI18n } from './request-i18n.ts';

const noRemotes: LoadRemote = () =>
  Promise.reject(new Error('this test loads no remote: it compares the frame’s islands'));

/**
 * The api, as the server's render reads it: a login page asks which social providers there are,
 * the sign-up the countries and time zones it offers.
 */
const API_DATA: Record<string, unknown> = {
  '/api/v1/auth/providers': { providers: ['google', 'apple'] },
  '/api/v1/countries': [{ code: 'ES', country: 'Spain', flag: '🇪🇸' }],
  '/api/v1/timezone': [{ code: 'Europe/Madrid' }],
};
const apiAnswers = async (input: RequestInfo | URL) => {
  const { pathname } = new URL(input instanceof Request ? input.url : input);
  const data = API_DATA[pathname];
  return data ? Response.json({ data }) : Response.json({ message: 'Not found.' }, { status: 404 });
};

/** The page as the server renders it for a guest (server/render.tsx): its HTML and its data. */
async function serverPage(path: string, locale: Locale): Promise<{ html: string; data: PageData }> {
  const i18n = await requestI18n(locale);
  const api = createApiClient({
    baseUrl: 'http://api.test',
    locale: () => locale,
    fetch: apiAnswers as typeof fetch,
  });
  const renderData = createRenderData();
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={path}>
      <App
        initialLocale={locale}
        i18n={i18n}
        api={api}
        loadRemote={noRemotes}
        swrMiddleware={renderData.middleware}
      />
    </StaticRouter>,
  );
  return { html: await text(prelude), data: { locale, swr: renderData.answers(), renderedAt: Date.now() } };
}

/** What an element holds: from its start tag (found by `start`) to the `</div>` that closes it. */
function contentOf(html: string, start: string): string {
  const at = html.indexOf(start);
  if (at < 0) throw new Error(`no ${start}`);
  const from = html.indexOf('>', at) + 1;
  let depth = 1;
  const tags = /<div\b[^>]*>|<\/div>/g;
  tags.lastIndex = from;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return html.slice(from, tag.index);
  }
  throw new Error(`${start} is not closed`);
}

describe('islands', () => {
  it('home, terms, privacy, the categories, the search, an expert’s page, the logins, the password pages and both sign-ups hydrate as islands; the other public pages load the app', () => {
    for (const path of [
      '/',
      '/terms-and-conditions',
      '/privacy-policy',
      '/experts',
      '/experts/search',
      '/experts/7',
      '/customer/login',
      '/experts/login',
      '/forgot-password',
      '/reset-password',
      '/get-started',
      '/experts/get-started',
    ])
      expect(hydratesAsIslands(path), path).toBe(true);
    for (const path of ['/experts/get-started?provider=google', '/experts/0'])
      expect(hydratesAsIslands(path), path).toBe(false);
  });

  // Each island hydrates as a React root of its own: it must render, alone, exactly the HTML the
  // server rendered inside the whole page (React's ids differ between the two, so none may show).
  for (const locale of ['en', 'es'] as const) {
    it(`renders alone what the whole page rendered in its place (${locale})`, async () => {
      const i18n = await requestI18n(locale);
      const frame: IslandName[] = ['header', 'legal', 'language'];
      const pagesWithIslands: [string, IslandName[]][] = [
        ['/', frame],
        ['/terms-and-conditions', frame],
        ['/experts/search', frame],
        ['/customer/login', [...frame, 'customer-login']],
        ['/experts/login', [...frame, 'expert-login']],
        ['/forgot-password', [...frame, 'forgot-password']],
        ['/reset-password?token=t0k3n&email=ana%40example.com', [...frame, 'reset-password']],
        ['/get-started', [...frame, 'customer-sign-up']],
        ['/experts/get-started', [...frame, 'expert-sign-up']],
      ];
      for (const [path, islands] of pagesWithIslands) {
        const { html: page, data } = await serverPage(path, locale);
        const [pathname = path, query] = path.split('?');
        const search = query ? `?${query}` : '';
        expect(ISLAND_NAMES.filter((name) => page.includes(`data-island="${name}"`))).toEqual(islands);
        for (const name of islands) {
          const Island = await ISLANDS[name]();
          const alone = renderToString(
            <IslandProviders i18n={i18n} data={data} location={{ pathname, search, hash: '' }}>
              <Island />
            </IslandProviders>,
          );
          expect(alone, `${name} on ${path}`).toBe(contentOf(page, `<div data-island="${name}"`));
          expect(alone, name).not.toMatch(/_R_/);
        }
      }
    });
  }
});
