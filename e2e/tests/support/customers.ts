import { expect, type Page } from '@playwright/test';
import { newCustomer } from './people.ts';

/** Signs a new customer up through the api, in the browser's own cookie jar. */
export async function signUp(page: Page) {
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

export async function addCard(page: Page, holder: string, number: string, cvc: string) {
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
