import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncReferenceData } from '../src/catalog/reference-sync.ts';
import { categories, uploads } from '../src/db/schema/index.ts';
import { call, registerCustomer, startTestApi, type TestAccount, type TestApi } from './harness.ts';

describe('customer profile and preferences', () => {
  let api: TestApi;
  let categoryIds: number[];
  beforeAll(async () => {
    api = await startTestApi({ seedDemoData: false });
    await syncReferenceData(api.app.db);
    categoryIds = (await api.app.db.select({ id: categories.id }).from(categories)).map((row) => row.id);
  });
  afterAll(async () => api.close());

  const put = (account: TestAccount, path: string, body: unknown, lang?: 'en' | 'es') =>
    call(api, 'PUT', path, { token: account.token, body, lang });

  it('answers every field of the customer profile', async () => {
    const account = await registerCustomer(api, { first_name: 'Ana', last_name: 'Ruiz', country: 'MX' });
    const result = await call(api, 'GET', 'customers/profile', { token: account.token });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      data: {
        id: account.userId,
        first_name: 'Ana',
        last_name: 'Ruiz',
        email: account.email,
        profile_picture: null,
        country: { code: 'MX', country: 'Mexico' },
        timezone: 'Europe/Madrid',
        phone_number: '+34 600 123 456',
        social_provider: 'none',
        subscription: null,
        is_expert: false,
        countries: [],
        categories_id: [],
        meets: 0,
        posts: 0,
      },
    });
    const spanish = await call(api, 'GET', 'customers/profile', { token: account.token, lang: 'es' });
    expect(spanish.body.data.country).toEqual({ code: 'MX', country: 'México' });
  });

  it('updates only the fields sent and answers the new profile', async () => {
    const account = await registerCustomer(api);
    // The picture is one of the customer's own uploads (test/upload-references.test.ts).
    await api.app.db.insert(uploads).values({
      userId: account.userId,
      storedName: '0123456789abcdef0123456789abcdef.png',
      mimeType: 'image/png',
      sizeBytes: 10,
    });
    const result = await put(
      account,
      'customers/profile',
      {
        first_name: '  Marta ',
        country: 'AR',
        timezone: 'America/Argentina/Buenos_Aires',
        profile_picture: '/api/v1/uploads/0123456789abcdef0123456789abcdef.png',
      },
      'es',
    );
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Perfil actualizado con éxito');
    expect(result.body.data).toMatchObject({
      first_name: 'Marta',
      last_name: 'Pérez',
      country: { code: 'AR', country: 'Argentina' },
      timezone: 'America/Argentina/Buenos_Aires',
      phone_number: '+34 600 123 456',
      profile_picture: '/api/v1/uploads/0123456789abcdef0123456789abcdef.png',
    });
    const again = await call(api, 'GET', 'customers/profile', { token: account.token });
    expect(again.body.data.first_name).toBe('Marta');
    const english = await put(account, 'customers/profile', { profile_picture: null });
    expect(english.body.message).toBe('Profile updated successfully');
    expect(english.body.data.profile_picture).toBeNull();
  });

  const profileRules: [string, Record<string, unknown>, string, string][] = [
    ['first_name', { first_name: '   ' }, 'Field required', 'Campo requerido'],
    ['last_name', { last_name: 'z'.repeat(66) }, 'Max. 65 characters', 'Máx. 65 caracteres'],
    ['country', { country: 'ZZ' }, 'Select a valid country', 'Selecciona un país válido'],
    [
      'timezone',
      { timezone: 'Europe/Atlantis' },
      'Select a valid time zone',
      'Selecciona una zona horaria válida',
    ],
    [
      'phone_number',
      { phone_number: '12' },
      'Enter a valid phone number',
      'Ingresa un número de teléfono válido',
    ],
    [
      'profile_picture',
      { profile_picture: 'javascript:alert(1)' },
      'Choose a file you uploaded yourself.',
      'Elige un archivo que hayas subido tú.',
    ],
  ];

  it.each(profileRules)('refuses %s %j in both languages', async (field, body, en, es) => {
    const account = await registerCustomer(api);
    for (const [lang, message] of [
      ['en', en],
      ['es', es],
    ] as const) {
      const result = await put(account, 'customers/profile', body, lang);
      expect(result.status).toBe(422);
      expect(result.body.data[field][0]).toBe(message);
    }
  });

  it('replaces the customer categories and shows them in the profile', async () => {
    const account = await registerCustomer(api);
    const chosen = categoryIds.slice(0, 4);
    const first = await put(account, 'customers/attach-customer-category', { categories_id: chosen }, 'es');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      data: { categories_id: chosen },
      message: 'Categorías guardadas con éxito',
    });
    const next = categoryIds.slice(2, 5).map(String);
    const second = await put(account, 'customers/attach-customer-category', { categories_id: next });
    expect(second.body.message).toBe('Categories saved successfully');
    const profile = await call(api, 'GET', 'customers/profile', { token: account.token });
    expect(profile.body.data.categories_id).toEqual(categoryIds.slice(2, 5));
  });

  it('refuses fewer than 3 categories (repeats count once) and unknown ids', async () => {
    const account = await registerCustomer(api);
    const [a = 0, b = 0] = categoryIds;
    for (const [lang, message] of [
      ['en', 'Select a minimum of 3 categories'],
      ['es', 'Selecciona un mínimo de 3 categorías'],
    ] as const) {
      for (const categories_id of [[a, b], [a, a, b], [], 'music']) {
        const result = await put(account, 'customers/attach-customer-category', { categories_id }, lang);
        expect(result.status).toBe(422);
        expect(result.body.data.categories_id[0]).toBe(message);
      }
    }
    for (const unknown of [999_999, 99_999_999_999]) {
      const result = await put(account, 'customers/attach-customer-category', {
        categories_id: [a, b, unknown],
      });
      expect(result.status).toBe(422);
      expect(result.body.data).toEqual({ categories_id: ['Invalid value'] });
    }
    const profile = await call(api, 'GET', 'customers/profile', { token: account.token });
    expect(profile.body.data.categories_id).toEqual([]);
  });

  it('replaces the preferred countries (1 to 3 known codes)', async () => {
    const account = await registerCustomer(api);
    const result = await put(
      account,
      'customers/attach-customer-countries',
      { countries: ['US', 'ES', 'US'] },
      'es',
    );
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ data: { countries: ['ES', 'US'] }, message: 'Países guardados con éxito' });
    await put(account, 'customers/attach-customer-countries', { countries: ['CO'] });
    const profile = await call(api, 'GET', 'customers/profile', { token: account.token });
    expect(profile.body.data.countries).toEqual(['CO']);
  });

  const countryRules: [unknown, string, string][] = [
    [[], 'Select countries', 'Selecciona países'],
    [undefined, 'Select countries', 'Selecciona países'],
    [['ES', 'US', 'MX', 'AR'], 'Max. 3 countries', 'Máx. 3 países'],
    [['ES', 'XX'], 'Select a valid country', 'Selecciona un país válido'],
    [['es'], 'Select a valid country', 'Selecciona un país válido'],
  ];

  it.each(countryRules)('refuses countries %j in both languages', async (countries, en, es) => {
    const account = await registerCustomer(api);
    for (const [lang, message] of [
      ['en', en],
      ['es', es],
    ] as const) {
      const result = await put(account, 'customers/attach-customer-countries', { countries }, lang);
      expect(result.status).toBe(422);
      const messages = Object.values(result.body.data).flat();
      expect(messages[0]).toBe(message);
    }
  });

  it('needs a session for every profile call', async () => {
    for (const [method, path] of [
      ['GET', 'customers/profile'],
      ['PUT', 'customers/profile'],
      ['PUT', 'customers/attach-customer-category'],
      ['PUT', 'customers/attach-customer-countries'],
    ] as const) {
      const result = await call(api, method, path, method === 'PUT' ? { body: {} } : {});
      expect(result.status).toBe(401);
    }
  });
});
