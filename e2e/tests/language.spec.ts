import { expect, expectAccessible, test } from './support/accessibility.ts';
import { signUp } from './support/customers.ts';
import { mailsTo } from './support/mailbox.ts';

test('the language switch turns the same pages Spanish, and the choice is kept', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Talk face to face with the right expert' }),
  ).toBeVisible();

  await page.getByRole('contentinfo').getByText('ES', { exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Habla cara a cara con el experto indicado' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Regístrate' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectAccessible(page);

  // The remote's pages follow the shell's language.
  await page.getByRole('main').getByRole('link', { name: 'Buscar un experto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Categorías' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Buscar una categoría' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('main').getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Expertos en / })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Buscar expertos' })).toBeVisible();
  await expectAccessible(page);

  // Kept across visits.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Expertos en / })).toBeVisible();

  // Validation messages too.
  await page.goto('/get-started');
  await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill('no-es-un-correo');
  await page.getByLabel('Correo electrónico').blur();
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page.getByText('Formato de correo inválido')).toBeVisible();
  await expectAccessible(page);

  // And back.
  await page.getByRole('contentinfo').getByText('EN', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByText('Invalid email format')).toBeVisible();
});

test("a signed-in person's choice on the switch is the account's: the api's mails follow it, not the page", async ({
  page,
}) => {
  // Signed up on an English page, from Spain: never chose a language yet.
  const customer = await signUp(page);
  await page.goto('/customer/app');
  await expect(
    page.getByRole('heading', { name: `${customer.firstName} ${customer.lastName}` }),
  ).toBeVisible();
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/account/language') && response.request().method() === 'PUT',
  );
  await page.getByRole('contentinfo').getByText('ES', { exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // Signed out, on this device the page turns English again; the account keeps Spanish.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect
    .poll(async () => (await mailsTo(customer.email)).map((mail) => mail.subject), { timeout: 20_000 })
    .toEqual(['Restablece tu contraseña']);
});
