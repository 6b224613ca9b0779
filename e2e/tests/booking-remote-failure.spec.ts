import { expect, expectAccessible, test } from './support/accessibility.ts';
import {
  bookableExpert,
  continueToCheckout,
  customerMeets,
  pickNextAvailableHour,
} from './support/booking.ts';
import { saveVisa, signUp } from './support/customers.ts';
import { takeRemoteDown } from './support/remotes.ts';

test('with mf-payments unreachable the checkout shows Retry in place of the card picker, and the rest of it works', {
  tag: '@mf-booking',
}, async ({ page }) => {
  const bringBack = await takeRemoteDown(page, 'mf-payments');
  await signUp(page);
  await saveVisa(page);
  const expert = await bookableExpert(page.request, 4);
  await page.goto(`/customer/app/experts/${expert.id}/booking`);
  const hour = await pickNextAvailableHour(page);
  await continueToCheckout(page);

  const failure = page.getByRole('alert').filter({ hasText: 'This section could not be loaded' });
  await expect(failure).toBeVisible({ timeout: 30_000 });
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Pay with' })).toHaveCount(0);
  // The quote, the hold and the buttons of the booking itself are all there; Pay waits for a card.
  await expect(page.getByText('Total')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeDisabled();
  await expectAccessible(page);

  // Back and forth still work around the failed widget.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Step 1 of 2: booking')).toBeVisible();
  await expect(page.getByRole('radio', { name: hour, exact: true })).toBeChecked();
  await continueToCheckout(page);
  await expect(failure).toBeVisible({ timeout: 30_000 });

  // The remote is back: Retry shows the saved card in place, and the booking can be paid.
  bringBack();
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('radio', { name: 'Visa · Ending ****4242' })).toBeChecked({ timeout: 30_000 });
  await expect(failure).toHaveCount(0);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('dialog', { name: 'Request Received' })).toBeVisible();
  expect(await customerMeets(page)).toHaveLength(1);
});
