import { expect, expectAccessible, test } from './support/accessibility.ts';
import { signInDemoCustomer } from './support/customers.ts';
import { actAndHydrate } from './support/hydration.ts';
import { takeRemoteDown } from './support/remotes.ts';

test('with mf-discovery unreachable a guest still reads the search the server rendered; a customer gets an error with Retry, the header works, and Retry recovers', async ({
  page,
}) => {
  const bringBack = await takeRemoteDown(page, 'mf-discovery');
  const failure = page.getByRole('alert').filter({ hasText: 'This section could not be loaded' });

  // The server still reaches mf-discovery and renders a guest's search; its islands load no remote.
  await page.goto('/experts/search');
  await actAndHydrate(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: 'Experts' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(failure).toHaveCount(0);

  // A customer's search is the browser's to render: it cannot load mf-discovery.
  await signInDemoCustomer(page.request);
  await page.goto('/customer/app/experts/search');
  await expect(failure).toBeVisible({ timeout: 30_000 });
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectAccessible(page);

  // The header and the shell's own pages keep working.
  await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/customer\/app\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/customer\/app\/experts\/search$/);
  await expect(failure).toBeVisible({ timeout: 30_000 });

  bringBack();
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Experts' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/\d+ results?/)).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test('with mf-payments unreachable the account page keeps working, with a Retry in place of the cards widget', async ({
  page,
}) => {
  const bringBack = await takeRemoteDown(page, 'mf-payments');
  await signInDemoCustomer(page.request);

  await page.goto('/customer/app/account');
  const failure = page.getByRole('alert').filter({ hasText: 'This section could not be loaded' });
  await expect(failure).toBeVisible({ timeout: 30_000 });
  // The host's own part of the page is whole and usable around the failed widget.
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  const current = page.getByLabel('Current password');
  await current.fill('not-saved-here');
  await expect(current).toHaveValue('not-saved-here');
  await expectAccessible(page);

  bringBack();
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('region', { name: 'Payment methods' })).toBeVisible({ timeout: 30_000 });
  await expect(failure).toHaveCount(0);
  await expect(current).toHaveValue('not-saved-here');
});
