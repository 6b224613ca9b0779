import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/accessibility.ts';
import {
  bookableExpert,
  continueToCheckout,
  customerMeets,
  payAndComment,
  pickNextAvailableHour,
} from './support/booking.ts';
import { addCardInCheckout, CARD_FORM, signUp } from './support/customers.ts';

/** From the expert's page (customer area): Book, then step 1 of the booking. */
async function bookFromExpertPage(page: Page, expertId: number) {
  await page.goto(`/customer/app/experts/${expertId}`);
  await page.getByRole('link', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/app/experts/${expertId}/booking`));
  await expect(page.getByText('Step 1 of 2: booking')).toBeVisible();
}

/** The error toast of a card that could not be saved, with the provider's message. */
function cardErrorToast(page: Page, message: string) {
  return page.getByRole('alert').filter({ hasText: 'Error' }).filter({ hasText: message });
}

test('a customer books from an expert page with a new card added in the checkout, and sends comments', {
  tag: ['@mf-booking', '@mf-payments'],
}, async ({ page }) => {
  await signUp(page);
  const expert = await bookableExpert(page.request, 0);
  await bookFromExpertPage(page, expert.id);
  await expectAccessible(page);
  const hour = await pickNextAvailableHour(page);
  await continueToCheckout(page);
  await expect(page.getByText("You don't have any payment method")).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeDisabled();
  await expectAccessible(page);

  const dialog = await addCardInCheckout(page, 'Lucía Visa', '4242424242424242', '123');
  await expect(page.getByText('Payment method created succesfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The new card is the one chosen to pay with.
  await expect(page.getByRole('radio', { name: 'Visa · Ending ****4242' })).toBeChecked();
  await expectAccessible(page);

  await payAndComment(page, 'I would like to talk about my taxes.');
  const meets = await customerMeets(page);
  expect(meets).toHaveLength(1);
  expect(meets[0]?.expert.id).toBe(expert.id);
  expect(hour.startsWith(`${meets[0]?.start_time} – ${meets[0]?.end_time}`)).toBe(true);
  expect(meets[0]?.comments).toBe('I would like to talk about my taxes.');
});

test('declined cards: each with its own message and nothing booked; then a good card pays', {
  tag: ['@mf-booking', '@mf-payments'],
}, async ({ page }) => {
  await signUp(page);
  const expert = await bookableExpert(page.request, 1);
  await bookFromExpertPage(page, expert.id);
  await pickNextAvailableHour(page);
  await continueToCheckout(page);

  // A card that saves but is declined when charged (Stripe's 4000 0000 0000 0341).
  await addCardInCheckout(page, 'Lucía Charge', '4000000000000341', '123');
  await expect(page.getByText('Payment method created succesfully')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Visa · Ending ****0341' })).toBeChecked();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const declined = page
    .getByRole('alert')
    .filter({ hasText: 'The payment was not completed. Nothing was booked or charged.' });
  await expect(declined).toBeVisible();
  // The title says what happened, the body why (the bank's words), once.
  await expect(declined).toContainText('Your card was declined.');
  expect((await declined.textContent())?.match(/declined/g)).toHaveLength(1);
  await expect(page.getByRole('dialog', { name: 'Request Received' })).toHaveCount(0);
  expect(await customerMeets(page)).toHaveLength(0);
  await expectAccessible(page);

  // Declined outright (4000 0000 0000 0002): Stripe refuses it as it is saved.
  let dialog = await addCardInCheckout(page, 'Lucía Declined', '4000000000000002', '123');
  await expect(cardErrorToast(page, 'Your card was declined.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Insufficient funds (…9995) says so, not the generic decline.
  dialog = await addCardInCheckout(page, 'Lucía Funds', '4000000000009995', '123');
  await expect(cardErrorToast(page, 'Your card has insufficient funds.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await customerMeets(page)).toHaveLength(0);
  await expect(page.getByRole('radio', { name: /Ending \*\*\*\*(0002|9995)/ })).toHaveCount(0);

  // Still on checkout with the hour held: a good card pays.
  await expect(page.getByText('Step 2 of 2: checkout')).toBeVisible();
  await addCardInCheckout(page, 'Lucía Visa', '4242424242424242', '123');
  await expect(page.getByRole('radio', { name: 'Visa · Ending ****4242' })).toBeChecked();
  await payAndComment(page, 'Second card worked.');
  const meets = await customerMeets(page);
  expect(meets).toHaveLength(1);
  expect(meets[0]?.expert.id).toBe(expert.id);
});

test.describe('on a phone, in Spanish', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('declined cards in the checkout read in Spanish, and nothing is booked', {
    tag: ['@mf-booking', '@mf-payments'],
  }, async ({ page }) => {
    await signUp(page);
    const expert = await bookableExpert(page.request, 2);
    await page.goto(`/customer/app/experts/${expert.id}/booking`);
    await page.getByRole('contentinfo').getByText('ES', { exact: true }).click();
    await expect(page.getByText('Paso 1 de 2: reserva')).toBeVisible();
    await pickNextAvailableHour(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Paso 2 de 2: pago')).toBeVisible();

    await addCardInCheckout(page, 'Lucía Cobro', '4000000000000341', '123', CARD_FORM.es);
    await expect(page.getByText('Método de pago creado con éxito')).toBeVisible();
    await page.getByRole('button', { name: /^Pagar / }).click();
    const declined = page
      .getByRole('alert')
      .filter({ hasText: 'El pago no se completó. No se reservó ni se cobró nada.' });
    await expect(declined).toBeVisible();
    await expect(declined).toContainText('Tu tarjeta fue rechazada.');
    await expectAccessible(page);

    const dialog = await addCardInCheckout(page, 'Lucía Fondos', '4000000000009995', '123', CARD_FORM.es);
    await expect(cardErrorToast(page, 'Tu tarjeta no tiene fondos suficientes.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    expect(await customerMeets(page)).toHaveLength(0);
  });
});
