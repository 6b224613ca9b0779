import { expect, expectAccessible, test } from './support/accessibility.ts';
import { anExpert } from './support/booking.ts';
import { categories } from './support/catalog.ts';
import { consoleProblems } from './support/console.ts';
import { unstyledParts } from './support/first-paint-styles.ts';
import { actAndHydrate } from './support/hydration.ts';
import { shoot } from './support/screenshots.ts';

/** The public pages a guest reaches, each with the heading its first HTML must already show. */
async function guestPages(request: Parameters<typeof categories>[0]) {
  const [category] = await categories(request);
  if (!category) throw new Error('no categories');
  const expertId = await anExpert(request);
  return [
    { path: '/', heading: { en: /./, es: /./ } },
    { path: '/experts', heading: { en: 'Categories', es: 'Categorías' } },
    {
      path: `/experts/search?c=${category.slug}`,
      heading: { en: `Experts in ${category.name}`, es: /Expert/ },
    },
    { path: '/experts/search?page=2', heading: { en: /./, es: /./ } },
    { path: `/experts/${expertId}`, heading: { en: 'Eva Lindqvist', es: 'Eva Lindqvist' } },
    { path: '/terms-and-conditions', heading: { en: /Terms/, es: /Términos/ } },
    { path: '/privacy-policy', heading: { en: /Privacy/, es: /Privacidad/ } },
    { path: '/customer/login', heading: { en: /./, es: /./ } },
    { path: '/get-started', heading: { en: /./, es: /./ } },
    { path: '/experts/get-started', heading: { en: 'Become an expert', es: 'Hazte experto' } },
  ];
}

test(
  'every public page arrives rendered in its language and hydrates without a warning or a second read',
  { tag: '@mf-discovery' },
  async ({ browser, request }, testInfo) => {
    // Twenty page loads, each hydrated after a first act and left idle: minutes on a loaded 2-core machine.
    test.setTimeout(180_000);
    const expertId = await anExpert(request);
    for (const locale of ['en', 'es'] as const) {
      const context = await browser.newContext();
      if (locale === 'es')
        await context.addCookies([{ name: 'locale', value: 'es', url: testInfo.project.use.baseURL ?? '' }]);
      const page = await context.newPage();
      const problems = consoleProblems(page);
      const dataReads: string[] = [];
      page.on('request', (sent) => {
        const { pathname } = new URL(sent.url());
        if (pathname === `/api/v1/experts/${expertId}` || pathname === '/api/v1/experts')
          dataReads.push(sent.url());
      });
      for (const { path, heading } of await guestPages(request)) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        expect(response?.headers()['cache-control'], path).toContain('s-maxage');
        expect(response?.headers()['content-language'], path).toBe(locale);
        // Compressed, as nginx sends it: the HTML carries the page and its data (~100 KB as text).
        expect(response?.headers()['content-encoding'], path).toMatch(/^(br|gzip)$/);
        // The heading is in the HTML itself, before any script ran.
        const html = await response?.text();
        expect(html, path).toMatch(/<h1[^>]*>/);
        await expect(page.getByRole('heading', { level: 1, name: heading[locale] }).first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        // It is drawn as it will look before any script ran: styles of every part, theme colours.
        expect(await unstyledParts(page), path).toEqual([]);
        // The app loads at the visitor's first act; it hydrates the same page.
        await actAndHydrate(page);
        await page.waitForLoadState('networkidle');
        expect(problems(), `${path} (${locale})`).toEqual([]);
      }
      // The search and expert pages' data came with the HTML: the browser did not ask for it again.
      expect(dataReads).toEqual([]);
      await context.close();
    }
  },
);

test('an expert’s page carries the expert, the rates and JSON-LD in its first HTML, in both languages', {
  tag: '@mf-discovery',
}, async ({ request }) => {
  const expertId = await anExpert(request);
  const english = await (
    await request.get(`/experts/${expertId}`, { headers: { accept: 'text/html' } })
  ).text();
  const body = english.slice(english.indexOf('<body'));
  for (const text of [
    'Eva Lindqvist',
    'Clinical Psychologist',
    'Rates',
    'Express',
    '15 min',
    'Certifications',
  ]) {
    expect(body).toContain(text);
  }
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(body)?.[1];
  const graph = (JSON.parse(jsonLd ?? '{}') as { '@graph'?: { '@type': string; makesOffer?: unknown[] }[] })[
    '@graph'
  ];
  const person = graph?.find((node) => node['@type'] === 'Person');
  expect(person?.makesOffer).toHaveLength(3);
  expect(graph?.some((node) => node['@type'] === 'AggregateRating')).toBe(true);

  const spanish = await (
    await request.get(`/experts/${expertId}`, { headers: { accept: 'text/html', cookie: 'locale=es' } })
  ).text();
  expect(spanish).toContain('<html lang="es"');
  expect(spanish.slice(spanish.indexOf('<body'))).toContain('Tarifas');

  const missing = await request.get('/experts/999999', { headers: { accept: 'text/html' } });
  expect(missing.status()).toBe(404);
});

test(
  'with scripts off a guest reads the search, pages it, filters it and searches',
  { tag: '@mf-discovery' },
  async ({ browser }, testInfo) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 812 },
    });
    const page = await context.newPage();
    await page.goto('/experts/search');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    const firstPage = await cards.first().textContent();

    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(cards.first()).not.toHaveText(firstPage ?? '');
    await shoot(page, testInfo, 'search-page-2-without-scripts-375');

    // The filter dialog is the browser's (a popover) and its choices are fields of the search form.
    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await filters.getByRole('radio', { name: '4 stars and up' }).check();
    await shoot(page, testInfo, 'search-filters-without-scripts-375');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/[?&]rating=4/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(cards.first()).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Search experts' });
    await search.fill('Lindqvist');
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]s=Lindqvist/);
    await expect(page.getByRole('link', { name: /Eva Lindqvist/ })).toBeVisible();
    await context.close();
  },
);

test(
  'the search page rendered on the server is accessible at 1280 px in English and 375 px in Spanish',
  { tag: '@mf-discovery' },
  async ({ page }, testInfo) => {
    await page.goto('/experts/search');
    await expectAccessible(page);
    await shoot(page, testInfo, 'search-server-rendered-1280-en');
    await page
      .context()
      .addCookies([{ name: 'locale', value: 'es', url: testInfo.project.use.baseURL ?? '' }]);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/experts/search');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, testInfo, 'search-server-rendered-375-es');
  },
);

test('a server-rendered page keeps its content while it hydrates on a slow phone: nothing empties or jumps', {
  tag: '@mf-discovery',
}, async ({ browser, request }) => {
  const expertId = await anExpert(request);
  for (const locale of ['en-US', 'es-ES']) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale });
    const page = await context.newPage();
    const cpu = await context.newCDPSession(page);
    await cpu.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const seen = { shift: 0, emptied: false, filled: false };
      Object.assign(window, { hydrationSeen: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.shift += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
      const watch = () => {
        const text = document.querySelector('main')?.textContent?.trim() ?? '';
        if (text) seen.filled = true;
        else if (seen.filled) seen.emptied = true;
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    for (const path of ['/', '/experts', `/experts/${expertId}`]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await actAndHydrate(page);
      const seen = await page.evaluate(
        () => (window as unknown as { hydrationSeen: { shift: number; emptied: boolean } }).hydrationSeen,
      );
      expect(seen.emptied, `${path} (${locale})`).toBe(false);
      expect(seen.shift, `${path} (${locale})`).toBeLessThan(0.1);
    }
    await context.close();
  }
});

test('a search typed and sent while the search page’s remote is still on its way is kept and run once it arrives', {
  tag: '@mf-discovery',
}, async ({ page }) => {
  // The remote's scripts take 12 s (a slow network): the page waits for them to hydrate, holding
  // the Enter, rather than rendering the part anew and emptying the box.
  await page.route(/\/mf\/mf-discovery\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    await route.continue();
  });
  await page.goto('/experts/search');
  const search = page.getByRole('searchbox', { name: 'Search experts' });
  await search.fill('Lindqvist');
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]s=Lindqvist/, { timeout: 30_000 });
  await expect(search).toHaveValue('Lindqvist');
  await expect(page.getByRole('link', { name: /Eva Lindqvist/ })).toBeVisible();
});
