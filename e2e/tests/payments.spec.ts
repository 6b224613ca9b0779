import { expect, expectAccessible, test } from './support/accessibility.ts';
import { addCard, signUp } from './support/customers.ts';

test('a customer saves a Visa and an Amex through Elements, a declined card saves nothing, and deletes with confirmation', {
  tag: '@mf-payments',
}, async ({ page }) => {
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

test('a forged Stripe webhook is rejected', { tag: '@mf-payments' }, async ({ request }) => {
  const response = await request.post('/api/v1/payments/webhook', {
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
    data: { id: 'evt_forged', type: 'payment_intent.succeeded', data: { object: {} } },
  });
  expect(response.status()).toBe(400);
});
