import { expect, expectAccessible, test } from './support/accessibility.ts';
import { consoleProblems } from './support/console.ts';
import { signUp } from './support/customers.ts';
import { actAndHydrate } from './support/hydration.ts';
import { press } from './support/keyboard.ts';
import { mailsTo } from './support/mailbox.ts';
import { newCustomer } from './support/people.ts';
import { shoot } from './support/screenshots.ts';
import { expectOnlyIslandsScripts, scriptsLoaded } from './support/scripts.ts';

/** The password-reset link mailed to `email`, once the mail has arrived. */
async function mailedResetLink(email: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const texts = (await mailsTo(email)).map((mail) => mail.text).join('\n');
        link = /https?:\/\/\S+\/reset-password\?\S+/.exec(texts)?.[0];
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return new URL(link ?? '');
}

test.describe('islands pages (home, terms, privacy, categories, the search, an expert, the logins, the password pages, sign-up)', () => {
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
    expectOnlyIslandsScripts(scripts());

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

  test('the search filters in the browser’s own dialog, by keyboard, at 375 in Spanish and 1280 in English', async ({
    browser,
  }, testInfo) => {
    for (const { locale, width, words } of [
      {
        locale: 'es',
        width: 375,
        words: { filters: 'Filtros', sort: 'Mejor valorados', apply: 'Aplicar', box: 'Buscar expertos' },
      },
      {
        locale: 'en',
        width: 1280,
        words: { filters: 'Filters', sort: 'Best rated', apply: 'Apply', box: 'Search experts' },
      },
    ]) {
      const context = await browser.newContext({ viewport: { width, height: 812 } });
      await context.addCookies([{ name: 'locale', value: locale, url: testInfo.project.use.baseURL ?? '' }]);
      const page = await context.newPage();
      const problems = consoleProblems(page);
      const scripts = scriptsLoaded(page);
      await page.goto('/experts/search?c=health-wellness&s=a');
      await actAndHydrate(page);
      await page.waitForLoadState('networkidle');
      expectOnlyIslandsScripts(scripts());

      // The box's text as the visitor leaves it (not sent yet) goes with the filters.
      await page.getByRole('searchbox', { name: words.box }).fill('');
      const filters = page.getByRole('button', { name: words.filters });
      await filters.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: words.filters });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await shoot(page, testInfo, `islands-search-filters-${width}-${locale}`, false);
      // Escape closes it and gives the focus back to its button.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(filters).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('radio', { name: words.sort }).focus();
      await page.keyboard.press('Space');
      await dialog.getByRole('button', { name: words.apply }).focus();
      await page.keyboard.press('Enter');
      // Its address as the app writes it: the blank fields a form sends are dropped.
      await expect(page).toHaveURL(/\/experts\/search\?c=health-wellness&sort=rating$/);
      await expect(page.getByRole('searchbox', { name: words.box })).toHaveValue('');
      await expect(page.getByRole('button', { name: new RegExp(`^${words.filters}`) })).toContainText('1');
      expect(problems()).toEqual([]);
      await context.close();
    }
  });

  test('the password pages are islands: a link asked for by keyboard at 375 in Spanish, the mailed link sets a new password at 1280 in English', async ({
    browser,
  }, testInfo) => {
    const elsewhere = await browser.newContext();
    const customer = await signUp(await elsewhere.newPage());
    await elsewhere.close();

    const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
    await phone.addCookies([{ name: 'locale', value: 'es', url: testInfo.project.use.baseURL ?? '' }]);
    const asking = await phone.newPage();
    const problems = consoleProblems(asking);
    const scripts = scriptsLoaded(asking);
    await asking.goto('/forgot-password');
    await actAndHydrate(asking);
    await asking.waitForLoadState('networkidle');
    expectOnlyIslandsScripts(scripts());
    await asking.getByRole('textbox', { name: 'Correo electrónico' }).focus();
    await asking.keyboard.type(customer.email);
    await asking.keyboard.press('Enter');
    await expect(asking.getByRole('status')).toBeVisible();
    await expectAccessible(asking);
    await shoot(asking, testInfo, 'islands-forgot-password-375-es', false);
    expect(problems()).toEqual([]);
    await phone.close();

    const link = await mailedResetLink(customer.email);

    const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const resetting = await desk.newPage();
    const deskProblems = consoleProblems(resetting);
    const deskScripts = scriptsLoaded(resetting);
    await resetting.goto(`${link.pathname}${link.search}`);
    await actAndHydrate(resetting);
    await resetting.waitForLoadState('networkidle');
    expectOnlyIslandsScripts(deskScripts());
    await expect(resetting.getByRole('textbox', { name: 'Email' })).toHaveValue(customer.email);
    const newPassword = `${customer.password}-new`;
    await resetting.getByLabel('New password').focus();
    await resetting.keyboard.type(newPassword);
    await resetting.getByLabel('Confirm password').focus();
    await resetting.keyboard.type(newPassword);
    await resetting.keyboard.press('Enter');
    await expect(resetting.getByRole('status')).toBeVisible();
    await expectAccessible(resetting);
    await shoot(resetting, testInfo, 'islands-reset-password-1280-en', false);
    expect(deskProblems()).toEqual([]);

    const login = await desk.request.post('/api/v1/login', {
      data: { email: customer.email, password: newPassword, area: 'customer' },
    });
    expect(login.ok()).toBe(true);
    await desk.close();
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
    expectOnlyIslandsScripts(scripts());

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
    expectOnlyIslandsScripts(scripts());

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
    expectOnlyIslandsScripts(scripts());

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
