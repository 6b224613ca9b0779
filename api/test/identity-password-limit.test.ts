import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerCustomer, startTestApi, type TestAccount, type TestApi } from './harness.ts';

/**
 * A signed-in caller's guesses at the account's password: counted like login's (here 4 a minute),
 * per user and per client address, one count for every route that checks it. The client address
 * is read from X-Forwarded-For (a trusted proxy), so each test has addresses of its own.
 */
describe('checks of the password by a signed-in caller', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seedDemoData: false, loginRateLimit: 4, trustProxy: true });
  });
  afterAll(async () => api.close());

  let addresses = 0;
  const newAddress = () => {
    addresses += 1;
    return `203.0.113.${addresses}`;
  };

  const wrongChange = (
    account: TestAccount,
    address: string,
    lang: 'en' | 'es' = 'en',
    token = account.token,
  ) =>
    call(api, 'PUT', 'customers/change-password', {
      token,
      lang,
      headers: { 'x-forwarded-for': address },
      body: {
        actual_password: 'a-wrong-guess',
        new_password: 'changed-pass-1',
        password_confirmation: 'changed-pass-1',
      },
    });

  it('refuses a fifth wrong current password within the minute with a translated 429, even the right one', async () => {
    const account = await registerCustomer(api);
    const address = newAddress();
    for (let index = 0; index < 4; index += 1) expect((await wrongChange(account, address)).status).toBe(422);
    const limited = await wrongChange(account, address);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      message: 'Too many attempts. Try again in a minute.',
      error: { message: 'Too many attempts. Try again in a minute.', code: 'tooManyAttempts' },
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const spanish = await wrongChange(account, address, 'es');
    expect(spanish.status).toBe(429);
    expect(spanish.body.message).toBe('Demasiados intentos. Inténtalo de nuevo en un minuto.');
    const right = await call(api, 'PUT', 'customers/change-password', {
      token: account.token,
      headers: { 'x-forwarded-for': address },
      body: {
        actual_password: account.password,
        new_password: 'changed-pass-1',
        password_confirmation: 'changed-pass-1',
      },
    });
    expect(right.status).toBe(429);
  });

  it('counts per user, whatever the session and the address', async () => {
    const account = await registerCustomer(api);
    const other = await call(api, 'POST', 'login', {
      body: { email: account.email, password: account.password },
    });
    const tokens = [account.token, other.body.data.token as string];
    for (let index = 0; index < 4; index += 1) {
      expect((await wrongChange(account, newAddress(), 'en', tokens[index % 2])).status).toBe(422);
    }
    expect((await wrongChange(account, newAddress(), 'en', other.body.data.token)).status).toBe(429);
  });

  it('counts per client address, whatever the user', async () => {
    const address = newAddress();
    for (let index = 0; index < 4; index += 1) {
      expect((await wrongChange(await registerCustomer(api), address)).status).toBe(422);
    }
    expect((await wrongChange(await registerCustomer(api), address)).status).toBe(429);
    expect((await wrongChange(await registerCustomer(api), newAddress())).status).toBe(422);
  });

  it('shares one count with deleting the account', async () => {
    const account = await registerCustomer(api);
    const remove = () =>
      call(api, 'DELETE', 'account', {
        token: account.token,
        headers: { 'x-forwarded-for': newAddress() },
        body: { password: 'a-wrong-guess' },
      });
    expect((await wrongChange(account, newAddress())).status).toBe(422);
    expect((await wrongChange(account, newAddress())).status).toBe(422);
    expect((await remove()).status).toBe(422);
    expect((await remove()).status).toBe(422);
    expect((await wrongChange(account, newAddress())).status).toBe(429);
    expect((await remove()).status).toBe(429);
  });
});
