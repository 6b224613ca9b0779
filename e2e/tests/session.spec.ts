import { request as requests } from '@playwright/test';
import { expect, test } from './support/accessibility.ts';
import { csrfHeader } from './support/customers.ts';
import { newExpert, registerExpertByApi } from './support/expert-signup.ts';

test("a session revoked on the server: the next call clears it and sends the browser to '/'", async ({
  page,
  baseURL,
}) => {
  const expert = newExpert();
  await registerExpertByApi(page, expert);
  await page.goto('/experts/app');
  await expect(page.getByRole('switch', { name: 'Expert Account' })).toBeChecked();
  // The home's widgets have made their calls: the revoked session is met by the click below, not
  // by a widget still loading.
  await page.waitForLoadState('networkidle');

  // Signed out elsewhere with the same session (another tab's client, an operator): the api
  // revokes it, while this page still holds its cookies.
  const elsewhere = await requests.newContext({ baseURL, storageState: await page.context().storageState() });
  try {
    const out = await elsewhere.post('/api/v1/logout', { headers: await csrfHeader(page) });
    expect(out.ok()).toBe(true);
  } finally {
    await elsewhere.dispose();
  }

  // The next call is the click's, unless the page made one of its own first (a widget revalidating
  // when the window regains focus): that call is met by the 401 and sends the browser away, and the
  // link is gone before the click lands. Either way the browser must end up on '/'.
  const meetings = page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Meetings' });
  await Promise.race([meetings.click().catch(() => undefined), page.waitForURL(/\/$/)]);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible();
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('userType');
});
