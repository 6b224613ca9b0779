import type { Browser, Page } from '@playwright/test';
import { bookingApi } from 'shared-contracts';
import { expect, expectAccessible, test } from './support/accessibility.ts';
import { bookableExpert, customerMeets, hourRadios, pickNextAvailableHour } from './support/booking.ts';
import { callRoute } from './support/contract.ts';
import { csrfHeader, saveVisa, signUp } from './support/customers.ts';

/** A second browser of its own (cookies, storage, cache): another customer on another machine. */
async function anotherBrowser(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  return context.newPage();
}

const HELD = /Another customer is booking this time; please select another one/;

test('two customers race for one hour: one holds and books it, the other is told and sees the hours without it', {
  tag: '@mf-booking',
}, async ({ page, browser, baseURL }) => {
  const other = await anotherBrowser(browser, baseURL);
  const customers = [page, other];
  for (const customer of customers) {
    await signUp(customer);
    await saveVisa(customer);
  }
  const expert = await bookableExpert(page.request, 3);
  const chosen: string[] = [];
  for (const customer of customers) {
    await customer.goto(`/customer/app/experts/${expert.id}/booking`);
    await expect(customer.getByText('Step 1 of 2: booking')).toBeVisible();
    chosen.push(await pickNextAvailableHour(customer));
  }
  const hour = chosen[0] ?? '';
  expect(chosen[1]).toBe(hour);
  // The next available date may hold a single hour late in the day: the count is what is checked.
  const offered = await hourRadios(page).count();

  // Both press Continue at once: the api holds the hour for exactly one of them.
  await Promise.all(customers.map((customer) => customer.getByRole('button', { name: 'Continue' }).click()));
  const outcome = async (customer: Page) => {
    const checkout = customer.getByText('Step 2 of 2: checkout');
    const refused = customer.getByRole('alert').filter({ hasText: HELD });
    await expect(checkout.or(refused)).toBeVisible();
    return (await checkout.isVisible()) ? 'held' : 'refused';
  };
  const outcomes = [await outcome(page), await outcome(other)];
  expect(outcomes.sort()).toEqual(['held', 'refused']);
  const winner = (await outcome(page)) === 'held' ? page : other;
  const loser = winner === page ? other : page;

  // The one refused stays on step 1 of the same date with fresh hours: the held hour is gone.
  await expect(loser.getByText('Step 1 of 2: booking')).toBeVisible();
  await expect(loser.getByRole('alert').filter({ hasText: HELD })).toContainText(
    'This time cannot be held for you.',
  );
  await expect(hourRadios(loser)).toHaveCount(offered - 1);
  await expect(loser.getByRole('radio', { name: hour, exact: true })).toHaveCount(0);
  await expectAccessible(loser);

  await expect(winner.getByText(/This time is held for you for \d:\d\d/)).toBeVisible();
  await expect(winner.getByRole('radio', { name: 'Visa · Ending ****4242' })).toBeChecked();
  await winner.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(winner.getByRole('dialog', { name: 'Request Received' })).toBeVisible();
  await expectAccessible(winner);

  // Booked, not only held: a fresh page of the one who lost still does not offer it, and another
  // hour of that date can be held.
  await loser.reload();
  await expect(hourRadios(loser)).toHaveCount(offered - 1);
  await expect(loser.getByRole('radio', { name: hour, exact: true })).toHaveCount(0);
  await hourRadios(loser).first().click();
  await loser.getByRole('button', { name: 'Continue' }).click();
  await expect(loser.getByText('Step 2 of 2: checkout')).toBeVisible();
  await expect(loser.getByText(/This time is held for you for \d:\d\d/)).toBeVisible();

  const [won, lost] = [await customerMeets(winner), await customerMeets(loser)];
  expect(won).toHaveLength(1);
  expect(won[0]?.expert.id).toBe(expert.id);
  expect(lost).toHaveLength(0);
  await other.context().close();
});

test('a hold that lapsed: the hour is booked by another customer meanwhile, and Pay is told it was taken (409) and shows fresh hours', {
  tag: '@mf-booking',
}, async ({ page, browser, baseURL }) => {
  const other = await anotherBrowser(browser, baseURL);
  for (const customer of [page, other]) {
    await signUp(customer);
    await saveVisa(customer);
  }
  const expert = await bookableExpert(page.request, 5);
  await page.goto(`/customer/app/experts/${expert.id}/booking`);
  const hour = await pickNextAvailableHour(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/This time is held for you for \d:\d\d/)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Visa · Ending ****4242' })).toBeChecked();

  // The hold ends behind the page's back (as when it runs out while the customer is away)…
  await callRoute(page.request, bookingApi.release, { params: { id: expert.id } }, await csrfHeader(page));
  // …and another customer books that very hour.
  await other.goto(`/customer/app/experts/${expert.id}/booking`);
  expect(await pickNextAvailableHour(other)).toBe(hour);
  await other.getByRole('button', { name: 'Continue' }).click();
  await other.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(other.getByRole('dialog', { name: 'Request Received' })).toBeVisible();

  // Pay answers 409: back on step 1 with the reason and the hours asked again.
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByText('Step 1 of 2: booking')).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This time was taken while you were paying.' }),
  ).toContainText('Choose another hour.');
  await expect(hourRadios(page).first()).toBeVisible();
  await expect(page.getByRole('radio', { name: hour, exact: true })).toHaveCount(0);
  await expectAccessible(page);
  expect(await customerMeets(page)).toHaveLength(0);
  expect(await customerMeets(other)).toHaveLength(1);
  await other.context().close();
});
