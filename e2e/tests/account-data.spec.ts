import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { accountApi } from 'shared-contracts';
import { expect, expectAccessible, test } from './support/accessibility.ts';
import { bookableExpert, customerMeets, payLastHourWeeksOn } from './support/booking.ts';
import { callRoute } from './support/contract.ts';
import { saveVisa, signUp } from './support/customers.ts';
import { newExpert, registerExpertByApi } from './support/expert-signup.ts';
import { press } from './support/keyboard.ts';
import { allMails, mailsTo } from './support/mailbox.ts';
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

const dollars = (locale: 'en' | 'es', amount: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount);

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

test('a customer with a meeting to come deletes the account: it is cancelled first, with its refund (1280 px in English, then 375 px in Spanish)', async ({
  page,
}, testInfo) => {
  const customer = await signUp(page);
  await saveVisa(page);
  const expert = await bookableExpert(page.request, 10);
  await page.goto(`/customer/app/experts/${expert.id}/booking`);
  // Two weeks on: more than 24 hours ahead, so a cancellation by the customer refunds it in full.
  await payLastHourWeeksOn(page, 2);
  const [meeting, ...others] = await customerMeets(page);
  if (!meeting) throw new Error('the booked meeting is not listed');
  expect(others).toEqual([]);
  // What the page will say it refunds: all the customer paid, as GET /account reckons it.
  const { cancellation_refund: paid } = (await callRoute(page.request, accountApi.status)).data;
  expect(paid).toBeGreaterThan(0);

  await page.goto('/customer/app/account');
  await expect(
    page.getByText(
      'You have 1 meeting to come. Deleting your account cancels it first, as if you cancelled it yourself.',
    ),
  ).toBeVisible();
  await press(page, page.getByRole('button', { name: WORDS.en.remove }));
  const english = page.getByRole('dialog', { name: WORDS.en.dialog });
  await expect(
    english.getByText(
      `cancels your meeting to come, as a cancellation by you would, refunding ${dollars('en', paid)};`,
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await shoot(page, testInfo, 'account-delete-dialog-meeting-1280-en');
  await page.keyboard.press('Escape');
  await expect(english).toBeHidden();
  await shoot(page, testInfo, 'account-meeting-to-come-1280-en');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('contentinfo').getByText('ES', { exact: true }).click();
  await expect(
    page.getByText(
      'Tienes 1 reunión pendiente. Eliminar tu cuenta la cancela antes, como si la cancelaras tú.',
    ),
  ).toBeVisible();
  await press(page, page.getByRole('button', { name: WORDS.es.remove }));
  const spanish = page.getByRole('dialog', { name: WORDS.es.dialog });
  await expect(
    spanish.getByText(
      `cancela tu reunión pendiente, como si la cancelaras tú, con un reembolso de ${dollars('es', paid)};`,
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await shoot(page, testInfo, 'account-delete-dialog-meeting-375-es');
  await page.keyboard.press('Escape');
  await expect(spanish).toBeHidden();

  await deleteAccount(page, customer.password, WORDS.es);
  // The meeting's calendar event is cancelled for the expert (the invite mail of a cancellation),
  // and the person's last mail, in the language the account chose on the switch, says so too.
  const uid = new RegExp(`^UID:meeting-${meeting.id}@`, 'm');
  await expect
    .poll(
      async () =>
        (await allMails()).some(
          (mail) =>
            mail.to[0]?.address !== customer.email &&
            mail.icalEvent?.method === 'CANCEL' &&
            uid.test(mail.icalEvent.content),
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
  // (The person may also get the cancellation itself, when its job runs before the erasure.)
  const last = (await mailsTo(customer.email)).find((mail) => mail.subject === 'Tu cuenta ha sido eliminada');
  expect(last?.text).toContain(
    'Tu reunión pendiente se canceló, con el reembolso que da una cancelación por tu parte.',
  );
});
