import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/accessibility.ts';
import { consoleProblems } from './support/console.ts';
import { signUp } from './support/customers.ts';
import { actAndHydrate } from './support/hydration.ts';
import { press } from './support/keyboard.ts';
import { newCustomer } from './support/people.ts';
import { shoot } from './support/screenshots.ts';

/** The paths of the scripts a page loads from now on. */
function scriptsLoaded(page: Page): () => string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return () => paths;
}

test.describe('islands pages (home, terms, privacy, categories, an expert, the logins, sign-up)', () => {
  test('load only their islands, and the header menu works by keyboard at 375 in Spanish', async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    await context.addCookies([{ name: 'locale', value: 'es', url: testInfo.project.use.baseURL ?? '' }]);
    const page = await context.newPage();
    const problems = consoleProblems(page);
    const scripts = scriptsLoaded(page);
    await page.goto('/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1, name: /Términos/ })).toBeVisible();
    expect(scripts()).toEqual([]);

    await actAndHydrate(page);
    await page.waitForLoadState('networkidle');
    // The islands' script (and the page's language), never the app's nor a remote's.
    expect(scripts().length).toBeGreaterThan(0);
    expect(
      scripts().every((path) => path.startsWith('/islands/')),
      scripts().join(' '),
    ).toBe(true);

    const menu = page.getByRole('button', { name: 'Abrir menú' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menú' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Regístrate' })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, testInfo, 'islands-terms-menu-375-es', false);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();

    // A link of the menu loads its page, which the app renders.
    await page.keyboard.press('Enter');
    await drawer.getByRole('link', { name: 'Acceso para expertos' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/experts\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(problems()).toEqual([]);
    await context.close();
  });

  test('the legal dialog and the language switch work by keyboard at 1280 in English', async ({
    page,
  }, testInfo) => {
    const problems = consoleProblems(page);
    await page.goto('/');
    await actAndHydrate(page);

    const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' });
    await terms.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: /Terms/ }).first()).toBeVisible();
    // The text is read in its dialog: the page stays.
    await expect(page).toHaveURL(/\/$/);
    await expectAccessible(page);
    await shoot(page, testInfo, 'islands-home-terms-dialog-1280-en', false);
    await dialog.getByRole('button', { name: 'Done' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();

    // Another language is the page rendered again in it, and kept.
    await page.getByRole('contentinfo').getByRole('radio', { name: 'EN' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Habla cara a cara con el experto indicado' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectAccessible(page);
    await shoot(page, testInfo, 'islands-home-es-1280');
    expect(problems()).toEqual([]);
  });

  test('a menu pressed while the islands load opens once they have', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    // The islands' script arrives late: the press is held, then played.
    await page.route('**/islands/islands.*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/privacy-policy');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await context.close();
  });

  test('the login form is an island: a wrong password is refused in Spanish at 375, the right one signs in, by keyboard', async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    await context.addCookies([{ name: 'locale', value: 'es', url: testInfo.project.use.baseURL ?? '' }]);
    // A customer made in another browser: this one is a guest until it signs in.
    const elsewhere = await browser.newContext();
    const customer = await signUp(await elsewhere.newPage());
    await elsewhere.close();
    const page = await context.newPage();
    const problems = consoleProblems(page);
    const scripts = scriptsLoaded(page);
    await page.goto('/customer/login');
    await actAndHydrate(page);
    await page.waitForLoadState('networkidle');
    expect(
      scripts().every((path) => path.startsWith('/islands/')),
      scripts().join(' '),
    ).toBe(true);

    await page.getByRole('textbox', { name: 'Correo electrónico' }).focus();
    await page.keyboard.type(customer.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('not-the-password');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Estas credenciales no coinciden con nuestros registros.')).toBeVisible();
    // The refusal is the api's 422, which the browser notes; nothing else went wrong.
    expect(problems()).toEqual([expect.stringContaining('status of 422')]);
    await expect(page).toHaveURL(/\/customer\/login$/);
    await expectAccessible(page);
    await shoot(page, testInfo, 'islands-login-refused-375-es', false);

    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(customer.password);
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).press('Enter');
    // Signed in, the next page is the app's (a new document: it reads the session the api set).
    await expect(page).toHaveURL(/\/customer\/app$/);
    await expect(
      page.getByRole('heading', { name: `${customer.firstName} ${customer.lastName}` }),
    ).toBeVisible();
    expect(problems()).toEqual([]);
    await context.close();
  });

  test('a language switch on a login page keeps the typed email, never the password', async ({ page }) => {
    await page.goto('/customer/login');
    await actAndHydrate(page);
    await page.getByRole('textbox', { name: 'Email' }).fill('someone@example.com');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-kept-anywhere');
    await page.getByRole('contentinfo').getByRole('radio', { name: 'EN' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await actAndHydrate(page);
    await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(
      'someone@example.com',
    );
    await expect(page.getByRole('textbox', { name: 'Contraseña', exact: true })).toHaveValue('');
    expect(JSON.stringify(await page.evaluate(() => ({ ...sessionStorage })))).not.toContain(
      'not-kept-anywhere',
    );
    // Signing in with it: the kept email is the form's, not only the box's.
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Estas credenciales no coinciden con nuestros registros.')).toBeVisible();
  });

  test('sign-up is an island: at 375 in Spanish by keyboard a refused step 1 says why, a good one goes to step 2 signed in, and the app then runs', async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      timezoneId: 'Europe/Madrid',
    });
    await context.addCookies([{ name: 'locale', value: 'es', url: testInfo.project.use.baseURL ?? '' }]);
    const page = await context.newPage();
    const problems = consoleProblems(page);
    const scripts = scriptsLoaded(page);
    const customer = newCustomer();
    await page.goto('/get-started');
    await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
    await actAndHydrate(page);
    await page.waitForLoadState('networkidle');
    expect(scripts().length).toBeGreaterThan(0);
    expect(
      scripts().every((path) => path.startsWith('/islands/')),
      scripts().join(' '),
    ).toBe(true);

    // Step 1 by keyboard, with an email that is not one.
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).focus();
    await page.keyboard.type(customer.firstName);
    await page.keyboard.press('Tab');
    await page.keyboard.type(customer.lastName);
    await page.keyboard.press('Tab');
    await page.keyboard.type('lucia-sin-arroba');
    await page.keyboard.press('Tab');
    await page.keyboard.type(customer.password);
    await page.keyboard.press('Tab');
    const country = page.getByRole('combobox', { name: 'País', exact: true });
    await expect(country).toBeFocused();
    await page.keyboard.type('Espa');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(country).toHaveValue(/España/);
    await page.keyboard.press('Tab');
    // The browser's zone is proposed.
    await expect(page.getByRole('combobox', { name: 'Zona horaria' })).toHaveValue('Europe/Madrid');
    await page.keyboard.press('Tab');
    await page.keyboard.type(customer.phone);
    await page.keyboard.press('Tab');
    const terms = page.getByRole('checkbox', { name: /Acepto los Términos y Condiciones/ });
    await expect(terms).toBeFocused();
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    const next = page.getByRole('button', { name: 'Continuar', exact: true });
    await press(page, next);
    await expect(page.getByText('Formato de correo inválido')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectAccessible(page);
    await shoot(page, testInfo, 'islands-sign-up-refused-375-es');

    await page.getByRole('textbox', { name: 'Correo electrónico' }).focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(customer.email);
    await press(page, next);

    // Step 2, and the header (another island) shows the customer signed in.
    await expect(page.getByRole('combobox', { name: 'Países preferidos' })).toBeVisible();
    await expect(page).toHaveURL(/\/get-started$/);
    const menu = page.getByRole('button', { name: 'Abrir menú' });
    await press(page, menu);
    const drawer = page.getByRole('dialog', { name: 'Menú' });
    await expect(drawer.getByRole('link', { name: 'Cuenta' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Regístrate' })).toHaveCount(0);
    await expectAccessible(page);
    await shoot(page, testInfo, 'islands-sign-up-step-2-menu-375-es', false);
    expect(problems()).toEqual([]);
    expect(
      scripts().every((path) => path.startsWith('/islands/')),
      scripts().join(' '),
    ).toBe(true);

    // Signed in, a page is the app's, which runs with the session: sign-up goes on at step 2.
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Países preferidos' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
    await press(page, page.getByRole('button', { name: 'Abrir menú' }));
    await drawer.getByRole('link', { name: 'Cuenta' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/customer\/app$/);
    await expect(
      page.getByRole('heading', { name: `${customer.firstName} ${customer.lastName}` }),
    ).toBeVisible();
    await page.goto('/experts');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await actAndHydrate(page);
    expect(scripts().some((path) => !path.startsWith('/islands/'))).toBe(true);
    expect(problems()).toEqual([]);
    await context.close();
  });
});
