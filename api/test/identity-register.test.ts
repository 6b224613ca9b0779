import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, users } from '../src/db/schema/index.ts';
import { call, readMailbox, registerCustomer, signUpBody, startTestApi, type TestApi } from './harness.ts';

describe('POST /register', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seedDemoData: false });
  });
  afterAll(async () => api.close());

  it('creates a customer, answers the session and sets the session cookies', async () => {
    const body = signUpBody({ email: 'New.Customer@Example.test' });
    const result = await call(api, 'POST', 'register', { body });
    expect(result.status).toBe(201);
    expect(result.body.data).toEqual({
      token: expect.any(String),
      user: {
        id: expect.any(Number),
        is_expert: false,
        profile_picture: null,
        first_name: 'Lucía',
        last_name: 'Pérez',
        email: 'new.customer@example.test',
      },
      user_type: 'customer',
    });
    const { token } = result.body.data;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const auth = result.setCookieLines.find((line) => line.startsWith('authToken='));
    expect(auth).toMatch(/HttpOnly/);
    expect(auth).toMatch(/SameSite=Lax/);
    expect(auth).toMatch(/Path=\//);
    expect(auth).not.toMatch(/Secure/);
    expect(result.setCookies.authToken).toBe(token);
    const csrf = result.setCookieLines.find((line) => line.startsWith('csrfToken='));
    expect(csrf).not.toMatch(/HttpOnly/);
    expect(result.setCookies.csrfToken?.length).toBeGreaterThan(20);
    expect(result.setCookies.userType).toBe('customer');

    const profile = await call(api, 'GET', 'customers/profile', { token });
    expect(profile.status).toBe(200);
    expect(profile.body.data.email).toBe('new.customer@example.test');
    expect(profile.body.data.country).toEqual({ code: 'ES', country: 'Spain' });
  });

  it('keeps only an argon2id hash of the password and a SHA-256 of the token', async () => {
    const account = await registerCustomer(api);
    const [user] = await api.app.db.select().from(users).where(eq(users.id, account.userId));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain(account.password);
    const rows = await api.app.db.select().from(authTokens).where(eq(authTokens.userId, account.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(account.token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(account.token);
  });

  it('marks cookies Secure when the public URL is https', async () => {
    const secure = await startTestApi({ seedDemoData: false, secureCookies: true });
    try {
      const result = await call(secure, 'POST', 'register', { body: signUpBody() });
      expect(result.status).toBe(201);
      for (const line of result.setCookieLines) expect(line).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });

  it('refuses an email already registered, whatever its case, without saying so, and tells its owner by mail in their language', async () => {
    const account = await registerCustomer(api);
    await call(api, 'PUT', 'account/language', { token: account.token, body: { locale: 'es' } });
    const refusal = {
      en: 'We could not create an account with these details. If you already have one, sign in or reset your password.',
      es: 'No pudimos crear una cuenta con estos datos. Si ya tienes una, inicia sesión o restablece tu contraseña.',
    };
    const before = (await readMailbox(api)).length;
    for (const lang of ['en', 'es'] as const) {
      const result = await call(api, 'POST', 'register', {
        body: signUpBody({ email: account.email.toUpperCase() }),
        lang,
      });
      expect(result.status).toBe(422);
      expect(result.body.data).toEqual({ email: [refusal[lang]] });
      expect(JSON.stringify(result.body)).not.toMatch(/taken|registrad|exist/i);
      expect(result.setCookieLines).toEqual([]);
    }
    const mails = (await readMailbox(api)).slice(before);
    expect(mails.map((mail) => mail.to.map((to) => to.address))).toEqual([[account.email], [account.email]]);
    // In the language the owner chose, whatever the language of the sign-up page.
    for (const mail of mails) {
      expect(mail.subject).toBe('Alguien intentó registrarse con tu correo');
      expect(mail.text).toContain('Hola Lucía,');
      expect(mail.text).toContain('http://localhost:8080/customer/login');
      expect(mail.text).toContain('http://localhost:8080/forgot-password');
    }
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['first_name', { first_name: '' }, 'Field required', 'Campo requerido'],
    ['first_name', { first_name: 'x'.repeat(66) }, 'Max. 65 characters', 'Máx. 65 caracteres'],
    ['last_name', { last_name: undefined }, 'Field required', 'Campo requerido'],
    ['last_name', { last_name: 'y'.repeat(66) }, 'Max. 65 characters', 'Máx. 65 caracteres'],
    ['email', { email: 'not-an-email' }, 'Invalid email format', 'Formato de correo inválido'],
    ['email', { email: '' }, 'Field required', 'Campo requerido'],
    [
      'password',
      { password: 'short', password_confirmation: 'short' },
      'Must be minimum 8 characters',
      'Debe tener mínimo 8 caracteres',
    ],
    [
      'password_confirmation',
      { password_confirmation: 'something-else' },
      'The passwords do not match, please enter them again.',
      'Las contraseñas no coinciden, por favor ingrésalas de nuevo.',
    ],
    [
      'terms_and_conditions',
      { terms_and_conditions: false },
      'You must accept the terms and conditions to continue',
      'Debes aceptar los términos y condiciones para continuar',
    ],
    ['country', { country: 'Spain' }, 'Select a valid country', 'Selecciona un país válido'],
    ['country', { country: 'QQ' }, 'Select a valid country', 'Selecciona un país válido'],
    [
      'timezone',
      { timezone: 'Mars/Olympus' },
      'Select a valid time zone',
      'Selecciona una zona horaria válida',
    ],
    [
      'phone_number',
      { phone_number: 'call me' },
      'Enter a valid phone number',
      'Ingresa un número de teléfono válido',
    ],
    ['phone_number', { phone_number: '' }, 'Field required', 'Campo requerido'],
    [
      'terms_and_conditions',
      { terms_and_conditions: undefined },
      'You must accept the terms and conditions to continue',
      'Debes aceptar los términos y condiciones para continuar',
    ],
    ['country', { country: undefined }, 'Field required', 'Campo requerido'],
    // An expert registration needs the expertise fields too (test/register-expert.test.ts).
    ['role', { as_expert: true }, 'Field required', 'Campo requerido'],
    ['languages', { as_expert: true, role: 'Coach' }, 'Select one language', 'Selecciona un idioma'],
  ];

  it.each(cases)('answers 422 on %s for %j in English and Spanish', async (field, override, en, es) => {
    for (const [lang, message] of [
      ['en', en],
      ['es', es],
    ] as const) {
      const result = await call(api, 'POST', 'register', { body: signUpBody(override), lang });
      expect(result.status).toBe(422);
      expect(result.body.message).toBe(
        lang === 'en' ? 'The given data was invalid.' : 'Los datos enviados no son válidos.',
      );
      // The first message of a field is the one clients show.
      expect(result.body.data[field][0]).toBe(message);
      expect(result.setCookieLines).toEqual([]);
    }
  });

  it('creates no account when the sign-up is refused', async () => {
    const body = signUpBody({ terms_and_conditions: false });
    await call(api, 'POST', 'register', { body });
    const rows = await api.app.db.select().from(users).where(eq(users.email, body.email));
    expect(rows).toEqual([]);
  });
});

describe('POST /register, counted', () => {
  let api: TestApi;
  beforeAll(async () => {
    // Like login's limit (here 3 a minute) per email, and 5 a minute per client address, read from
    // X-Forwarded-For (a trusted proxy) so each test has addresses of its own.
    api = await startTestApi({
      seedDemoData: false,
      loginRateLimit: 3,
      signupRateLimit: 5,
      trustProxy: true,
    });
  });
  afterAll(async () => api.close());

  const register = (body: Record<string, unknown>, address: string, lang: 'en' | 'es' = 'en') =>
    call(api, 'POST', 'register', { body, lang, headers: { 'x-forwarded-for': address } });

  it('answers 429 in both languages past the limit of one client address, whatever the emails', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect((await register(signUpBody(), '198.51.100.1')).status).toBe(201);
    }
    const limited = await register(signUpBody(), '198.51.100.1');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many attempts. Try again in a minute.');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const spanish = await register(signUpBody(), '198.51.100.1', 'es');
    expect(spanish.body.message).toBe('Demasiados intentos. Inténtalo de nuevo en un minuto.');
    expect((await register(signUpBody(), '198.51.100.2')).status).toBe(201);
  });

  it('answers 429 past the limit of one email, whatever the client address', async () => {
    const account = await registerCustomer(api);
    const body = signUpBody({ email: account.email });
    for (const address of ['198.51.100.10', '198.51.100.11']) {
      expect((await register(body, address)).status).toBe(422);
    }
    expect((await register(body, '198.51.100.12')).status).toBe(429);
    expect((await register(signUpBody(), '198.51.100.13')).status).toBe(201);
  });
});
