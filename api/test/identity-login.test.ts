import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { call, registerCustomer, startTestApi, type TestApi } from './harness.ts';

const BAD_CREDENTIALS = {
  en: 'These credentials do not match our records.',
  es: 'Estas credenciales no coinciden con nuestros registros.',
};

describe('POST /login', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seedDemoData: false, loginRateLimit: 4 });
  });
  afterAll(async () => api.close());

  it('signs a customer in to the customer area with a new session', async () => {
    const account = await registerCustomer(api);
    const result = await call(api, 'POST', 'login', {
      body: { email: account.email.toUpperCase(), password: account.password, area: 'customer' },
    });
    expect(result.status).toBe(200);
    expect(result.body.data.user_type).toBe('customer');
    expect(result.body.data.user).toMatchObject({
      id: account.userId,
      is_expert: false,
      email: account.email,
    });
    expect(result.body.data.token).not.toBe(account.token);
    expect(result.setCookies.authToken).toBe(result.body.data.token);
    expect(result.setCookies.userType).toBe('customer');
    const profile = await call(api, 'GET', 'customers/profile', { token: result.body.data.token });
    expect(profile.status).toBe(200);
    expect(profile.body.data.id).toBe(account.userId);
  });

  it('defaults to the customer area', async () => {
    const account = await registerCustomer(api);
    const result = await call(api, 'POST', 'login', {
      body: { email: account.email, password: account.password },
    });
    expect(result.status).toBe(200);
    expect(result.body.data.user_type).toBe('customer');
  });

  it('refuses the expert area to an account that is not an expert, in both languages', async () => {
    const account = await registerCustomer(api);
    const en = await call(api, 'POST', 'login', {
      body: { email: account.email, password: account.password, area: 'expert' },
    });
    expect(en.status).toBe(422);
    expect(en.body.data).toEqual({ email: ['This account is not registered as an expert.'] });
    expect(en.setCookieLines).toEqual([]);
    const es = await call(api, 'POST', 'login', {
      body: { email: account.email, password: account.password, area: 'expert' },
      lang: 'es',
    });
    expect(es.body.data).toEqual({ email: ['Esta cuenta no está registrada como experto.'] });
  });

  it('signs an expert in to the expert area (and to the customer area too)', async () => {
    const account = await registerCustomer(api);
    await api.app.db.update(users).set({ isExpert: true }).where(eq(users.id, account.userId));
    const expert = await call(api, 'POST', 'login', {
      body: { email: account.email, password: account.password, area: 'expert' },
    });
    expect(expert.status).toBe(200);
    expect(expert.body.data.user_type).toBe('expert');
    expect(expert.body.data.user.is_expert).toBe(true);
    expect(expert.setCookies.userType).toBe('expert');
    const customer = await call(api, 'POST', 'login', {
      body: { email: account.email, password: account.password, area: 'customer' },
    });
    expect(customer.status).toBe(200);
    expect(customer.body.data.user_type).toBe('customer');
  });

  it('answers a wrong password and an unknown email alike: 422 on email, no session', async () => {
    const account = await registerCustomer(api);
    for (const lang of ['en', 'es'] as const) {
      const wrong = await call(api, 'POST', 'login', {
        body: { email: account.email, password: 'not-the-password' },
        lang,
      });
      const unknown = await call(api, 'POST', 'login', {
        body: { email: `nobody.${lang}@example.test`, password: 'whatever-1' },
        lang,
      });
      for (const result of [wrong, unknown]) {
        expect(result.status).toBe(422);
        expect(result.body).toEqual({
          message: lang === 'en' ? 'The given data was invalid.' : 'Los datos enviados no son válidos.',
          data: { email: [BAD_CREDENTIALS[lang]] },
        });
        expect(result.setCookieLines).toEqual([]);
      }
    }
  });

  it('validates the body in the caller language', async () => {
    const en = await call(api, 'POST', 'login', { body: { email: 'nope', password: '' } });
    expect(en.status).toBe(422);
    expect(en.body.data.email[0]).toBe('Invalid email format');
    expect(en.body.data.password[0]).toBe('Field required');
    const es = await call(api, 'POST', 'login', { body: { email: 'nope', area: 'admin' }, lang: 'es' });
    expect(es.body.data.email[0]).toBe('Formato de correo inválido');
    expect(es.body.data.password[0]).toBe('Campo requerido');
    expect(es.body.data.area[0]).toBe('Valor inválido');
  });

  it('rate-limits attempts per address and email with a translated 429', async () => {
    const account = await registerCustomer(api);
    const attempt = (lang: 'en' | 'es' = 'en', email = account.email) =>
      call(api, 'POST', 'login', { body: { email, password: 'wrong-password' }, lang });
    for (let index = 0; index < 4; index += 1) expect((await attempt()).status).toBe(422);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      message: 'Too many attempts. Try again in a minute.',
      error: { message: 'Too many attempts. Try again in a minute.', code: 'tooManyAttempts' },
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const spanish = await attempt('es');
    expect(spanish.status).toBe(429);
    expect(spanish.body.message).toBe('Demasiados intentos. Inténtalo de nuevo en un minuto.');
    // Even the right password waits out the window…
    const right = await call(api, 'POST', 'login', {
      body: { email: account.email, password: account.password },
    });
    expect(right.status).toBe(429);
    // …while another account from the same address is not held back.
    const other = await registerCustomer(api);
    const otherLogin = await call(api, 'POST', 'login', {
      body: { email: other.email, password: other.password },
    });
    expect(otherLogin.status).toBe(200);
  });
});
