import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, expertProfiles, users } from '../src/db/schema/index.ts';
import { sitemapIndex, urlset } from '../src/site-files/sitemap-xml.ts';
import { registerExpert } from './experts-fixtures.ts';
import { call, registerCustomer, startTestApi, type TestApi } from './harness.ts';

const ORIGIN = 'https://expertia.example';

let api: TestApi;
let listed: number[];
let deleted: number;
let noLongerExpert: number;
let customer: number;

async function fetchRoot(path: string) {
  const response = await fetch(`${api.url}${path}`);
  return { response, text: await response.text() };
}

/** Each `<url>` of a sitemap: its address, last change and language alternates. */
function urlsOf(xml: string) {
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, inner = '']) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(inner)?.[1],
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(inner)?.[1],
    alternates: [...inner.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
      ([, hreflang, href]) => ({ hreflang, href }),
    ),
  }));
}

beforeAll(async () => {
  api = await startTestApi({ seedDemoData: false, publicUrl: ORIGIN });
  const first = await registerExpert(api);
  const second = await registerExpert(api);
  listed = [first.userId, second.userId];
  await api.app.db
    .update(expertProfiles)
    .set({ updatedAt: new Date('2025-03-04T05:06:07Z') })
    .where(eq(expertProfiles.userId, first.userId));

  const leaving = await registerExpert(api);
  deleted = leaving.userId;
  const erased = await call(api, 'DELETE', 'account', {
    token: leaving.token,
    body: { password: leaving.password },
  });
  expect(erased.status).toBe(200);

  noLongerExpert = (await registerExpert(api)).userId;
  await api.app.db.update(users).set({ isExpert: false }).where(eq(users.id, noLongerExpert));
  customer = (await registerCustomer(api)).userId;
});
afterAll(async () => api.close());

describe('GET /sitemap.xml', () => {
  it("lists every listed expert's page with its last change, and no one else's", async () => {
    const { response, text } = await fetchRoot('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const urls = urlsOf(text);
    const expertPages = urls.filter(
      (url) => url.loc?.startsWith(`${ORIGIN}/experts/`) && !url.loc.includes('?'),
    );
    expect(expertPages.map((url) => url.loc)).toEqual(listed.map((id) => `${ORIGIN}/experts/${id}`));
    expect(expertPages[0]?.lastmod).toBe('2025-03-04T05:06:07.000Z');
    for (const id of [deleted, noLongerExpert, customer]) expect(text).not.toContain(`/experts/${id}<`);
  });

  it("lists home, the categories page, each category's search page and the legal texts", async () => {
    const slugs = await api.app.db
      .select({ slug: categories.slug })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id));
    expect(slugs.length).toBeGreaterThan(3);
    const locs = urlsOf((await fetchRoot('/sitemap.xml')).text).map((url) => url.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/experts`,
        `${ORIGIN}/terms-and-conditions`,
        `${ORIGIN}/privacy-policy`,
        ...slugs.map(({ slug }) => `${ORIGIN}/experts/search?c=${encodeURIComponent(slug)}`),
      ]),
    );
    expect(locs).toHaveLength(4 + slugs.length + listed.length);
  });

  it('marks each address as the one page for every language (x-default), with no per-language addresses', async () => {
    const urls = urlsOf((await fetchRoot('/sitemap.xml')).text);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url.alternates).toEqual([{ hreflang: 'x-default', href: url.loc }]);
  });

  it('answers the same file as page 1, and 404 past the last file or 422 for a page that is no number', async () => {
    const whole = (await fetchRoot('/sitemap.xml')).text;
    expect((await fetchRoot('/sitemap.xml?page=1')).text).toBe(whole);
    const past = await fetchRoot('/sitemap.xml?page=2');
    expect(past.response.status).toBe(404);
    expect(JSON.parse(past.text).error.code).toBe('notFound');
    expect((await fetchRoot('/sitemap.xml?page=x')).response.status).toBe(422);
  });

  it('escapes what XML reserves in addresses', () => {
    const xml = [...urlset([{ url: "https://expertia.example/experts/search?c=a&b='<x>'" }])].join('');
    expect(xml).toContain(
      '<loc>https://expertia.example/experts/search?c=a&amp;b=&#39;&lt;x&gt;&#39;</loc>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://expertia.example/experts/search?c=a&amp;b=&#39;&lt;x&gt;&#39;"/>',
    );
    expect(sitemapIndex(['https://expertia.example/sitemap.xml?page=1&x=<2>'])).toContain(
      '<sitemap><loc>https://expertia.example/sitemap.xml?page=1&amp;x=&lt;2&gt;</loc></sitemap>',
    );
  });
});

describe('GET /robots.txt', () => {
  it('lets crawlers read the public pages and the photos, not the api, the signed-in areas or the sign-in return', async () => {
    const { response, text } = await fetchRoot('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(text.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Allow: /api/v1/uploads/',
      'Disallow: /customer/app',
      'Disallow: /experts/app',
      'Disallow: /auth/callback',
      '',
      `Sitemap: ${ORIGIN}/sitemap.xml`,
      '',
    ]);
  });
});
