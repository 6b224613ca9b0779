import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/accessibility.ts';
import {
  bookableExpert,
  continueToCheckout,
  customerMeets,
  pickNextAvailableHour,
} from './support/booking.ts';
import { addCardInCheckout, signUp } from './support/customers.ts';
import { shoot } from './support/screenshots.ts';

/** Stripe's test card whose bank asks for authentication on every payment. */
const ALWAYS_AUTHENTICATE = '4000002760003184';

/** The local Stripe.js' 3-D Secure step (real Stripe shows its bank page in a modal the same way). */
function bankStep(page: Page) {
  return page.getByRole('dialog', { name: '3D Secure test authentication' });
}

/**
 * Signs up, opens the booking of `expertId`, takes the next available hour to checkout and saves
 * the 3184 card there (its set-up asks for the bank's step too): ready to press Pay.
 */
async function checkoutWithAuthenticatingCard(page: Page, expertId: number): Promise<string> {
  await signUp(page);
  await page.goto(`/customer/app/experts/${expertId}/booking`);
  const hour = await pickNextAvailableHour(page);
  await continueToCheckout(page);
  await addCardInCheckout(page, 'Lucía Secure', ALWAYS_AUTHENTICATE, '123');
  await expect(bankStep(page)).toBeVisible();
  await bankStep(page).getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByText('Payment method created succesfully')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Visa · Ending ****3184' })).toBeChecked();
  return hour;
}

test(
  'a card whose bank asks for authentication: the customer completes the step and the meeting is booked',
  { tag: ['@mf-booking', '@mf-payments'] },
  async ({ page }, testInfo) => {
    const expert = await bookableExpert(page.request, 6);
    const hour = await checkoutWithAuthenticatingCard(page, expert.id);

    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(bankStep(page)).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Confirm the payment with your bank' }),
    ).toBeVisible();
    // Nothing is booked while the bank waits.
    expect(await customerMeets(page)).toHaveLength(0);
    await shoot(page, testInfo, 'bank-step-en-1280');

    // By keyboard, as a customer without a mouse would: the step takes the focus.
    await expect(bankStep(page).getByRole('button', { name: 'Complete authentication' })).toBeFocused();
    await page.keyboard.press('Enter');
    const received = page.getByRole('dialog', { name: 'Request Received' });
    await expect(received).toBeVisible();
    await expectAccessible(page);

    const meets = await customerMeets(page);
    expect(meets).toHaveLength(1);
    expect(meets[0]?.expert.id).toBe(expert.id);
    expect(hour.startsWith(`${meets[0]?.start_time} – ${meets[0]?.end_time}`)).toBe(true);
  },
);

test(
  'a failed authentication books nothing; giving up frees the hour for another customer',
  { tag: ['@mf-booking', '@mf-payments'] },
  async ({ page, browser }, testInfo) => {
    const expert = await bookableExpert(page.request, 7);
    const hour = await checkoutWithAuthenticatingCard(page, expert.id);

    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await bankStep(page).getByRole('button', { name: 'Fail authentication' }).click();
    const failed = page
      .getByRole('alert')
      .filter({ hasText: 'The payment was not completed. Nothing was booked.' });
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('Your bank could not confirm this payment');
    await expect(page.getByRole('dialog', { name: 'Request Received' })).toHaveCount(0);
    expect(await customerMeets(page)).toHaveLength(0);
    // The hour stays held for this customer (another card can be tried), and Pay is offered again.
    await expect(page.getByText(/This time is held for you for \d:\d\d/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
    await expectAccessible(page);
    await shoot(page, testInfo, 'bank-failed-en-1280');

    // Pay again, then leave while the bank waits: the payment is given up and the hour let go.
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(bankStep(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(failed).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByText('Step 1 of 2: booking')).toBeVisible();
    expect(await customerMeets(page)).toHaveLength(0);

    // Another customer now finds that hour free and can hold it.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    try {
      await signUp(otherPage);
      await otherPage.goto(page.url());
      await expect(otherPage.getByRole('radio', { name: hour })).toBeVisible();
      await otherPage.getByRole('radio', { name: hour }).click();
      await continueToCheckout(otherPage);
    } finally {
      await other.close();
    }
  },
);
