import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertCategories, expertLanguages, expertSubcategories, users } from '../src/db/schema/index.ts';
import { catalogIds, expertSignUpBody } from './experts-fixtures.ts';
import { call, registerCustomer, signUpBody, startTestApi, type TestApi } from './harness.ts';

describe('POST /register with as_expert', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seedDemoData: false });
  });
  afterAll(async () => api.close());

  it('creates the account with its expert profile in one call and signs in to the expert area', async () => {
    const ids = await catalogIds(api);
    const [first, second] = ids.categories;
    const body = await expertSignUpBody(api, {
      first_name: 'Marisol',
      last_name: 'Quintanilla',
      role: 'Tax Advisor',
      years_of_experience: '12',
      categories: [first?.id, second?.id],
      subcategories: [first?.subcategories[0], second?.subcategories[0]],
    });
    const result = await call(api, 'POST', 'register', { body });
    expect(result.status).toBe(201);
    expect(result.body.data).toMatchObject({
      token: expect.any(String),
      user_type: 'expert',
      user: { is_expert: true, first_name: 'Marisol' },
    });
    expect(result.setCookies.userType).toBe('expert');
    const id = result.body.data.user.id;
    const page = await call(api, 'GET', `experts/${id}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ role: 'Tax Advisor', years_of_experience: 12 });
    expect(page.body.data.languages.map((language: { id: number }) => language.id)).toEqual(ids.languages);
    expect(page.body.data.subcategories.map((sub: { id: number }) => sub.id).sort()).toEqual(
      [first?.subcategories[0], second?.subcategories[0]].sort(),
    );
    const found = await call(api, 'GET', 'experts?s=quintanilla%20tax');
    expect(found.body.data.map((expert: { id: number }) => expert.id)).toEqual([id]);
    // The session answered works on expert-only calls.
    const rates = await call(api, 'PUT', 'experts/profile/rates/short', {
      token: result.body.data.token,
      body: { price: 40 },
    });
    expect(rates.status).toBe(200);
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['role', { role: '' }, 'Field required', 'Campo requerido'],
    ['role', { role: 'r'.repeat(81) }, 'Max. 80 characters', 'Máx. 80 caracteres'],
    ['years_of_experience', { years_of_experience: -1 }, 'Must be a number', 'Debe ser un número'],
    ['years_of_experience', { years_of_experience: 12345 }, 'Must be a number', 'Debe ser un número'],
    ['languages', { languages: [] }, 'Select one language', 'Selecciona un idioma'],
    ['languages', { languages: undefined }, 'Select one language', 'Selecciona un idioma'],
    ['categories', { categories: [] }, 'Select one category', 'Selecciona una categoría'],
    ['categories', { categories: [1, 2, 3, 4] }, 'Max. 3 categories', 'Máx. 3 categorías'],
  ];
  it.each(cases)(
    'answers 422 on %s for %j in English and Spanish, creating nothing',
    async (field, override, en, es) => {
      for (const [lang, message] of [
        ['en', en],
        ['es', es],
      ] as const) {
        const body = await expertSignUpBody(api, override);
        const result = await call(api, 'POST', 'register', { body, lang });
        expect(result.status).toBe(422);
        expect(result.body.data[field]).toEqual([message]);
        expect(result.setCookieLines).toEqual([]);
        const [row] = await api.app.db.select().from(users).where(eq(users.email, body.email));
        expect(row).toBeUndefined();
      }
    },
  );

  it('refuses a subcategory outside the chosen categories and unknown ids', async () => {
    const ids = await catalogIds(api);
    const [first, second] = ids.categories;
    const outside = await call(api, 'POST', 'register', {
      lang: 'es',
      body: await expertSignUpBody(api, {
        categories: [first?.id],
        subcategories: [second?.subcategories[0]],
      }),
    });
    expect(outside.status).toBe(422);
    expect(outside.body.data.subcategories).toEqual([
      'Cada subcategoría debe pertenecer a una de las categorías elegidas',
    ]);
    const unknownLanguage = await call(api, 'POST', 'register', {
      body: await expertSignUpBody(api, { languages: [999_999] }),
    });
    expect(unknownLanguage.status).toBe(422);
    expect(unknownLanguage.body.data.languages).toEqual(['Invalid value']);
  });

  it('turns a signed-in customer into an expert without a second account (bearer)', async () => {
    const customer = await registerCustomer(api, { first_name: 'Horacio' });
    const ids = await catalogIds(api);
    const [, , third] = ids.categories;
    const body = await expertSignUpBody(api, {
      // The dialog sends the account locked (the customer's own email) and no password.
      email: customer.email,
      password: undefined,
      password_confirmation: undefined,
      role: 'Chess Coach',
      categories: [third?.id],
      subcategories: [third?.subcategories[0]],
    });
    const result = await call(api, 'POST', 'register', { token: customer.token, body });
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Registered as an expert successfully');
    expect(result.body.data).toMatchObject({
      token: expect.any(String),
      user_type: 'expert',
      user: { id: customer.userId, is_expert: true, email: customer.email },
    });
    const accounts = await api.app.db.select().from(users).where(eq(users.email, customer.email));
    expect(accounts).toHaveLength(1);
    const [languagesSaved, categoriesSaved, subcategoriesSaved] = await Promise.all([
      api.app.db.select().from(expertLanguages).where(eq(expertLanguages.expertId, customer.userId)),
      api.app.db.select().from(expertCategories).where(eq(expertCategories.expertId, customer.userId)),
      api.app.db.select().from(expertSubcategories).where(eq(expertSubcategories.expertId, customer.userId)),
    ]);
    expect(languagesSaved).toHaveLength(ids.languages.length);
    expect(categoriesSaved.map((row) => row.categoryId)).toEqual([third?.id]);
    expect(subcategoriesSaved.map((row) => row.subcategoryId)).toEqual([third?.subcategories[0]]);
    const page = await call(api, 'GET', `experts/${customer.userId}`);
    expect(page.body.data.role).toBe('Chess Coach');
    // The old session still works and sees the account as an expert; the new one too.
    const header = await call(api, 'GET', 'customers/profile', { token: customer.token });
    expect(header.body.data.is_expert).toBe(true);
    const certs = await call(api, 'GET', 'experts/certifications', { token: result.body.data.token });
    expect(certs.status).toBe(200);
  });

  it('turns a signed-in customer into an expert with the cookie session (CSRF checked), in Spanish', async () => {
    const customer = await registerCustomer(api);
    const body = {
      role: 'Yoga Teacher',
      years_of_experience: 3,
      ...(await pickExpertise()),
      as_expert: true,
    };
    const withoutCsrf = await call(api, 'POST', 'register', { cookies: customer.cookies, body });
    expect(withoutCsrf.status).toBe(403);
    const result = await call(api, 'POST', 'register', {
      cookies: customer.cookies,
      csrf: customer.csrf,
      lang: 'es',
      body,
    });
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Registro como experto completado');
    expect(result.setCookies.userType).toBe('expert');
    expect(result.setCookies.authToken).toBe(result.body.data.token);
    expect(result.body.data.user.id).toBe(customer.userId);

    const invalid = await call(api, 'POST', 'register', {
      token: customer.token,
      lang: 'es',
      body: { as_expert: true, role: 'Coach', years_of_experience: 2, languages: [], categories: [] },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.data.languages).toEqual(['Selecciona un idioma']);
    expect(invalid.body.data.categories).toEqual(['Selecciona una categoría']);
  });

  it('still registers plain customers, and a signed-in caller without as_expert gets the usual sign-up rules', async () => {
    const customer = await registerCustomer(api);
    const again = await call(api, 'POST', 'register', {
      token: customer.token,
      body: signUpBody({ email: customer.email }),
    });
    expect(again.status).toBe(422);
    expect(again.body.data.email).toEqual([
      'We could not create an account with these details. If you already have one, sign in or reset your password.',
    ]);
  });

  async function pickExpertise() {
    const ids = await catalogIds(api);
    const [first] = ids.categories;
    return { languages: ids.languages.slice(0, 1), categories: [first?.id], subcategories: [] };
  }
});
