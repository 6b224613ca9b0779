import type { Locator, Page, TestInfo } from '@playwright/test';
import { discoveryApi } from 'shared-contracts';
import { expect, expectAccessible, test } from './support/accessibility.ts';
import { callRoute } from './support/contract.ts';
import { cspViolationsOf, watchCspViolations } from './support/csp.ts';
import { DEMO_EXPERT } from './support/experts.ts';
import { shoot } from './support/screenshots.ts';

// The demo logins only read here (but for opening the bell, which marks its notifications read): the
// six journeys run side by side on the workers.
test.describe.configure({ mode: 'parallel' });

const WIDTHS = [1280, 375] as const;
type Locale = 'en' | 'es';

/** The demo customer logins (README, 'Demo accounts') and what the demo data gave each. */
const DEMO_CUSTOMERS = [
  {
    name: 'Ana García',
    email: 'ana.customer@demo.test',
    password: 'demo-customer-1',
    post: 'How do I stop thinking about work at night?',
    comingWith: `${DEMO_EXPERT.firstName} ${DEMO_EXPERT.lastName}`,
  },
  {
    name: 'Ben Miller',
    email: 'ben.customer@demo.test',
    password: 'demo-customer-2',
    post: 'Moving a small online shop off WordPress',
    comingWith: 'Charlotte Hughes',
  },
] as const;

const WORDS = {
  en: {
    upcoming: 'Upcoming meetings',
    meetings: 'Meetings',
    bell: /^Notifications, (\d+) unread$/,
    none: 'Notifications, none unread',
    panel: 'Notifications',
    openDetails: /Open the details$/,
    ratedAny: /^Rated (\d[.,]\d) out of 5$/,
    available: 'Available profit',
    overall: 'Overall profit',
    payed: 'Payed',
    notPayed: 'Not payed',
    reviews: 'Reviews',
    openPosts: 'Posts in your categories',
    favourites: 'Your favourite experts',
  },
  es: {
    upcoming: 'Próximas reuniones',
    meetings: 'Reuniones',
    bell: /^Notificaciones, (\d+) sin leer$/,
    none: 'Notificaciones, ninguna sin leer',
    panel: 'Notificaciones',
    openDetails: /Abrir los detalles$/,
    ratedAny: /^Calificación (\d[.,]\d) de 5$/,
    available: 'Ganancia disponible',
    overall: 'Ganancia total',
    payed: 'Pagado',
    notPayed: 'No pagado',
    reviews: 'Reseñas',
    openPosts: 'Publicaciones en tus categorías',
    favourites: 'Tus expertos favoritos',
  },
} as const;

type Words = (typeof WORDS)[Locale];

/**
 * Signs in by the api in the page's cookie jar, in `locale` (the language cookie the switch sets),
 * the page's Content-Security-Policy violations watched from its first document on.
 */
async function signIn(
  page: Page,
  baseURL: string | undefined,
  login: { email: string; password: string },
  area: 'customer' | 'expert',
  locale: Locale,
) {
  await page.context().addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }]);
  await watchCspViolations(page);
  const answer = await page.request.post('/api/v1/login', {
    data: { email: login.email, password: login.password, area },
  });
  expect(answer.ok(), `login of ${login.email}: ${answer.status()}`).toBe(true);
}

/**
 * The page at each width: what `shows` checks, nothing refused by the Content-Security-Policy (the
 * pictures are uploads of the product's own origin), then axe and a screenshot
 * (`<name>-<locale>-<width>`) to look at.
 */
async function atEveryWidth(
  page: Page,
  testInfo: TestInfo,
  name: string,
  shows: () => Promise<void>,
): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await shows();
    expect(await cspViolationsOf(page)).toEqual([]);
    await expectAccessible(page);
    await shoot(page, testInfo, `${name}-${width}`);
  }
}

/** Every picture in `scope` served from the uploads, loaded and drawn (not the initials fallback). */
async function expectPicturesDrawn(scope: Locator, atLeast: number): Promise<void> {
  const pictures = scope.locator('img[src^="/api/v1/uploads/"]');
  await expect.poll(() => pictures.count()).toBeGreaterThanOrEqual(atLeast);
  for (const picture of await pictures.all()) {
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  }
}

/**
 * The demo's notifications in the bell's panel (opened, shot, then closed again), which opening
 * marks read: the count the bell announced (unread, unless the same login's other journey opened it
 * first) is none after.
 */
async function expectUnreadNotifications(
  page: Page,
  words: Words,
  testInfo: TestInfo,
  name: string,
): Promise<void> {
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notific/ });
  await expect(bell).toHaveAccessibleName(new RegExp(`${words.bell.source}|^${words.none}$`));
  await bell.click();
  const panel = page.getByRole('dialog', { name: words.panel });
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  await expect(bell).toHaveAccessibleName(words.none);
  await expectAccessible(page);
  await shoot(page, testInfo, name, false);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

/** "4,9" or "4.9" → 4.9 */
const ratingOf = (text: string) => Number(text.replace(',', '.'));

for (const locale of ['en', 'es'] as const) {
  const words = WORDS[locale];

  for (const customer of DEMO_CUSTOMERS) {
    test(`${customer.name}'s screens show the demo data, in ${locale} at 1280 and 375 px`, async ({
      page,
      baseURL,
    }, testInfo) => {
      test.setTimeout(180_000);
      const shot = (name: string) => `${customer.name.split(' ')[0]?.toLowerCase()}-${name}-${locale}`;
      await signIn(page, baseURL, customer, 'customer', locale);

      // Home: the coming meeting, the post.
      await page.goto('/customer/app');
      await atEveryWidth(page, testInfo, shot('home'), async () => {
        const upcoming = page.getByRole('region', { name: words.upcoming });
        await expect(upcoming.getByText(customer.comingWith).first()).toBeVisible();
        await expect(page.getByRole('article', { name: customer.post })).toBeVisible();
      });
      await expectUnreadNotifications(page, words, testInfo, shot('bell'));

      // Meetings: past and coming, with the experts' pictures.
      await page.goto('/customer/app/meetings');
      await atEveryWidth(page, testInfo, shot('meetings'), async () => {
        await expect(page.getByRole('heading', { name: words.meetings, level: 1 })).toBeVisible();
        await expect
          .poll(() => page.getByRole('button', { name: words.openDetails }).count())
          .toBeGreaterThanOrEqual(3);
        await expectPicturesDrawn(page.getByRole('main'), 1);
      });

      // The post and its answers.
      await page.goto('/customer/app/posts');
      await page.getByRole('article', { name: customer.post }).getByRole('link').last().click();
      await atEveryWidth(page, testInfo, shot('post'), async () => {
        await expect(page.getByRole('heading', { name: customer.post })).toBeVisible();
        await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
        await expectPicturesDrawn(page.getByRole('main'), 2);
      });

      // Favourites: cards with pictures.
      await page.goto('/customer/app/experts/search?fav=1');
      await atEveryWidth(page, testInfo, shot('favourites'), async () => {
        await expect(page.getByRole('heading', { name: words.favourites, level: 1 })).toBeVisible();
        await expect
          .poll(() => page.getByRole('main').getByRole('article').count())
          .toBeGreaterThanOrEqual(2);
        await expectPicturesDrawn(page.getByRole('main'), 2);
      });
    });
  }

  test(`the demo expert's screens show the demo data, in ${locale} at 1280 and 375 px`, async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    const shot = (name: string) => `eva-${name}-${locale}`;
    await signIn(page, baseURL, DEMO_EXPERT, 'expert', locale);

    // Home: figures and the open posts of her categories.
    await page.goto('/experts/app');
    await atEveryWidth(page, testInfo, shot('home'), async () => {
      const openPosts = page.getByRole('region', { name: words.openPosts });
      await expect(openPosts.getByRole('article', { name: DEMO_CUSTOMERS[0].post })).toBeVisible();
      await expect.poll(() => openPosts.getByRole('article').count()).toBeGreaterThanOrEqual(3);
    });
    await expectUnreadNotifications(page, words, testInfo, shot('bell'));

    // Meetings: her customers, past and coming.
    await page.goto('/experts/app/meetings');
    await atEveryWidth(page, testInfo, shot('meetings'), async () => {
      await expect(page.getByRole('heading', { name: words.meetings, level: 1 })).toBeVisible();
      await expect
        .poll(() => page.getByRole('button', { name: words.openDetails }).count())
        .toBeGreaterThanOrEqual(8);
      await expect(
        page.getByRole('button', { name: new RegExp(`^${DEMO_CUSTOMERS[0].name}`) }).first(),
      ).toBeVisible();
    });

    // Profits: earned, part paid out, part available; finished meetings paid, the coming one not yet.
    await page.goto('/experts/app/profits');
    await atEveryWidth(page, testInfo, shot('profits'), async () => {
      const dollars = async (label: string) =>
        Number(
          ((await page.getByLabel(label).textContent()) ?? '')
            .replace(/[^\d,.]/g, '')
            .replace(/[.,](?=\d{3})/g, '')
            .replace(',', '.'),
        );
      await expect(page.getByLabel(words.available)).toHaveText(/\d/);
      const available = await dollars(words.available);
      expect(available).toBeGreaterThan(0);
      expect(await dollars(words.overall)).toBeGreaterThan(available);
      // A table row from 768 px up, a list item on a phone.
      const meetings = page.getByRole('row').or(page.getByRole('listitem'));
      await expect(meetings.filter({ hasText: words.payed }).first()).toBeVisible();
      await expect(meetings.filter({ hasText: words.notPayed }).first()).toBeVisible();
    });

    // Her own page: picture, gallery, certifications, and the reviews behind her rating.
    await page.goto('/experts/app/account');
    await atEveryWidth(page, testInfo, shot('own-page'), async () => {
      const main = page.getByRole('main');
      await expect(
        main.getByRole('heading', { name: `${DEMO_EXPERT.firstName} ${DEMO_EXPERT.lastName}` }),
      ).toBeVisible();
      await expectPicturesDrawn(main, 4);
      const reviews = main
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: words.reviews, exact: true }) });
      await expect(reviews.getByRole('article')).toHaveCount(3);
      // The rating beside her name (her profile's) is the one her reviews' figures give.
      const header = main.getByRole('img', { name: words.ratedAny }).first();
      const summary = reviews.getByRole('img', { name: words.ratedAny }).first();
      await expect(summary).toHaveAccessibleName((await header.getAttribute('aria-label')) ?? '');
    });
  });
}

test("an expert page's rating is the average of the reviews it lists", async ({ page, baseURL }) => {
  const words = WORDS.en;
  await signIn(page, baseURL, DEMO_CUSTOMERS[1], 'customer', 'en');
  const listed = (await callRoute(page.request, discoveryApi.searchExperts, { query: { per_page: 100 } }))
    .data;
  // Newest first: experts other suites sign up come before the demo expert, the generated ones after.
  const demo = listed.findIndex(
    (item) => item.first_name === DEMO_EXPERT.firstName && item.last_name === DEMO_EXPERT.lastName,
  );
  const generated = listed.slice(demo + 1);
  const chosen = [listed[demo], generated[0], generated[30], generated.at(-1)];
  for (const expert of chosen) {
    if (!expert) throw new Error('no expert to look at');
    await page.goto(`/customer/app/experts/${expert.id}`);
    const header = page.getByRole('main').getByRole('img', { name: words.ratedAny }).first();
    await expect(header).toBeVisible();
    const shown = ratingOf(words.ratedAny.exec((await header.getAttribute('aria-label')) ?? '')?.[1] ?? '');
    await page.goto(`/customer/app/experts/${expert.id}/reviews`);
    const reviews = page.getByRole('article').getByRole('img', { name: words.ratedAny });
    await expect(reviews.first()).toBeVisible();
    const values = (
      await reviews.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''))
    ).map((label) => ratingOf(words.ratedAny.exec(label)?.[1] ?? ''));
    // Kept to 2 decimals (as the api stores it), shown to 1.
    const average = Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100;
    expect(shown, `expert ${expert.id}: ${values.join(', ')}`).toBe(Math.round(average * 10) / 10);
    await expectAccessible(page);
  }
});
