import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/accessibility.ts';
import { newCustomer } from './support/people.ts';

/** Signs a new customer up through the api, in the browser's own cookie jar. */
async function signUp(page: Page) {
  const customer = newCustomer();
  const response = await page.request.post('/api/v1/register', {
    data: {
      first_name: customer.firstName,
      last_name: customer.lastName,
      email: customer.email,
      password: customer.password,
      password_confirmation: customer.password,
      as_expert: false,
      country: 'ES',
      timezone: 'Europe/Madrid',
      phone_number: customer.phone,
      terms_and_conditions: true,
      social_provider: 'none',
    },
  });
  expect(response.status()).toBe(201);
}

async function addCard(page: Page, holder: string, number: string, cvc: string) {
  await page.getByRole('button', { name: 'Add payment method' }).click();
  const dialog = page.getByRole('dialog', { name: 'New card' });
  await dialog.getByRole('textbox', { name: 'Cardholder name' }).fill(holder);
  // The inputs belong to Stripe Elements (the local Stripe.js): typed like a customer would.
  await dialog.getByRole('textbox', { name: 'Card number' }).pressSequentially(number);
  await dialog
    .getByRole('textbox', { name: 'Expiration date' })
    .pressSequentially(`12${(new Date().getFullYear() + 3) % 100}`);
  await dialog.getByRole('textbox', { name: 'CVC' }).pressSequentially(cvc);
  await dialog.getByRole('button', { name: 'Save card' }).click();
  return dialog;
}

test('a customer saves a Visa and an Amex through Elements, a declined card saves nothing, and deletes with confirmation', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/customer/app/account');
  const cards = page.getByRole('region', { name: 'Payment methods' });
  await expect(cards.getByText("You don't have any payment method")).toBeVisible();
  await expectAccessible(page);

  let dialog = await addCard(page, 'Lucía Visa', '4242424242424242', '123');
  await expect(page.getByText('Payment method created succesfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(cards.getByTestId('payment-method')).toHaveCount(1);
  await expect(cards.getByText('Ending ****4242')).toBeVisible();
  await expect(cards.getByText('Default')).toBeVisible();
  await expectAccessible(page);

  dialog = await addCard(page, 'Lucía Amex', '378282246310005', '1234');
  await expect(cards.getByText('Ending ****0005')).toBeVisible();
  await expect(cards.getByTestId('payment-method')).toHaveCount(2);

  dialog = await addCard(page, 'Lucía Declined', '4000000000000002', '123');
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await expect(cards.getByTestId('payment-method')).toHaveCount(2);

  await cards.getByRole('button', { name: 'Delete American Express ending in 0005' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure to delete?' });
  await expect(
    confirm.getByText(
      'If you continue the payment method will be permanently removed. Do you want to continue?',
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Payment method removed')).toBeVisible();
  await expect(cards.getByTestId('payment-method')).toHaveCount(1);
  await expect(cards.getByText('Ending ****0005')).toHaveCount(0);
});

test('a forged Stripe webhook is rejected', async ({ request }) => {
  const response = await request.post('/api/v1/payments/webhook', {
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
    data: { id: 'evt_forged', type: 'payment_intent.succeeded', data: { object: {} } },
  });
  expect(response.status()).toBe(400);
});
