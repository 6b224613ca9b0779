import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/accessibility.ts';
import { categories } from './support/catalog.ts';
import { fillExpertiseStep, newExpert } from './support/expert-signup.ts';
import { pickOption } from './support/forms.ts';
import { press } from './support/keyboard.ts';

// The local OpenID provider's test users (stand-ins/oidc/users.ts): each signs up once per run.
const ANA = { name: 'Ana Google', email: 'ana.google@example.test' };
const FEDE = { name: 'Fede Facebook', email: 'fede.facebook@example.test' };
const ALBA = { name: 'Alba Apple', email: 'alba.apple@example.test' };
const URSULA = { name: 'Úrsula Unverified', email: 'ursula.unverified@example.test' };

// One journey: a later test signs in with the accounts an earlier one created.
test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: 'Europe/Madrid' });

/** On the local provider's page (another origin, as Google's would be): picks the test user. */
async function pickTestUser(page: Page, provider: string, user: string) {
  await expect(page.getByRole('heading', { name: `Sign in with ${provider}` })).toBeVisible();
  expect(new URL(page.url()).origin).not.toBe(new URL(test.info().project.use.baseURL ?? '').origin);
  await page.getByRole('button', { name: user, exact: true }).click();
}

/** The sign-up form of a social profile: the provider's email locked, no password asked. */
async function expectSocialAccountStep(page: Page, provider: string, email: string) {
  await expect(page.getByText(`You are signing up with ${provider}: no password is needed.`)).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Email' });
  await expect(field).toHaveValue(email);
  await expect(field).not.toBeEditable();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Password')).toHaveCount(0);
}

async function customerSignUpWith(page: Page, provider: string, user: { name: string; email: string }) {
  const [first, second, third] = await categories(page.request);
  if (!first || !second || !third) throw new Error('fewer than 3 categories');
  await page.goto('/get-started');
  await page.getByRole('button', { name: `Continue with ${provider}` }).click();
  await pickTestUser(page, provider, user.name);
  await expect(page).toHaveURL(/\/get-started$/);
  await expectSocialAccountStep(page, provider, user.email);
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(user.name.split(' ')[0] ?? '');
  await page.screenshot({ path: test.info().outputPath(`sign-up-${provider}.png`), fullPage: true });
  await expectAccessible(page);

  await pickOption(page, page.getByRole('combobox', { name: 'Country', exact: true }), 'Spain');
  await page.getByLabel('Phone number').fill('+34 600 111 222');
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  const preferred = page.getByRole('combobox', { name: 'Preferred countries' });
  await pickOption(page, preferred, 'Spain');
  await page.keyboard.press('Escape');
  for (const category of [first, second, third]) {
    await page.getByRole('main').getByText(category.name, { exact: true }).click();
  }
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/customer\/app$/);
  await expect(page.getByRole('heading', { name: user.name })).toBeVisible();
}

async function loginWith(page: Page, area: 'customer' | 'experts', provider: string, user: string) {
  // Off the signed-in page first: with its cookies gone it sends itself to the login, and that
  // navigation aborts the test's own (net::ERR_ABORTED).
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto(`/${area}/login`);
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await page.getByRole('button', { name: `Continue with ${provider}` }).click();
  await pickTestUser(page, provider, user);
}

/** A phone's browser context in Spanish, in Madrid (the footer's switch keeps the language in a cookie). */
async function spanishPhone(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    viewport: { width: 375, height: 800 },
  });
  // The language the footer's switch keeps (shell/src/i18n/locale-store.ts).
  await context.addCookies([{ name: 'locale', value: 'es', url: baseURL ?? '' }]);
  return context;
}

test('Google: a customer signs up without a password, then logs in with Google', async ({ page }) => {
  await page.goto('/customer/login');
  for (const provider of ['Google', 'Facebook', 'Apple'])
    await expect(page.getByRole('button', { name: `Continue with ${provider}` })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('login-en-1280.png'), fullPage: true });
  await expectAccessible(page);

  await customerSignUpWith(page, 'Google', ANA);
  await loginWith(page, 'customer', 'Google', ANA.name);
  await expect(page).toHaveURL(/\/customer\/app$/);
  await expect(page.getByRole('heading', { name: ANA.name })).toBeVisible();
});

test('Facebook: a customer signs up without a password, then logs in with Facebook', async ({ page }) => {
  await customerSignUpWith(page, 'Facebook', FEDE);
  await loginWith(page, 'customer', 'Facebook', FEDE.name);
  await expect(page).toHaveURL(/\/customer\/app$/);
  await expect(page.getByRole('heading', { name: FEDE.name })).toBeVisible();
});

test('Apple: an expert signs up through the wizard without a password, then logs in with Apple', async ({
  page,
}) => {
  const category = (await categories(page.request)).at(-1);
  if (!category) throw new Error('no categories');
  await page.goto('/experts/get-started');
  await page.getByRole('button', { name: 'Continue with Apple' }).click();
  // Apple answers with a form post to the api, which sends the browser on to the callback page.
  await pickTestUser(page, 'Apple', ALBA.name);
  await expect(page).toHaveURL(/\/experts\/get-started\?provider=apple$/);
  await expectSocialAccountStep(page, 'Apple', ALBA.email);
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillExpertiseStep(page, newExpert(), category.name);
  await page.getByRole('button', { name: 'Continue' }).click();
  const created = page.getByRole('dialog', { name: 'Your account has been created!' });
  await expect(created).toBeVisible();
  await created.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/step=3/);

  await loginWith(page, 'experts', 'Apple', ALBA.name);
  await expect(page).toHaveURL(/\/experts\/app$/);
});

test('a provider that did not verify an email of an existing account is refused; a forged callback too', async ({
  page,
}) => {
  const existing = await page.request.post('/api/v1/register', {
    data: {
      first_name: 'Úrsula',
      last_name: 'Password',
      email: URSULA.email,
      password: 'ursula-pass-1',
      password_confirmation: 'ursula-pass-1',
      country: 'ES',
      timezone: 'Europe/Madrid',
      phone_number: '+34 600 333 444',
      terms_and_conditions: true,
    },
  });
  expect(existing.status()).toBe(201);
  await page.context().clearCookies();
  await loginWith(page, 'customer', 'Google', URSULA.name);
  await expect(page.getByRole('alert')).toContainText(
    'An account with this email already exists. Log in with your password',
  );
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(/\/customer\/login$/);

  // A made-up answer, as someone forging the provider's redirect would send: nothing signs in.
  await page.goto('/auth/callback/google?code=made-up-code&state=made-up-state');
  await expect(page.getByRole('alert')).toContainText(
    'This sign-in link has expired or was already used. Please start again.',
  );
  await page.screenshot({ path: test.info().outputPath('forged-callback.png'), fullPage: true });
  await expectAccessible(page);
  await page.goto('/customer/app');
  await expect(page).toHaveURL(/\/customer\/login/);
});

test('in Spanish at 375 px, a customer logs in with Google by keyboard alone', async ({
  browser,
  baseURL,
}) => {
  const context = await spanishPhone(browser, baseURL);
  const page = await context.newPage();
  try {
    await page.goto('/customer/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    for (const provider of ['Google', 'Facebook', 'Apple'])
      await expect(page.getByRole('button', { name: `Continuar con ${provider}` })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath('login-es-375.png'), fullPage: true });
    await expectAccessible(page);
    await press(page, page.getByRole('button', { name: 'Continuar con Google' }));
    await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
    await press(page, page.getByRole('button', { name: ANA.name, exact: true }));
    await expect(page).toHaveURL(/\/customer\/app$/);
    await expect(page.getByRole('heading', { name: ANA.name })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a customer-only account that logs in with Google at the expert login is offered the registration dialog, in English at 1280 px and in Spanish at 375 px, by keyboard', async ({
  page,
  browser,
  baseURL,
}) => {
  // Ana signed up as a customer in the first test.
  await page.context().clearCookies();
  await page.goto('/experts/login');
  await press(page, page.getByRole('button', { name: 'Continue with Google' }));
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await press(page, page.getByRole('button', { name: ANA.name, exact: true }));
  await expect(page).toHaveURL(/\/customer\/app$/);
  const dialog = page.getByRole('dialog', { name: 'Become an expert' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(ANA.email);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('become-expert-en-1280.png'), fullPage: true });
  // Closed without registering: the customer home, signed in as the customer; a reload offers it no more.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: ANA.name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: ANA.name })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const context = await spanishPhone(browser, baseURL);
  const phone = await context.newPage();
  try {
    await phone.goto('/experts/login');
    await press(phone, phone.getByRole('button', { name: 'Continuar con Google' }));
    await expect(phone.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
    await press(phone, phone.getByRole('button', { name: ANA.name, exact: true }));
    await expect(phone).toHaveURL(/\/customer\/app$/);
    const spanish = phone.getByRole('dialog', { name: 'Hazte experto' });
    await expect(spanish).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(phone);
    await phone.screenshot({ path: test.info().outputPath('become-expert-es-375.png'), fullPage: true });
  } finally {
    await context.close();
  }
});
