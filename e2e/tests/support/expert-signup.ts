import { expect, type Locator, type Page } from '@playwright/test';
import { catalogApi } from 'shared-contracts';
import { callRoute } from './contract.ts';
import { pickOption } from './forms.ts';
import { press } from './keyboard.ts';

/** A new expert nobody has registered yet (runs and workers share one database). */
export function newExpert() {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return {
    firstName: 'Marta',
    lastName: `Experta ${stamp}`,
    email: `marta.${stamp}@e2e.test`,
    password: 'e2e-expert-pass',
    phone: '+34 611 222 333',
  };
}

export type NewExpert = ReturnType<typeof newExpert>;

/** The wizard's words in each language. */
export const WIZARD = {
  en: {
    first: 'First name',
    last: 'Last name',
    email: 'Email',
    password: 'Password',
    terms: /I accept the Terms and Conditions/,
    continue: 'Continue',
    role: 'Role in your area',
    years: 'Years in the role',
    country: 'Country',
    phone: 'Phone number',
    languages: 'Languages',
    categories: 'Categories',
    created: 'Your account has been created!',
    spain: 'Spain',
    spanish: 'Spanish',
  },
  es: {
    first: 'Nombre',
    last: 'Apellido',
    email: 'Correo electrónico',
    password: 'Contraseña',
    terms: /Acepto los Términos y Condiciones/,
    continue: 'Continuar',
    role: 'Tu rol en tu área',
    years: 'Años en el rol',
    country: 'País',
    phone: 'Número de teléfono',
    languages: 'Idiomas',
    categories: 'Categorías',
    created: '¡Tu cuenta ha sido creada!',
    spain: 'España',
    spanish: 'Español',
  },
} as const;

export type Words = (typeof WIZARD)[keyof typeof WIZARD];

/** Step 1: the account (the context's time zone is proposed). */
async function fillAccountStep(page: Page, expert: NewExpert, words: Words = WIZARD.en) {
  await page.getByRole('textbox', { name: words.first }).fill(expert.firstName);
  await page.getByRole('textbox', { name: words.last }).fill(expert.lastName);
  await page.getByRole('textbox', { name: words.email }).fill(expert.email);
  await page.getByRole('textbox', { name: words.password, exact: true }).fill(expert.password);
  await page.getByRole('checkbox', { name: words.terms }).check();
}

/** Step 2: the expertise, in the category given (and its first subcategory). */
export async function fillExpertiseStep(
  page: Page,
  expert: NewExpert,
  category: string,
  words: Words = WIZARD.en,
) {
  await page.getByRole('textbox', { name: words.role }).fill('Career coach');
  await page.getByRole('textbox', { name: words.years }).fill('8');
  await pickOption(page, page.getByRole('combobox', { name: words.country, exact: true }), words.spain);
  await page.getByRole('textbox', { name: words.phone }).fill(expert.phone);
  await pickOption(page, page.getByRole('combobox', { name: words.languages }), words.spanish);
  await page.keyboard.press('Escape');
  await pickOption(page, page.getByRole('combobox', { name: words.categories }), category);
  await page.keyboard.press('Escape');
}

/** Registers through step 2 and the dialog; ends on step 3 ('Make your schedule'). */
export async function registerThroughWizard(
  page: Page,
  expert: NewExpert,
  category: string,
  words: Words = WIZARD.en,
) {
  await fillAccountStep(page, expert, words);
  await page.getByRole('button', { name: words.continue, exact: true }).click();
  await fillExpertiseStep(page, expert, category, words);
  await page.getByRole('button', { name: words.continue, exact: true }).click();
  const created = page.getByRole('dialog', { name: words.created });
  await expect(created).toBeVisible();
  await created.getByRole('button', { name: words.continue, exact: true }).click();
  await expect(page).toHaveURL(/step=3/);
}

/** Step 3: two ranges on Monday and the three prices. */
export async function fillMondayAndPrices(page: Page) {
  await page.getByRole('switch', { name: 'Monday' }).check();
  await page.getByRole('textbox', { name: 'Monday, range 1: from' }).fill('09:00');
  await page.getByRole('textbox', { name: 'Monday, range 1: to' }).fill('12:00');
  await page.getByRole('button', { name: 'Add range to Monday' }).click();
  await page.getByRole('textbox', { name: 'Monday, range 2: from' }).fill('15:00');
  await page.getByRole('textbox', { name: 'Monday, range 2: to' }).fill('18:00');
}

/** Types into a field reached by focus, as a keyboard user does. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.type(text);
}

/**
 * Picks an option of a searchable select by typing, then ArrowDown and Enter. A multi-select keeps
 * its list open after a pick: Escape closes it (a single select closes by itself, and an Escape
 * there would close the dialog around it).
 */
export async function chooseByKeyboard(page: Page, field: Locator, text: string, multiple = false) {
  await field.focus();
  await page.keyboard.type(text);
  await expect(page.getByRole('option', { name: new RegExp(text) }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  if (multiple) await page.keyboard.press('Escape');
}

/** Step 2's fields (the wizard's or the registration dialog's) with the keyboard alone, then Continue. */
export async function fillExpertiseByKeyboard(
  page: Page,
  scope: Page | Locator,
  category: string,
  words: Words,
  phone: string,
) {
  await typeInto(page, scope.getByRole('textbox', { name: words.role }), 'Career coach');
  await typeInto(page, scope.getByRole('textbox', { name: words.years }), '8');
  await chooseByKeyboard(
    page,
    scope.getByRole('combobox', { name: words.country, exact: true }),
    words.spain,
  );
  await typeInto(page, scope.getByRole('textbox', { name: words.phone }), phone);
  await chooseByKeyboard(page, scope.getByRole('combobox', { name: words.languages }), words.spanish, true);
  await chooseByKeyboard(page, scope.getByRole('combobox', { name: words.categories }), category, true);
  await press(page, scope.getByRole('button', { name: words.continue, exact: true }));
  const created = page.getByRole('dialog', { name: words.created });
  await expect(created).toBeVisible();
  await press(page, created.getByRole('button', { name: words.continue, exact: true }));
}

/** Steps 1 and 2 and the dialog with the keyboard alone; ends on step 3. */
export async function registerByKeyboard(page: Page, expert: NewExpert, category: string, words: Words) {
  await typeInto(page, page.getByRole('textbox', { name: words.first }), expert.firstName);
  await typeInto(page, page.getByRole('textbox', { name: words.last }), expert.lastName);
  await typeInto(page, page.getByRole('textbox', { name: words.email }), expert.email);
  await typeInto(page, page.getByRole('textbox', { name: words.password, exact: true }), expert.password);
  await press(page, page.getByRole('checkbox', { name: words.terms }), 'Space');
  await press(page, page.getByRole('button', { name: words.continue, exact: true }));
  await fillExpertiseByKeyboard(page, page, category, words, expert.phone);
  await expect(page).toHaveURL(/step=3/);
}

/** How much expertise `registerExpertByApi` gives: categories, and subcategories in each. */
export interface ExpertiseShape {
  categories: number;
  subcategoriesEach: number;
}

/**
 * Registers a new expert through the api in the page's cookie jar (the wizard's steps 1 and 2
 * done): by default in the first category with none of its subcategories. Answers the category
 * and subcategory ids registered.
 */
export async function registerExpertByApi(
  page: Page,
  expert: NewExpert,
  shape: ExpertiseShape = { categories: 1, subcategoriesEach: 0 },
): Promise<{ categories: number[]; subcategories: number[] }> {
  const [languages, categoryList] = await Promise.all([
    callRoute(page.request, catalogApi.languages, { query: { per_page: 100 } }),
    callRoute(page.request, catalogApi.categories),
  ]);
  const language = languages.data[0];
  const chosen = categoryList.data
    .filter((category) => category.subcategories.length >= shape.subcategoriesEach)
    .slice(0, shape.categories);
  expect(chosen).toHaveLength(shape.categories);
  const categories = chosen.map((category) => category.id);
  const subcategories = chosen.flatMap((category) =>
    category.subcategories.slice(0, shape.subcategoriesEach).map((sub) => sub.id),
  );
  const response = await page.request.post('/api/v1/register', {
    data: {
      first_name: expert.firstName,
      last_name: expert.lastName,
      email: expert.email,
      password: expert.password,
      password_confirmation: expert.password,
      as_expert: true,
      country: 'ES',
      timezone: 'Europe/Madrid',
      phone_number: expert.phone,
      terms_and_conditions: true,
      social_provider: 'none',
      role: 'Career coach',
      years_of_experience: 8,
      languages: [language?.id],
      categories,
      subcategories,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { categories, subcategories };
}
