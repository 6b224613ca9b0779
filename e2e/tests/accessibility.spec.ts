import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/accessibility.ts';
import { categories, expertsIn } from './support/catalog.ts';

// Guest and signed-in pages of each language run side by side on the workers.
test.describe.configure({ mode: 'parallel' });

const WIDTHS = [1280, 375];

/** What shows that a page has its content, whatever the language. */
const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
/** The first expert card of a search grid: an article named after the expert, its name the link. */
const firstCard = (page: Page) => page.getByRole('main').getByRole('article').first().getByRole('link');

/** Every shell page, as a guest; the not-found page and a reset link with a made-up token included. */
const GUEST_PAGES: [string, (page: Page) => Locator][] = [
  ['/', heading],
  ['/terms-and-conditions', heading],
  ['/privacy-policy', heading],
  ['/get-started', heading],
  ['/customer/login', heading],
  ['/experts/login', heading],
  ['/forgot-password', heading],
  ['/reset-password?token=e2e-made-up&email=nobody%40e2e.test', heading],
  ['/no-such-page', heading],
  ['/experts', heading],
  ['/experts/search', firstCard],
];

async function checkAtEveryWidth(page: Page, path: string, ready: (page: Page) => Locator) {
  await page.setViewportSize({ width: WIDTHS[0] ?? 1280, height: 900 });
  await page.goto(path);
  await expect(ready(page)).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
  }
}

async function signIn(page: Page, email: string, password: string, area: 'customer' | 'expert') {
  const response = await page.request.post('/api/v1/login', { data: { email, password, area } });
  expect(response.ok()).toBe(true);
}

for (const locale of ['en', 'es']) {
  test.describe(`in ${locale} at ${WIDTHS.join(' and ')} px, every shell page passes axe (WCAG 2.2 AA)`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }]);
    });

    test('guest pages', async ({ page }) => {
      const [category] = await categories(page.request);
      if (!category) throw new Error('no categories');
      const [expert] = await expertsIn(page.request, category.slug);
      if (!expert) throw new Error(`no experts in ${category.slug}`);

      for (const [path, ready] of GUEST_PAGES) await checkAtEveryWidth(page, path, ready);
      await checkAtEveryWidth(page, `/experts/${expert.id}`, heading);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    });

    test('customer and expert homes', async ({ page }) => {
      await signIn(page, 'ana.customer@demo.test', 'demo-customer-1', 'customer');
      await checkAtEveryWidth(page, '/customer/app', (p) => p.getByRole('main').getByRole('heading').first());
      await checkAtEveryWidth(page, '/customer/app/account', heading);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);

      await signIn(page, 'eva.expert@demo.test', 'demo-expert-1', 'expert');
      await checkAtEveryWidth(page, '/experts/app', heading);
    });
  });
}
