import { discoveryApi } from 'shared-contracts';
import { expect, expectAccessible, test } from './support/accessibility.ts';
import { anExpert } from './support/booking.ts';
import { categories, expertsIn } from './support/catalog.ts';
import { callRoute } from './support/contract.ts';
import { press } from './support/keyboard.ts';
import { shoot } from './support/screenshots.ts';

test(
  'a guest browses categories, opens a category’s experts, searches, and reads an expert’s page',
  { tag: '@mf-discovery' },
  async ({ page, request }, testInfo) => {
    const [category] = await categories(request);
    if (!category) throw new Error('no categories');
    const experts = await expertsIn(request, category.slug);
    const expert = experts[0];
    if (!expert) throw new Error(`no experts in ${category.slug}`);
    const expertName = `${expert.first_name} ${expert.last_name}`;

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('main').getByRole('link', { name: 'Find an expert' }).click();
    await expect(page).toHaveURL(/\/experts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    await expectAccessible(page);

    await page
      .getByRole('link', { name: new RegExp(category.name) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/experts/search\\?c=${category.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Experts in ${category.name}` })).toBeVisible();
    await expect(page.getByText(/\d+ results?/)).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(expertName) })).toBeVisible();
    await expectAccessible(page);

    const search = page.getByRole('searchbox', { name: 'Search experts' });
    await search.fill(expert.last_name);
    await search.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`[?&]s=${encodeURIComponent(expert.last_name).replace(/%20/g, '(\\+|%20)')}`),
    );
    const card = page.getByRole('link', { name: new RegExp(expertName) });
    await expect(card).toBeVisible();

    await card.click();
    await expect(page).toHaveURL(new RegExp(`/experts/${expert.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: expertName })).toBeVisible();
    await expect(page.getByText(expert.role).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Rates' })).toBeVisible();
    // Guests have no favourites.
    await expect(page.getByRole('button', { name: /in your favourites/i })).toHaveCount(0);
    // Still a guest: the header offers sign-up and login.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expectAccessible(page);

    // An available expert's Book, by keyboard: the customer login first, which leads back to this
    // booking once signed in.
    await page.goto(`/experts/${await anExpert(request)}`);
    const book = page.getByRole('link', { name: 'Book', exact: true });
    await expect(book).toBeVisible();
    await expectAccessible(page);
    await shoot(page, testInfo, 'guest-expert-page-en-1280');
    await press(page, book);
    await expect(page).toHaveURL(/\/customer\/login$/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expectAccessible(page);
  },
);

test('a search that matches nothing says so', { tag: '@mf-discovery' }, async ({ page }) => {
  await page.goto('/experts/search?s=zzzz-no-such-expert-zzzz');
  await expect(page.getByText('No results found')).toBeVisible();
  await expectAccessible(page);
});

test('clearing the search box and applying a filter shows the results without the text', {
  tag: '@mf-discovery',
}, async ({ page, request }) => {
  const [category] = await categories(request);
  if (!category) throw new Error('no categories');
  const [expert] = await expertsIn(request, category.slug);
  if (!expert) throw new Error(`no experts in ${category.slug}`);
  const { total } = (
    await callRoute(request, discoveryApi.searchExperts, { query: { c: category.slug, sort: 'role' } })
  ).meta;

  await page.goto(`/experts/search?c=${category.slug}&s=${encodeURIComponent(expert.last_name)}`);
  const box = page.getByRole('searchbox', { name: 'Search experts' });
  await expect(box).toHaveValue(expert.last_name);
  await expect(page.getByRole('link', { name: new RegExp(expert.last_name) }).first()).toBeVisible();

  await box.clear();
  await page.getByRole('button', { name: 'Filters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await dialog.getByRole('radio', { name: 'Role' }).check();
  await dialog.getByRole('button', { name: 'Apply' }).click();

  await expect(page).toHaveURL(new RegExp(`/experts/search\\?c=${category.slug}&sort=role$`));
  await expect(box).toHaveValue('');
  await expect(page.getByText(total === 1 ? '1 result' : `${total} results`)).toBeVisible();
});

test(
  'a guest narrows a category to a subcategory and sorts it by lowest price, by keyboard, in Spanish at 375 px',
  { tag: '@mf-discovery' },
  async ({ page, request, baseURL }, testInfo) => {
    // A subcategory that several experts offer, found through the api as the seed made it.
    const spanish = await categories(request, 'es');
    let chosen: { category: (typeof spanish)[number]; slug: string; name: string; total: number } | undefined;
    for (const category of spanish) {
      for (const sub of category.subcategories) {
        const { total } = (
          await callRoute(request, discoveryApi.searchExperts, { query: { sc: sub.slug, per_page: 1 } })
        ).meta;
        if (total >= 2 && (!chosen || total > chosen.total))
          chosen = { category, slug: sub.slug, name: sub.name, total };
      }
      if (chosen) break;
    }
    if (!chosen) throw new Error('no subcategory with two experts');
    const { category, slug, name, total } = chosen;

    await page.setViewportSize({ width: 375, height: 800 });
    await page.context().addCookies([{ name: 'locale', value: 'es', url: baseURL ?? '' }]);
    await page.goto(`/experts/search?c=${category.slug}`);
    const nav = page.getByRole('navigation', { name: `Subcategorías de ${category.name}` });
    await expect(nav.getByRole('link', { name: `Todo ${category.name}` })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await press(page, nav.getByRole('link', { name, exact: true }));
    await expect(page).toHaveURL(new RegExp(`[?&]sc=${slug}(&|$)`));
    await expect(page.getByRole('heading', { level: 1, name: `Expertos en ${name}` })).toBeVisible();
    await expect(page.getByText(`${total} resultados`)).toBeVisible();
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');

    // Lowest price first, chosen in the filter dialog by keyboard. The link led to a page rendered on
    // the server whose grid no script hydrates: the dialog is the browser's, its choices fields of
    // the search form.
    await page.keyboard.press('Tab');
    const filters = page.getByRole('button', { name: 'Filtros' });
    await expect(filters).toBeVisible();
    await press(page, filters);
    const dialog = page.getByRole('dialog', { name: 'Filtros' });
    await dialog.getByRole('radio', { name: 'Precio más bajo' }).focus();
    await page.keyboard.press('Space');
    await press(page, dialog.getByRole('button', { name: 'Aplicar' }));
    await expect(page).toHaveURL(/[?&]sort=price(&|$)/);

    const experts = (
      await callRoute(request, discoveryApi.searchExperts, {
        query: { sc: slug, sort: 'price', per_page: 30 },
      })
    ).data;
    const prices = experts.map((expert) => expert.from_price).filter((price) => price !== null);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(experts.length);
    await expect(cards.first()).toContainText(experts[0]?.first_name ?? '');
    if (prices[0] !== undefined)
      await expect(cards.first()).toContainText(
        `Desde ${new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(prices[0])}`,
      );
    await expectAccessible(page);
    await shoot(page, testInfo, 'guest-subcategory-price-es-375');
  },
);
