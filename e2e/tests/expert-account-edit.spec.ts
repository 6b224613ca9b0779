import type { Locator, Page } from '@playwright/test';
import { catalogApi, expertProfileApi } from 'shared-contracts';
import { expect, expectAccessible, test } from './support/accessibility.ts';
import { categories } from './support/catalog.ts';
import { callRoute } from './support/contract.ts';
import { saveVisa, signUp } from './support/customers.ts';
import {
  fillExpertiseByKeyboard,
  newExpert,
  registerExpertByApi,
  typeInto,
  WIZARD,
} from './support/expert-signup.ts';
import { pickOption } from './support/forms.ts';
import { press } from './support/keyboard.ts';
import { mailsTo } from './support/mailbox.ts';
import { shoot } from './support/screenshots.ts';

test.use({ timezoneId: 'Europe/Madrid' });

/** Replaces a field's text the way a keyboard user does: select all, then type. */
async function retype(page: Page, field: ReturnType<Page['getByRole']>, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** The footer's language switch, by keyboard. */
async function switchToSpanish(page: Page) {
  await press(page, page.getByRole('contentinfo').getByRole('radio', { name: 'ES' }), 'Space');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
}

test(
  'an expert edits details, week, prices and password on the edit page by keyboard alone, in English at 1280 px and Spanish at 375 px',
  { tag: '@mf-expert-studio' },
  async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    const expert = newExpert();
    await registerExpertByApi(page, expert);
    await page.goto('/experts/app/account/edit');
    await expect(page.getByRole('heading', { name: 'Edit profile' })).toBeVisible();
    const details = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Your details' }) });
    await expect(details.getByRole('textbox', { name: 'Role in your area' })).toHaveValue('Career coach');
    await expectAccessible(page);
    await shoot(page, testInfo, 'edit-en-1280');

    // Details: the role, saved with its own Save.
    await retype(page, details.getByRole('textbox', { name: 'Role in your area' }), 'Tax coach');
    await press(page, details.getByRole('button', { name: 'Save' }));
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    const profile = await callRoute(page.request, expertProfileApi.profile);
    expect(profile.data.role).toBe('Tax coach');

    // The week and a price below the rate's minimum: the week is kept, the price refused on its field.
    const rates = (await callRoute(page.request, catalogApi.rates)).data;
    const rate = rates[0];
    if (!rate) throw new Error('no rate');
    const minimum = `$${rate.minprice.toFixed(2)}`;
    // The schedule and rates card (its own Save, not a form of its own).
    const schedule = page.locator('#schedule');
    await press(page, schedule.getByRole('switch', { name: 'Tuesday' }), 'Space');
    await schedule.getByRole('textbox', { name: 'Tuesday, range 1: from' }).focus();
    await page.keyboard.type('09');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12:00');
    const price = schedule.getByRole('textbox', { name: new RegExp(`^${rate.name} · ${rate.duration} min`) });
    await retype(page, price, String(Math.max(rate.minprice - 1, 0)));
    await press(page, schedule.getByRole('button', { name: 'Save' }));
    await expect(page.getByText('Schedule successfully updated')).toBeVisible();
    await expect(schedule.getByText(`The minimum price is ${minimum}`)).toBeVisible();
    await shoot(page, testInfo, 'edit-rate-refused-en-1280');
    await retype(page, price, String(rate.minprice));
    await press(page, schedule.getByRole('button', { name: 'Save' }));
    await expect(page.getByText('Rates successfully assigned')).toBeVisible();
    await expect(schedule.getByText(`The minimum price is ${minimum}`)).toHaveCount(0);
    const week = await (await page.request.get('/api/v1/experts/profile/schedules')).text();
    expect(week).toContain('09:00');

    // The password: the new one signs in, the old one no longer does.
    const changed = `${expert.password}-2`;
    await typeInto(page, page.getByLabel('Current password'), expert.password);
    await typeInto(page, page.getByLabel('New password'), changed);
    await typeInto(page, page.getByLabel('Confirm password'), changed);
    await press(page, page.getByRole('button', { name: 'Reset password' }));
    await expect(page.getByText('Password changed successfully')).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveValue('');
    const login = (password: string) =>
      page.request.post('/api/v1/login', { data: { email: expert.email, password, area: 'expert' } });
    expect((await login(changed)).status()).toBe(200);
    expect((await login(expert.password)).status()).toBe(422);

    // On a phone, in Spanish: the same page, a name changed and kept.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/experts/app/account/edit');
    await switchToSpanish(page);
    await expect(page.getByRole('heading', { name: 'Editar perfil' })).toBeVisible();
    const datos = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Tus datos' }) });
    await expect(datos.getByRole('textbox', { name: 'Tu rol en tu área' })).toHaveValue('Tax coach');
    await expect(page.getByRole('switch', { name: 'Martes' })).toBeChecked();
    await expectAccessible(page);
    await noSidewaysScroll(page);
    await shoot(page, testInfo, 'edit-es-375');
    await retype(page, datos.getByRole('textbox', { name: 'Apellido' }), 'Ruiz');
    await press(page, datos.getByRole('button', { name: 'Guardar' }));
    await expect(page.getByText('Perfil actualizado con éxito')).toBeVisible();
    await page.reload();
    await expect(
      page
        .locator('form')
        .filter({ has: page.getByRole('heading', { name: 'Tus datos' }) })
        .getByRole('textbox', {
          name: 'Apellido',
        }),
    ).toHaveValue('Ruiz');
  },
);

test(
  'an expert changes the email by keyboard in Spanish at 375 px: the current password is asked, the saved email stays until the link mailed to the new address opens a page that changes it',
  { tag: '@mf-expert-studio' },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const expert = newExpert();
    await registerExpertByApi(page, expert);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/experts/app/account/edit');
    await switchToSpanish(page);
    const datos = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Tus datos' }) });
    const email = datos.getByRole('textbox', { name: 'Correo electrónico' });
    await expect(email).toHaveValue(expert.email);
    const password = datos.getByLabel('Confirma con tu contraseña actual');
    await expect(password).toHaveCount(0);

    const wanted = `nueva.${expert.email}`;
    await retype(page, email, wanted);
    await expect(password).toBeVisible();
    await expectAccessible(page);
    await press(page, datos.getByRole('button', { name: 'Guardar' }));
    await expect(datos.getByText('Campo requerido')).toBeVisible();
    await typeInto(page, password, expert.password);
    await press(page, datos.getByRole('button', { name: 'Guardar' }));
    await expect(datos.getByRole('status')).toContainText(
      `Para cambiar tu correo, abre el enlace que enviamos a ${wanted}`,
    );
    await expect(email).toHaveValue(expert.email);
    await expect(password).toHaveCount(0);
    await expectAccessible(page);
    await noSidewaysScroll(page);
    await shoot(page, testInfo, 'edit-email-es-375');
    expect((await callRoute(page.request, expertProfileApi.profile)).data.email).toBe(expert.email);

    // The dev mailbox, in the language the expert chose: a link to the new address, a notice to the current one.
    const subjects = async (to: string) => (await mailsTo(to)).map((mail) => mail.subject);
    await expect.poll(() => subjects(wanted)).toEqual(['Confirma tu nueva dirección de correo']);
    await expect.poll(() => subjects(expert.email)).toEqual(['Se pidió cambiar tu dirección de correo']);
    const [confirm] = await mailsTo(wanted);
    const link = /https?:\/\/\S+\/api\/v1\/account\/email-change\?token=\S+/.exec(confirm?.text ?? '')?.[0];
    if (!link) throw new Error('no confirmation link in the mail');
    const { pathname, search } = new URL(link);

    // The browser opens it: a page of its own, in Spanish, whose one link leads to sign in.
    await page.goto(`${pathname}${search}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tu dirección de correo ha cambiado' }),
    ).toBeVisible();
    await expect(page.getByText(wanted)).toBeVisible();
    await expectAccessible(page);
    await noSidewaysScroll(page);
    await shoot(page, testInfo, 'email-changed-es-375');
    await expect.poll(() => subjects(expert.email)).toContain('Tu dirección de correo ha cambiado');
    const login = (address: string) =>
      page.request.post('/api/v1/login', {
        data: { email: address, password: expert.password, area: 'expert' },
      });
    expect((await login(wanted)).status()).toBe(200);
    expect((await login(expert.email)).status()).toBe(422);

    // Opened again at 1280 px: it no longer works, and says so.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${pathname}${search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Este enlace no funciona' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Ir a tu perfil' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/experts\/(app\/account\/edit|login)/);
  },
);

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** Every subcategory picker of the form holds three choices (a pill each). */
async function expectThreeInEachPicker(form: Locator, label: RegExp) {
  const pickers = form.getByRole('combobox', { name: label });
  await expect(pickers).toHaveCount(3);
  for (const picker of await pickers.all()) {
    const list = picker.locator('xpath=ancestor::*[contains(@class,"mantine-MultiSelect-pillsList")]');
    await expect(list.locator('.mantine-Pill-root')).toHaveCount(3);
  }
}

test(
  'an expert with three subcategories in each of three categories edits every detail and saves: every subcategory is kept',
  { tag: '@mf-expert-studio' },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const expert = newExpert();
    const registered = await registerExpertByApi(page, expert, { categories: 3, subcategoriesEach: 3 });
    const readProfile = async () => (await callRoute(page.request, expertProfileApi.profile)).data;
    const before = await readProfile();
    expect(sorted(before.subcategories)).toEqual(sorted(registered.subcategories));

    await page.goto('/experts/app/account/edit');
    const details = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Your details' }) });
    await expectThreeInEachPicker(details, /^Subcategories of /);
    await expectAccessible(page);
    await shoot(page, testInfo, 'edit-subcategories-en-1280');

    await retype(page, details.getByRole('textbox', { name: 'First name' }), 'Marina');
    await retype(page, details.getByRole('textbox', { name: 'Last name' }), `Ortega ${Date.now()}`);
    await pickOption(page, details.getByRole('combobox', { name: 'Time zone' }), 'Lisbon');
    await retype(page, details.getByRole('textbox', { name: 'Role in your area' }), 'Family mediator');
    await retype(page, details.getByRole('textbox', { name: 'Years in the role' }), '12');
    await pickOption(page, details.getByRole('combobox', { name: 'Country', exact: true }), 'Portugal');
    await retype(page, details.getByRole('textbox', { name: 'Phone number' }), '+351 912 345 678');
    await pickOption(page, details.getByRole('combobox', { name: 'Languages' }), 'Portuguese');
    await page.keyboard.press('Escape');
    await press(page, details.getByRole('button', { name: 'Save' }));
    await expect(page.getByText('Profile updated successfully')).toBeVisible();

    const after = await readProfile();
    expect(after).toMatchObject({
      first_name: 'Marina',
      timezone: 'Europe/Lisbon',
      role: 'Family mediator',
      years_of_experience: 12,
      country: { code: 'PT' },
      phone_number: '+351 912 345 678',
    });
    expect(after.languages).toHaveLength(before.languages.length + 1);
    expect(sorted(after.categories)).toEqual(sorted(registered.categories));
    expect(sorted(after.subcategories)).toEqual(sorted(registered.subcategories));

    // The schedule card's own Save leaves the expertise alone, and a reload shows all nine again.
    const schedule = page.locator('#schedule');
    await press(page, schedule.getByRole('switch', { name: 'Wednesday' }), 'Space');
    await schedule.getByRole('textbox', { name: 'Wednesday, range 1: from' }).fill('10:00');
    await schedule.getByRole('textbox', { name: 'Wednesday, range 1: to' }).fill('13:00');
    await press(page, schedule.getByRole('button', { name: 'Save' }));
    await expect(page.getByText('Schedule successfully updated')).toBeVisible();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await switchToSpanish(page);
    const datos = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Tus datos' }) });
    await expectThreeInEachPicker(datos, /^Subcategorías de /);
    await expectAccessible(page);
    await noSidewaysScroll(page);
    await shoot(page, testInfo, 'edit-subcategories-es-375');
    expect(sorted((await readProfile()).subcategories)).toEqual(sorted(registered.subcategories));
  },
);

test.describe('on a phone, in Spanish', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test(
    "a customer turns expert through 'Cuenta de experto' and the registration dialog by keyboard alone",
    { tag: '@mf-expert-studio' },
    async ({ page, request }, testInfo) => {
      test.setTimeout(150_000);
      const customer = await signUp(page);
      await saveVisa(page);
      const category = (await categories(request, 'es')).at(-1);
      if (!category) throw new Error('no category');
      await page.goto('/customer/app');
      await switchToSpanish(page);

      // On a phone the switch is in the top bar's menu.
      await press(page, page.getByRole('button', { name: 'Abrir menú' }));
      const menu = page.getByRole('dialog', { name: 'Menú' });
      await press(page, menu.getByRole('switch', { name: 'Cuenta de experto' }), 'Space');
      const dialog = page.getByRole('dialog', { name: 'Hazte experto' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Correo electrónico' })).toBeDisabled();
      await expect(dialog.getByRole('textbox', { name: 'Nombre' })).toHaveValue(customer.firstName);
      await expectAccessible(page);
      await noSidewaysScroll(page);
      await shoot(page, testInfo, 'dialog-account-es-375');
      await press(page, dialog.getByRole('checkbox', { name: WIZARD.es.terms }), 'Space');
      await press(page, dialog.getByRole('button', { name: 'Continuar', exact: true }));
      await fillExpertiseByKeyboard(page, dialog, category.name, WIZARD.es, customer.phone);

      // The plan: Starter chosen, the saved card preselected.
      await expect(dialog.getByText('Selecciona un plan')).toBeVisible();
      await expect(dialog.getByRole('radio', { name: 'Starter' })).toBeChecked();
      await expect(dialog.getByRole('radio', { name: /4242/ })).toBeChecked();
      await expectAccessible(page);
      await shoot(page, testInfo, 'dialog-plan-es-375');
      await press(page, dialog.getByRole('button', { name: 'Suscribirme' }));

      await expect(dialog.getByRole('switch', { name: 'Martes' })).toBeVisible();
      await press(page, dialog.getByRole('switch', { name: 'Martes' }), 'Space');
      await dialog.getByRole('textbox', { name: 'Martes, rango 1: desde' }).focus();
      await page.keyboard.type('10');
      await page.keyboard.press('Tab');
      await page.keyboard.type('14:00');
      await shoot(page, testInfo, 'dialog-schedule-es-375');
      await press(page, dialog.getByRole('button', { name: 'Continuar', exact: true }));
      await expect(dialog.getByText('Cuenta cambiada a EXPERTO')).toBeVisible();
      await expectAccessible(page);
      await press(page, dialog.getByRole('button', { name: 'Continuar', exact: true }));
      await expect(page).toHaveURL(/\/experts\/app$/);
      // The expert area's bar starts with its menu closed (the customer's menu, open behind the
      // dialog, does not carry over).
      await expect(menu).toBeHidden();
      await press(page, page.getByRole('button', { name: 'Abrir menú' }));
      await expect(menu.getByRole('switch', { name: 'Cuenta de experto' })).toBeChecked();
      await noSidewaysScroll(page);
    },
  );
});
