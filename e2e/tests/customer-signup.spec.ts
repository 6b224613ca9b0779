import type { Page } from '@playwright/test';
import { identityApi } from 'shared-contracts';
import { expect, expectAccessible, test } from './support/accessibility.ts';
import { anExpert } from './support/booking.ts';
import { categories } from './support/catalog.ts';
import { callRoute } from './support/contract.ts';
import { csrfHeader, signUp } from './support/customers.ts';
import { pickOption } from './support/forms.ts';
import { press } from './support/keyboard.ts';
import { mailsTo } from './support/mailbox.ts';
import { newCustomer } from './support/people.ts';
import { shoot } from './support/screenshots.ts';

// The browser's zone is proposed in the time zone field; fix it so the form starts the same everywhere.
test.use({ timezoneId: 'Europe/Madrid' });

type Customer = ReturnType<typeof newCustomer>;

async function fillAccount(page: Page, customer: Customer, email: string) {
  await page.getByLabel('First name').fill(customer.firstName);
  await page.getByLabel('Last name').fill(customer.lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await pickOption(page, page.getByRole('combobox', { name: 'Country', exact: true }), customer.country);
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Madrid');
  await page.getByLabel('Phone number').fill(customer.phone);
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
}

/** Category chips hide their checkbox; a customer clicks the chip's label. */
async function chooseCategory(page: Page, name: string) {
  await page.getByRole('main').getByText(name, { exact: true }).click();
  await expect(page.getByRole('checkbox', { name, exact: true })).toBeChecked();
}

test('a new customer signs up in two steps, lands on the customer home, signs out and in again', async ({
  page,
  request,
}) => {
  const customer = newCustomer();
  const [first, second, third] = await categories(request);
  if (!first || !second || !third) throw new Error('fewer than 3 categories');

  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/get-started$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expectAccessible(page);

  // Step 1, with an email that is not one.
  await fillAccount(page, customer, 'not-an-email');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Invalid email format')).toBeVisible();
  await expect(page.getByLabel('Preferred countries')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByLabel('Email').fill(customer.email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Invalid email format')).toHaveCount(0);

  // Step 2: one country and too few categories first.
  const preferred = page.getByRole('combobox', { name: 'Preferred countries' });
  await expect(preferred).toBeVisible();
  await pickOption(page, preferred, customer.country);
  await page.keyboard.press('Escape');
  await chooseCategory(page, first.name);
  await chooseCategory(page, second.name);
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Select a minimum of 3 categories')).toBeVisible();
  await expect(page).toHaveURL(/\/get-started$/);
  await expectAccessible(page);

  await chooseCategory(page, third.name);
  await page.getByRole('button', { name: 'Finish' }).click();

  // The customer home greets the new customer by name.
  await expect(page).toHaveURL(/\/customer\/app$/);
  const name = `${customer.firstName} ${customer.lastName}`;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/^Good (Morning|Afternoon|Evening)$/)).toBeVisible();
  await expect(page.getByText(customer.country, { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Sign out: back to the customer login, and the app is closed to the signed-out visitor.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/customer\/login$/);
  await expectAccessible(page);
  await page.goto('/customer/app');
  await expect(page).toHaveURL(/\/customer\/login/);

  // Sign in again with the new account.
  await page.getByLabel('Email').fill(customer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/customer\/app$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
});

test('a sign-up with an address that has an account is refused without saying so, and its owner is told by mail', async ({
  page,
  browser,
}) => {
  // The owner signs up in a browser of their own and chooses Spanish.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  const owner = await signUp(ownerPage);
  await callRoute(
    ownerPage.request,
    identityApi.language,
    { body: { locale: 'es' } },
    await csrfHeader(ownerPage),
  );
  await ownerContext.close();

  const someone = newCustomer();
  await page.goto('/get-started');
  await fillAccount(page, someone, owner.email);
  await press(page, page.getByRole('button', { name: 'Continue', exact: true }));
  const refusal =
    'We could not create an account with these details. If you already have one, sign in or reset your password.';
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(refusal).first()).toBeVisible();
  await expect(page.getByText(/taken|already registered|already exists|in use/i)).toHaveCount(0);
  await expect(page).toHaveURL(/\/get-started$/);
  await expectAccessible(page);

  // The owner's mail, in the language they chose, with the ways to sign in.
  await expect
    .poll(async () => (await mailsTo(owner.email)).map((mail) => mail.subject))
    .toEqual(['Alguien intentó registrarse con tu correo']);
  const [mail] = await mailsTo(owner.email);
  expect(mail?.text).toContain('/customer/login');
  expect(mail?.text).toContain('/forgot-password');
});

test('a signed-in customer browses categories, a category’s experts and an expert page', async ({
  page,
  request,
}) => {
  const [category] = await categories(request);
  if (!category) throw new Error('no categories');

  await page.goto('/customer/login');
  await page.getByLabel('Email').fill('ana.customer@demo.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo-customer-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/customer\/app$/);

  await page.getByRole('link', { name: 'Browse categories' }).click();
  await expect(page).toHaveURL(/\/customer\/app\/experts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search a category' });
  await search.fill('zzzz-nothing');
  await search.press('Enter');
  await expect(page.getByText('No categories found')).toBeVisible();
  await expectAccessible(page);
  await search.fill(category.name);
  await search.press('Enter');

  await page
    .getByRole('link', { name: new RegExp(category.name) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/customer/app/experts/search\\?c=${category.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Experts in ${category.name}` })).toBeVisible();
  await expectAccessible(page);

  const card = page.getByRole('main').getByRole('article').first().getByRole('link');
  await card.click();
  await expect(page).toHaveURL(/\/customer\/app\/experts\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rates' })).toBeVisible();
  await expectAccessible(page);
});

test("a guest's Book on an expert's page leads through sign-up, at 375 px in Spanish, to the booking of that expert", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // The language the footer's switch keeps (shell/src/i18n/locale-store.ts).
  await page.context().addCookies([{ name: 'locale', value: 'es', url: baseURL ?? '' }]);
  const customer = newCustomer();
  const expertId = await anExpert(request);
  const [first, second, third] = await categories(request, 'es');
  if (!first || !second || !third) throw new Error('fewer than 3 categories');

  await page.goto(`/experts/${expertId}`);
  const book = page.getByRole('link', { name: 'Reservar', exact: true });
  await expect(book).toBeVisible();
  await expectAccessible(page);
  await shoot(page, testInfo, 'guest-expert-page-es-375');
  await press(page, book);
  await expect(page).toHaveURL(/\/customer\/login$/);
  await press(page, page.getByRole('main').getByRole('link', { name: 'Regístrate' }));
  await expect(page).toHaveURL(/\/get-started$/);
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(customer.firstName);
  await page.getByRole('textbox', { name: 'Apellido' }).fill(customer.lastName);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(customer.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(customer.password);
  await pickOption(page, page.getByRole('combobox', { name: 'País', exact: true }), 'España');
  await page.getByRole('textbox', { name: 'Número de teléfono' }).fill(customer.phone);
  await page.getByRole('checkbox', { name: /Acepto los Términos y Condiciones/ }).check();
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  const preferred = page.getByRole('combobox', { name: 'Países preferidos' });
  await pickOption(page, preferred, 'España');
  await page.keyboard.press('Escape');
  for (const category of [first, second, third]) await chooseCategory(page, category.name);
  await page.getByRole('button', { name: 'Finalizar' }).click();

  // Signed up: back where the guest was going, the booking of that expert.
  await expect(page).toHaveURL(new RegExp(`/customer/app/experts/${expertId}/booking`));
  await expectAccessible(page);
});
