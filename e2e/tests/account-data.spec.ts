import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/accessibility.ts';
import { saveVisa, signUp } from './support/customers.ts';
import { newExpert, registerExpertByApi } from './support/expert-signup.ts';
import { press } from './support/keyboard.ts';
import { shoot } from './support/screenshots.ts';

type Words = Record<'download' | 'remove' | 'dialog' | 'password' | 'wrong' | 'deleted', string>;

const WORDS: Record<'en' | 'es', Words> = {
  en: {
    download: 'Download my data',
    remove: 'Delete my account',
    dialog: 'Delete your account?',
    password: 'Your password',
    wrong: 'The current password is incorrect.',
    deleted: 'Your account has been deleted.',
  },
  es: {
    download: 'Descargar mis datos',
    remove: 'Eliminar mi cuenta',
    dialog: '¿Eliminar tu cuenta?',
    password: 'Tu contraseña',
    wrong: 'La contraseña actual es incorrecta.',
    deleted: 'Tu cuenta ha sido eliminada.',
  },
};

/** Downloads the data file with the keyboard and answers it parsed. */
async function downloadData(page: Page, words: Words) {
  const download = page.waitForEvent('download');
  await press(page, page.getByRole('button', { name: words.download }));
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^expertia-data-\d{4}-\d{2}-\d{2}\.json$/);
  return JSON.parse(await readFile((await file.path()) as string, 'utf8'));
}

/** Opens the dialog, tries a wrong password, then the right one: all with the keyboard. */
async function deleteAccount(page: Page, password: string, words: Words) {
  await press(page, page.getByRole('button', { name: words.remove }));
  const dialog = page.getByRole('dialog', { name: words.dialog });
  await expect(dialog).toBeVisible();
  const field = dialog.getByLabel(words.password);
  await expect(field).toBeFocused();
  await page.keyboard.type('not-my-password-1');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(words.wrong)).toBeVisible();
  await expectAccessible(page);
  await field.fill('');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(words.deleted)).toBeVisible();
}

test('a customer downloads their data and deletes the account, with the keyboard, at 1280 px in English', async ({
  page,
}, testInfo) => {
  const customer = await signUp(page);
  await page.goto('/customer/app/account');
  await saveVisa(page);
  await expect(page.getByRole('heading', { name: 'Privacy and your data' })).toBeVisible();

  const data = await downloadData(page, WORDS.en);
  expect(data.account).toMatchObject({ email: customer.email, first_name: customer.firstName });
  expect(data.cards).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242' })]);
  await shoot(page, testInfo, 'account-data-1280-en');

  await deleteAccount(page, customer.password, WORDS.en);
  // The old email and password no longer sign in, and the session is gone.
  const login = await page.request.post('/api/v1/login', {
    data: { email: customer.email, password: customer.password, area: 'customer' },
  });
  expect(login.status()).toBe(422);
  expect((await page.request.get('/api/v1/customers/profile')).status()).toBe(401);
});

test('an expert deletes the account from the profile settings at 375 px in Spanish', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await context.addCookies([{ name: 'locale', value: 'es', url: baseURL ?? '' }]);
  await page.setViewportSize({ width: 375, height: 800 });
  const expert = newExpert();
  await registerExpertByApi(page, expert);
  await page.goto('/experts/app/account/edit');
  await expect(page.getByRole('heading', { name: 'Privacidad y tus datos' })).toBeVisible();
  await expectAccessible(page);
  const data = await downloadData(page, WORDS.es);
  expect(data.expert).toMatchObject({ role: 'Career coach' });
  await shoot(page, testInfo, 'account-data-375-es');

  await deleteAccount(page, expert.password, WORDS.es);
  const profile = await page.request.get('/api/v1/experts/profile');
  expect(profile.status()).toBe(401);
});
