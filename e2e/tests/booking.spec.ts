import { expect, expectAccessible, test } from './support/accessibility.ts';
import { anExpert, customerMeets } from './support/booking.ts';
import { addCard, saveVisa, signUp } from './support/customers.ts';
import { press } from './support/keyboard.ts';
import { shoot } from './support/screenshots.ts';

test(
  'a customer books with a saved card by keyboard alone: next available, an hour, checkout with the hold, pay, comments',
  { tag: '@mf-booking' },
  async ({ page }, testInfo) => {
    await signUp(page);
    await page.goto('/customer/app/account');
    await addCard(page, 'Lucía Visa', '4242424242424242', '123');
    await expect(page.getByText('Payment method created succesfully')).toBeVisible();
    const expertId = await anExpert(page.request);

    await page.goto(`/customer/app/experts/${expertId}/booking`);
    await expect(page.getByText('Step 1 of 2: booking')).toBeVisible();
    await expectAccessible(page);
    await press(page, page.getByRole('button', { name: /Next available/ }));
    const hour = page.getByRole('radio', { name: /^\d\d:\d\d – \d\d:\d\d/ }).first();
    await expect(hour).toBeVisible();
    await expectAccessible(page);
    await shoot(page, testInfo, 'step1-en-1280');
    await press(page, hour, 'Space');
    await expect(page).toHaveURL(/hour=/);
    await press(page, page.getByRole('button', { name: 'Continue' }));

    await expect(page.getByText('Step 2 of 2: checkout')).toBeVisible();
    await expect(page.getByText(/This time is held for you for \d:\d\d/)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Visa · Ending ****4242' })).toBeChecked();
    await expectAccessible(page);
    await shoot(page, testInfo, 'checkout-en-1280');
    await press(page, page.getByRole('button', { name: /^Pay \$/ }));

    const received = page.getByRole('dialog', { name: 'Request Received' });
    await expect(received).toBeVisible();
    await expectAccessible(page);
    await shoot(page, testInfo, 'received-en-1280');
    await received.getByRole('textbox', { name: 'Comments' }).focus();
    await page.keyboard.type('I would like to talk about my first steps.');
    await press(page, received.getByRole('button', { name: 'Send comments' }));
    await expect(page.getByText('Comments sent successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/customer\/app$/);
    // The home counts it (the number is written just before its label).
    await expect(
      page.getByRole('main').getByText('Meetings', { exact: true }).locator('xpath=preceding-sibling::*[1]'),
    ).toHaveText('1');

    const meets = await customerMeets(page);
    expect(meets).toHaveLength(1);
    expect(meets[0]?.expert.id).toBe(expertId);
  },
);

test.describe('on a phone, in Spanish', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test(
    'the booking reads in Spanish, keyboard alone: step 1, checkout, Back releases the hold, then pay and comment',
    { tag: '@mf-booking' },
    async ({ page }, testInfo) => {
      await signUp(page);
      await saveVisa(page);
      const expertId = await anExpert(page.request);
      await page.goto(`/customer/app/experts/${expertId}/booking`);
      await page.getByRole('contentinfo').getByText('ES', { exact: true }).click();
      await expect(page.getByText('Paso 1 de 2: reserva')).toBeVisible();
      await press(page, page.getByRole('button', { name: /Próxima fecha libre/ }));
      const hour = page.getByRole('radio', { name: /^\d\d:\d\d – \d\d:\d\d/ }).first();
      await expect(hour).toBeVisible();
      await expectAccessible(page);
      await shoot(page, testInfo, 'step1-es-375');
      await press(page, hour, 'Space');
      await press(page, page.getByRole('button', { name: 'Continuar' }));
      await expect(page.getByText('Paso 2 de 2: pago')).toBeVisible();
      await expect(page.getByText(/Este horario está reservado para ti durante \d:\d\d/)).toBeVisible();
      await expectAccessible(page);
      await shoot(page, testInfo, 'checkout-es-375');
      await press(page, page.getByRole('button', { name: 'Atrás' }));
      await expect(page.getByText('Paso 1 de 2: reserva')).toBeVisible();
      await expect(hour).toBeVisible();

      // The same journey to the end, in Spanish: the saved card, Pay, 'Solicitud recibida', comments.
      await expect(hour).toBeChecked();
      await press(page, page.getByRole('button', { name: 'Continuar' }));
      await expect(page.getByText('Paso 2 de 2: pago')).toBeVisible();
      await expect(page.getByRole('radio', { name: /4242/ })).toBeChecked();
      await press(page, page.getByRole('button', { name: /^Pagar/ }));
      const received = page.getByRole('dialog', { name: 'Solicitud recibida' });
      await expect(received).toBeVisible();
      await expectAccessible(page);
      await shoot(page, testInfo, 'received-es-375');
      await received.getByRole('textbox', { name: 'Comentarios' }).focus();
      await page.keyboard.type('Quiero hablar de mis primeros pasos.');
      await press(page, received.getByRole('button', { name: 'Enviar comentarios' }));
      await expect(page.getByText('Comentarios enviados con éxito')).toBeVisible();
      await expect(page).toHaveURL(/\/customer\/app$/);
      const meets = await customerMeets(page);
      expect(meets).toHaveLength(1);
      expect(meets[0]?.comments).toBe('Quiero hablar de mis primeros pasos.');
    },
  );
});
