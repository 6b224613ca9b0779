import type { Page } from '@playwright/test';
import { expect, test } from './support/accessibility.ts';
import { DEMO_EXPERT } from './support/experts.ts';

/** Every address the page asked for; a password must be in none of them. */
function addressesOf(page: Page): string[] {
  const addresses: string[] = [];
  page.on('request', (sent) => addresses.push(sent.url()));
  page.on('framenavigated', (frame) => addresses.push(frame.url()));
  return addresses;
}

test('a sign-in sent before the page’s scripts ran signs in once they run, its password in no address', async ({
  page,
}) => {
  const addresses = addressesOf(page);
  // The shell's script arrives late, as on a slow phone: the server-rendered form is used first.
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = () => resolve();
  });
  // The login page's form is an island: its script is the islands build's, not the app's.
  await page.route(/\/(main|islands\/islands\.[0-9a-f]+)\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto('/experts/login', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_EXPERT.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_EXPERT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('html')).toHaveCSS('cursor', 'progress');
  expect(page.url()).toMatch(/\/experts\/login$/);

  arrive();
  await expect(page).toHaveURL(/\/experts\/app$/);
  expect(addresses.filter((address) => address.includes(DEMO_EXPERT.password))).toEqual([]);
});

test('with scripts off, a sign-in form sent by the browser comes back as the page, its password in no address', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const addresses = addressesOf(page);
  await page.goto('/customer/login');
  await page.getByRole('textbox', { name: 'Email' }).fill('ana@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('never-in-a-url');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/customer\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(addresses.filter((address) => address.includes('never-in-a-url'))).toEqual([]);
  await context.close();
});
