import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/accessibility.ts';
import { consoleProblems } from './support/console.ts';
import { newExpert, typeInto, WIZARD, type Words } from './support/expert-signup.ts';
import { actAndHydrate } from './support/hydration.ts';
import { press } from './support/keyboard.ts';
import { shoot } from './support/screenshots.ts';
import { expectOnlyIslandsScripts, scriptsLoaded } from './support/scripts.ts';

/** Step 1 by keyboard alone, from the first name to the terms (the browser's zone is proposed). */
async function typeAccountStep(
  page: Page,
  expert: ReturnType<typeof newExpert>,
  email: string,
  words: Words = WIZARD.es,
) {
  await typeInto(page, page.getByRole('textbox', { name: words.first, exact: true }), expert.firstName);
  await page.keyboard.press('Tab');
  await page.keyboard.type(expert.lastName);
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(expert.password);
  await expect(
    page.getByRole('combobox', { name: words === WIZARD.es ? 'Zona horaria' : 'Time zone' }),
  ).toHaveValue('Europe/Madrid');
  const terms = page.getByRole('checkbox', { name: words.terms });
  await terms.focus();
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
}

test.use({ timezoneId: 'Europe/Madrid' });

test.describe("the experts' sign-up: step 1 is an island, the app takes the page over at step 2", () => {
  test('at 375 in Spanish by keyboard: only the islands load, a refused step 1 says why, a good one goes on at step 2 with it kept', async ({
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
    const expert = newExpert();
    await page.goto('/experts/get-started');
    await expect(page.getByRole('heading', { level: 1, name: 'Hazte experto' })).toBeVisible();
    expect(scripts()).toEqual([]);
    await actAndHydrate(page);
    await page.waitForLoadState('networkidle');
    expect(scripts().length).toBeGreaterThan(0);
    expectOnlyIslandsScripts(scripts());
    const steps = page.getByRole('list', { name: 'Pasos del registro' });
    await expect(steps.getByRole('button', { name: /Cuenta/ })).toHaveAttribute('aria-current', 'step');

    await typeAccountStep(page, expert, 'marta-sin-arroba');
    const next = page.getByRole('button', { name: WIZARD.es.continue, exact: true });
    await press(page, next);
    await expect(page.getByText('Formato de correo inválido')).toBeVisible();
    await expect(page.getByRole('textbox', { name: WIZARD.es.email })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectAccessible(page);
    await shoot(page, testInfo, 'expert-island-refused-375-es');
    // Nothing of the app until step 1 is good.
    expectOnlyIslandsScripts(scripts());

    await page.getByRole('textbox', { name: WIZARD.es.email }).focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(expert.email);
    await press(page, next);

    // The app has the page: step 2, in Spanish, the header still there.
    await expect(page.getByRole('textbox', { name: WIZARD.es.role })).toBeVisible({ timeout: 30_000 });
    // The focus goes on with the keyboard user: to step 2's first field.
    await expect(page.getByRole('textbox', { name: WIZARD.es.role })).toBeFocused();
    await expect(steps.getByRole('button', { name: /Especialidad/ })).toHaveAttribute('aria-current', 'step');
    expect(scripts().some((path) => !path.startsWith('/islands/'))).toBe(true);
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
    await expect(page).toHaveURL(/\/experts\/get-started$/);
    await expectAccessible(page);
    await shoot(page, testInfo, 'expert-island-step-2-375-es');

    // Previous: the wizard's own step 1 shows what was typed in the island.
    await press(page, page.getByRole('button', { name: 'Anterior' }));
    await expect(page.getByRole('textbox', { name: WIZARD.es.email })).toHaveValue(expert.email);
    await expect(page.getByRole('textbox', { name: WIZARD.es.first, exact: true })).toHaveValue(
      expert.firstName,
    );
    await expect(page.getByRole('checkbox', { name: WIZARD.es.terms })).toBeChecked();
    expect(problems()).toEqual([]);
    await context.close();
  });

  test('at 1280 in English: when the app cannot load, Continue says so and works on a second try', async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      timezoneId: 'Europe/Madrid',
    });
    const page = await context.newPage();
    const expert = newExpert();
    await page.goto('/experts/get-started');
    await expect(page.getByRole('heading', { level: 1, name: 'Become an expert' })).toBeVisible();
    await actAndHydrate(page);
    await page.waitForLoadState('networkidle');
    await typeAccountStep(page, expert, expert.email, WIZARD.en);
    await expectAccessible(page);
    await shoot(page, testInfo, 'expert-island-step-1-1280-en');

    // The network drops every script but the islands'.
    const offline = (url: URL) => url.pathname.endsWith('.js') && !url.pathname.startsWith('/islands/');
    await page.route(offline, (route) => route.abort('internetdisconnected'));
    const next = page.getByRole('button', { name: WIZARD.en.continue, exact: true });
    await press(page, next);
    await expect(
      page.getByText('The page could not load. Check your connection and try again.'),
    ).toBeVisible();
    await expect(next).toBeEnabled();
    await expect(page.getByRole('textbox', { name: WIZARD.en.email })).toHaveValue(expert.email);

    await page.unroute(offline);
    await press(page, next);
    await expect(page.getByRole('textbox', { name: WIZARD.en.role })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Become an expert' })).toHaveCount(1);
    await expectAccessible(page);
    await shoot(page, testInfo, 'expert-island-step-2-1280-en');
    await context.close();
  });
});
