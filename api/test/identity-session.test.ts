import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../src/db/schema/index.ts';
import { call, registerCustomer, startTestApi, type TestApi } from './harness.ts';

const PROFILE_UPDATE = { body: { first_name: 'Marta' } };

describe('sessions: bearer, cookies, CSRF, logout', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seedDemoData: false });
  });
  afterAll(async () => api.close());

  it('answers 401 without a session, and with an unknown token', async () => {
    for (const options of [{}, { token: 'made-up-token' }, { cookies: { authToken: 'made-up-token' } }]) {
      const result = await call(api, 'GET', 'customers/profile', { ...options, lang: 'es' });
      expect(result.status).toBe(401);
      expect(result.body).toEqual({
        message: 'No autenticado.',
        error: { message: 'No autenticado.', code: 'unauthenticated' },
      });
    }
  });

  it('lets a cookie session read without the CSRF header', async () => {
    const account = await registerCustomer(api);
    const result = await call(api, 'GET', 'customers/profile', { cookies: account.cookies });
    expect(result.status).toBe(200);
    expect(result.body.data.id).toBe(account.userId);
  });

  it('refuses an unsafe cookie call without the CSRF header, or with a wrong one', async () => {
    const account = await registerCustomer(api);
    const missing = await call(api, 'PUT', 'customers/profile', {
      ...PROFILE_UPDATE,
      cookies: account.cookies,
    });
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({
      message: 'The page has expired, please reload and try again.',
      error: { message: 'The page has expired, please reload and try again.', code: 'csrfFailed' },
    });
    const wrong = await call(api, 'PUT', 'customers/profile', {
      ...PROFILE_UPDATE,
      cookies: account.cookies,
      csrf: `${account.csrf}x`,
      lang: 'es',
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('La página ha expirado, recárgala e inténtalo de nuevo.');
    const profile = await call(api, 'GET', 'customers/profile', { token: account.token });
    expect(profile.body.data.first_name).toBe('Lucía');
  });

  it('accepts an unsafe cookie call carrying its CSRF token', async () => {
    const account = await registerCustomer(api);
    const result = await call(api, 'PUT', 'customers/profile', {
      ...PROFILE_UPDATE,
      cookies: account.cookies,
      csrf: account.csrf,
    });
    expect(result.status).toBe(200);
    expect(result.body.data.first_name).toBe('Marta');
  });

  it("does not accept another session's CSRF token", async () => {
    const first = await registerCustomer(api);
    const second = await registerCustomer(api);
    const result = await call(api, 'PUT', 'customers/profile', {
      ...PROFILE_UPDATE,
      cookies: first.cookies,
      csrf: second.csrf,
    });
    expect(result.status).toBe(403);
  });

  it('exempts bearer calls from CSRF, and the bearer header wins over a cookie', async () => {
    const account = await registerCustomer(api);
    const other = await registerCustomer(api);
    const result = await call(api, 'PUT', 'customers/profile', {
      ...PROFILE_UPDATE,
      token: account.token,
      cookies: other.cookies,
    });
    expect(result.status).toBe(200);
    expect(result.body.data.id).toBe(account.userId);
  });

  it('logout revokes the session and clears the cookies', async () => {
    const account = await registerCustomer(api);
    const result = await call(api, 'POST', 'logout', {
      cookies: account.cookies,
      csrf: account.csrf,
      lang: 'es',
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ data: null, message: 'Sesión cerrada' });
    for (const name of ['authToken', 'csrfToken', 'userType', 'isAccountExpert']) {
      expect(result.setCookies[name]).toBe('');
      const line = result.setCookieLines.find((item) => item.startsWith(`${name}=`));
      expect(line).toMatch(/Expires=Thu, 01 Jan 1970/);
    }
    for (const options of [{ token: account.token }, { cookies: account.cookies }]) {
      expect((await call(api, 'GET', 'customers/profile', options)).status).toBe(401);
    }
    const [row] = await api.app.db.select().from(authTokens).where(eq(authTokens.userId, account.userId));
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it('logout by bearer revokes only that session', async () => {
    const account = await registerCustomer(api);
    const login = await call(api, 'POST', 'login', {
      body: { email: account.email, password: account.password },
    });
    const second = login.body.data.token as string;
    expect((await call(api, 'POST', 'logout', { token: account.token })).status).toBe(200);
    expect((await call(api, 'GET', 'customers/profile', { token: account.token })).status).toBe(401);
    expect((await call(api, 'GET', 'customers/profile', { token: second })).status).toBe(200);
  });

  it('logout refuses a cookie session without its CSRF token and keeps it alive', async () => {
    const account = await registerCustomer(api);
    const result = await call(api, 'POST', 'logout', { cookies: account.cookies });
    expect(result.status).toBe(403);
    expect((await call(api, 'GET', 'customers/profile', { token: account.token })).status).toBe(200);
  });

  it('accepts a bodiless logout sent with a JSON content type', async () => {
    const account = await registerCustomer(api);
    const result = await call(api, 'POST', 'logout', {
      token: account.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(result.status).toBe(200);
    expect((await call(api, 'GET', 'customers/profile', { token: account.token })).status).toBe(401);
  });

  it('answers malformed JSON with a translated 400', async () => {
    const result = await call(api, 'POST', 'login', { body: '{"email":', lang: 'es' });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('Valor inválido');
    expect(result.body.error.message).toBe('Valor inválido');
  });

  it('logout without a session still clears the cookies', async () => {
    const result = await call(api, 'POST', 'logout');
    expect(result.status).toBe(200);
    expect(result.setCookies.authToken).toBe('');
  });

  it('ends an expired session', async () => {
    const account = await registerCustomer(api);
    await api.app.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, account.userId));
    expect((await call(api, 'GET', 'customers/profile', { token: account.token })).status).toBe(401);
  });

  it('slides the expiry of a session in use and renews its cookies', async () => {
    const account = await registerCustomer(api);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    const soon = new Date(Date.now() + 3600 * 1000);
    await api.app.db
      .update(authTokens)
      .set({ lastUsedAt: twoDaysAgo, expiresAt: soon })
      .where(eq(authTokens.userId, account.userId));
    const result = await call(api, 'GET', 'customers/profile', { cookies: account.cookies });
    expect(result.status).toBe(200);
    expect(result.setCookies.authToken).toBe(account.token);
    const [row] = await api.app.db.select().from(authTokens).where(eq(authTokens.userId, account.userId));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });
});
