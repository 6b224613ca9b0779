import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts.ts';
import { call, registerCustomer, startTestApi, type TestApi } from './harness.ts';

const expertAccount = DEMO_ACCOUNTS.find(
  (account) => account.role === 'expert',
) as (typeof DEMO_ACCOUNTS)[number];

const PROFILE_KEYS = [
  'about_me',
  'categories',
  'country',
  'email',
  'first_name',
  'id',
  'languages',
  'last_name',
  'metadata',
  'phone_number',
  'profile_picture',
  'profile_video',
  'role',
  'social_provider',
  'subcategories',
  'subscription',
  'timezone',
  'years_of_experience',
];

describe('GET/PUT /experts/profile', () => {
  let api: TestApi;
  let token: string;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    api = await startTestApi();
    const login = await call(api, 'POST', 'login', {
      body: { email: expertAccount.email, password: expertAccount.password, area: 'expert' },
    });
    expect(login.status).toBe(200);
    token = login.body.data.token;
    cookies = login.setCookies;
  });
  afterAll(async () => api.close());

  it('needs a session', async () => {
    expect((await call(api, 'GET', 'experts/profile')).status).toBe(401);
    expect((await call(api, 'PUT', 'experts/profile', { body: { role: 'Anything' } })).status).toBe(401);
  });

  it("answers the signed-in expert's profile with subscription and metadata", async () => {
    const result = await call(api, 'GET', 'experts/profile', { token });
    expect(result.status).toBe(200);
    const profile = result.body.data;
    expect(Object.keys(profile).sort()).toEqual(PROFILE_KEYS);
    expect(profile).toMatchObject({
      first_name: expertAccount.firstName,
      last_name: expertAccount.lastName,
      email: expertAccount.email,
      social_provider: 'none',
      country: { code: expect.stringMatching(/^[A-Z]{2}$/), country: expect.any(String) },
      subscription: { id: expect.any(Number), type: expect.objectContaining({ slug: expect.any(String) }) },
      metadata: { meets: expect.any(Number), requests: expect.any(Number), likes: expect.any(Number) },
    });
    // The demo data: finished meetings, a coming one, and a demo customer saved this expert.
    expect(profile.metadata.meets).toBeGreaterThan(0);
    expect(profile.metadata.requests).toBeGreaterThan(0);
    expect(profile.metadata.likes).toBeGreaterThan(0);
    const page = (await call(api, 'GET', `experts/${profile.id}`)).body.data;
    expect(page).toMatchObject({
      role: profile.role,
      about_me: profile.about_me,
      years_of_experience: profile.years_of_experience,
      subscription: profile.subscription,
    });
    // The edit form's values: the same expertise the public page shows, as ids.
    expect(profile.languages).toEqual(
      page.languages.map((language: { id: number }) => language.id).sort((a: number, b: number) => a - b),
    );
    expect(profile.subcategories).toEqual(
      page.subcategories.map((sub: { id: number }) => sub.id).sort((a: number, b: number) => a - b),
    );
    expect(profile.categories.length).toBeGreaterThan(0);
    expect(typeof profile.phone_number).toBe('string');
  });

  it('saves the fields sent, answers in the caller language and updates what customers see and search', async () => {
    const before = (await call(api, 'GET', 'experts/profile', { token })).body.data;
    const result = await call(api, 'PUT', 'experts/profile', {
      token,
      lang: 'es',
      body: {
        role: 'Neuropsychologist',
        about_me: '  Memory and attention assessments for adults, explained step by step.  ',
        years_of_experience: 14,
        country: 'NO',
        timezone: 'Europe/Oslo',
        profile_video: 'https://video.example.test/intro.mp4',
      },
    });
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Perfil actualizado con éxito');
    expect(result.body.data).toMatchObject({
      role: 'Neuropsychologist',
      about_me: 'Memory and attention assessments for adults, explained step by step.',
      years_of_experience: 14,
      country: { code: 'NO', country: 'Noruega' },
      timezone: 'Europe/Oslo',
      profile_video: 'https://video.example.test/intro.mp4',
      first_name: before.first_name,
      subscription: before.subscription,
    });

    const page = (await call(api, 'GET', `experts/${before.id}`)).body.data;
    expect(page).toMatchObject({
      role: 'Neuropsychologist',
      years_of_experience: 14,
      country: { code: 'NO' },
    });
    const found = await call(api, 'GET', 'experts?s=neuropsych');
    expect(found.body.data.map((expert: { id: number }) => expert.id)).toContain(before.id);
    const byAbout = await call(api, 'GET', 'experts?s=memory%20attention');
    expect(byAbout.body.data.map((expert: { id: number }) => expert.id)).toContain(before.id);
    const oldRole = await call(api, 'GET', `experts?s=${encodeURIComponent(before.role)}&per_page=100`);
    expect(oldRole.body.data.map((expert: { id: number }) => expert.id)).not.toContain(before.id);

    const renamed = await call(api, 'PUT', 'experts/profile', { token, body: { first_name: 'Evelina' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.message).toBe('Profile updated successfully');
    expect(renamed.body.data).toMatchObject({ first_name: 'Evelina', role: 'Neuropsychologist' });
    const byName = await call(api, 'GET', 'experts?s=evelina');
    expect(byName.body.data.map((expert: { id: number }) => expert.id)).toEqual([before.id]);

    const viaCustomerProfile = await call(api, 'PUT', 'customers/profile', {
      token,
      body: { last_name: 'Quillfeather' },
    });
    expect(viaCustomerProfile.status).toBe(200);
    const byNewName = await call(api, 'GET', 'experts?s=quillfeather');
    expect(byNewName.body.data.map((expert: { id: number }) => expert.id)).toEqual([before.id]);
  });

  it('accepts a cookie session only with its CSRF token', async () => {
    const withoutCsrf = await call(api, 'PUT', 'experts/profile', {
      cookies,
      body: { years_of_experience: 15 },
    });
    expect(withoutCsrf.status).toBe(403);
    const withCsrf = await call(api, 'PUT', 'experts/profile', {
      cookies,
      csrf: cookies.csrfToken,
      body: { years_of_experience: 15 },
    });
    expect(withCsrf.status).toBe(200);
    expect(withCsrf.body.data.years_of_experience).toBe(15);
  });

  it('refuses invalid fields with the spec messages in English and Spanish, saving nothing', async () => {
    const before = (await call(api, 'GET', 'experts/profile', { token })).body.data;
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ role: 'x'.repeat(81) }, 'role', 'Max. 80 characters', 'Máx. 80 caracteres'],
      [{ about_me: 'x'.repeat(251) }, 'about_me', 'Max. 250 characters', 'Máx. 250 caracteres'],
      [{ about_me: '   ' }, 'about_me', 'Field required', 'Campo requerido'],
      [{ first_name: 'x'.repeat(66) }, 'first_name', 'Max. 65 characters', 'Máx. 65 caracteres'],
      [{ years_of_experience: 'ten' }, 'years_of_experience', 'Must be a number', 'Debe ser un número'],
      [{ years_of_experience: 2.5 }, 'years_of_experience', 'Must be a number', 'Debe ser un número'],
      [{ country: 'ZZ' }, 'country', 'Select a valid country', 'Selecciona un país válido'],
      [{ country: 'spain' }, 'country', 'Select a valid country', 'Selecciona un país válido'],
      [
        { timezone: 'Mars/Olympus_Mons' },
        'timezone',
        'Select a valid time zone',
        'Selecciona una zona horaria válida',
      ],
      [
        { profile_video: 'javascript:alert(1)' },
        'profile_video',
        'The video link must start with https://',
        'El enlace del video debe empezar por https://',
      ],
    ];
    for (const [body, field, en, es] of cases) {
      const english = await call(api, 'PUT', 'experts/profile', {
        token,
        body: { ...body, role: body.role ?? 'Changed' },
      });
      expect(english.status, JSON.stringify(body)).toBe(422);
      expect(english.body.data[field], JSON.stringify(body)).toEqual([en]);
      const spanish = await call(api, 'PUT', 'experts/profile', { token, lang: 'es', body });
      expect(spanish.status).toBe(422);
      expect(spanish.body.message).toBe('Los datos enviados no son válidos.');
      expect(spanish.body.data[field]).toEqual([es]);
    }
    const after = (await call(api, 'GET', 'experts/profile', { token })).body.data;
    expect(after).toEqual(before);
  });

  it('lets a customer fetch an empty expert profile, then become an expert by saving one', async () => {
    const customer = await registerCustomer(api, { first_name: 'Quentin', last_name: 'Zyxwarden' });
    const empty = await call(api, 'GET', 'experts/profile', { token: customer.token });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({
      id: customer.userId,
      role: '',
      about_me: '',
      years_of_experience: 0,
      languages: [],
      categories: [],
      subcategories: [],
      subscription: null,
      metadata: { meets: 0, requests: 0, likes: 0 },
    });
    expect((await call(api, 'GET', `experts/${customer.userId}`)).status).toBe(404);

    const saved = await call(api, 'PUT', 'experts/profile', {
      token: customer.token,
      body: {
        role: 'Beekeeping Consultant',
        about_me: 'Hives, honey and healthy colonies.',
        years_of_experience: 6,
      },
    });
    expect(saved.status).toBe(200);
    const page = await call(api, 'GET', `experts/${customer.userId}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ role: 'Beekeeping Consultant', subscription: null, rating: 0 });
    const found = await call(api, 'GET', 'experts?s=zyxwarden%20beekeeping');
    expect(found.body.data.map((expert: { id: number }) => expert.id)).toEqual([customer.userId]);
    const header = await call(api, 'GET', 'customers/profile', { token: customer.token });
    expect(header.body.data.is_expert).toBe(true);
  });
});
