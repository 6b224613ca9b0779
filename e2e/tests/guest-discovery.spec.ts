import { expect, expectAccessible, test } from './support/accessibility.ts';
import { anExpert } from './support/booking.ts';
import { categories, expertsIn } from './support/catalog.ts';
import { press } from './support/keyboard.ts';
import { shoot } from './support/screenshots.ts';

test('a guest browses categories, opens a category’s experts, searches, and reads an expert’s page', async ({
  page,
  request,
}, testInfo) => {
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
});

test('a search that matches nothing says so', async ({ page }) => {
  await page.goto('/experts/search?s=zzzz-no-such-expert-zzzz');
  await expect(page.getByText('No results found')).toBeVisible();
  await expectAccessible(page);
});

test('clearing the search box and applying a filter shows the results without the text', async ({
  page,
  request,
}) => {
  const [category] = await categories(request);
  if (!category) throw new Error('no categories');
  const [expert] = await expertsIn(request, category.slug);
  if (!expert) throw new Error(`no experts in ${category.slug}`);
  const all = await request.get(`/api/v1/experts?c=${encodeURIComponent(category.slug)}&sort=role`);
  const { total } = ((await all.json()) as { meta: { total: number } }).meta;

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
