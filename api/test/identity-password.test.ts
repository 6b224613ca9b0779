import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordResets } from '../src/db/schema/index.ts';
import { call, readMailbox, registerCustomer, startTestApi, type TestApi } from './harness.ts';

const NEUTRAL = {
  en: 'If the email is registered, we have sent a link to reset the password.',
  es: 'Si el correo está registrado, te enviamos un enlace para restablecer la contraseña.',
};
const BAD_LINK = {
  en: 'This password reset link is invalid or has expired.',
  es: 'Este enlace para restablecer la contraseña no es válido o ha expirado.',
};

/** The reset link of the newest mail to `email` in the dev mailbox. */
async function resetLinkFor(api: TestApi, email: string) {
  const mails = (await readMailbox(api)).filter((mail) => mail.to.some((to) => to.address === email));
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  const match = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail.text);
  if (!match) throw new Error('no link in the mail');
  return { mail, link: new URL(match[0]) };
}

describe('forgot password and reset', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seedDemoData: false, publicUrl: 'https://marketplace.example' });
  });
  afterAll(async () => api.close());

  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const account = await registerCustomer(api);
    const before = (await readMailbox(api)).length;
    for (const lang of ['en', 'es'] as const) {
      const known = await call(api, 'POST', 'forgot-password', { body: { email: account.email }, lang });
      const unknown = await call(api, 'POST', 'forgot-password', {
        body: { email: `ghost.${lang}@example.test` },
        lang,
      });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(known.body).toEqual({ data: null, message: NEUTRAL[lang] });
      expect(unknown.body).toEqual(known.body);
    }
    const mails = await readMailbox(api);
    expect(mails.length - before).toBe(2);
    for (const mail of mails.slice(before)) expect(mail.to).toEqual([{ address: account.email, name: '' }]);
    expect(mails.at(-1)?.subject).toBe('Restablece tu contraseña');
    expect(mails.at(-2)?.subject).toBe('Reset your password');
  });

  it('validates the email', async () => {
    const result = await call(api, 'POST', 'forgot-password', { body: { email: 'nope' }, lang: 'es' });
    expect(result.status).toBe(422);
    expect(result.body.data.email[0]).toBe('Formato de correo inválido');
  });

  it('resets the password through the mailed link, once, and signs the account out everywhere', async () => {
    const account = await registerCustomer(api);
    await call(api, 'POST', 'forgot-password', { body: { email: account.email } });
    const { mail, link } = await resetLinkFor(api, account.email);
    expect(link.origin).toBe('https://marketplace.example');
    expect(link.searchParams.get('email')).toBe(account.email);
    expect(mail.html).toContain('href="https://marketplace.example/reset-password?');
    const token = link.searchParams.get('token') ?? '';
    const [stored] = await api.app.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, account.userId));
    expect(stored?.tokenHash).toHaveLength(64);
    expect(stored?.tokenHash).not.toBe(token);

    const body = {
      token,
      email: account.email,
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    };
    const reset = await call(api, 'PUT', 'forgot-password/reset', { body, lang: 'es' });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ data: null, message: 'Tu contraseña ha sido restablecida.' });

    expect((await call(api, 'GET', 'customers/profile', { token: account.token })).status).toBe(401);
    const oldLogin = await call(api, 'POST', 'login', {
      body: { email: account.email, password: account.password },
    });
    expect(oldLogin.status).toBe(422);
    const newLogin = await call(api, 'POST', 'login', {
      body: { email: account.email, password: 'brand-new-pass' },
    });
    expect(newLogin.status).toBe(200);

    const again = await call(api, 'PUT', 'forgot-password/reset', {
      body: { ...body, password: 'third-password', password_confirmation: 'third-password' },
    });
    expect(again.status).toBe(422);
    expect(again.body.data).toEqual({ token: [BAD_LINK.en] });
  });

  it('spends every open link of the account when one is used', async () => {
    const account = await registerCustomer(api);
    await call(api, 'POST', 'forgot-password', { body: { email: account.email } });
    const first = (await resetLinkFor(api, account.email)).link.searchParams.get('token');
    await call(api, 'POST', 'forgot-password', { body: { email: account.email } });
    const second = (await resetLinkFor(api, account.email)).link.searchParams.get('token');
    expect(first).not.toBe(second);
    const body = { email: account.email, password: 'new-pass-123', password_confirmation: 'new-pass-123' };
    expect(
      (await call(api, 'PUT', 'forgot-password/reset', { body: { ...body, token: second } })).status,
    ).toBe(200);
    expect(
      (await call(api, 'PUT', 'forgot-password/reset', { body: { ...body, token: first } })).status,
    ).toBe(422);
  });

  describe('refusals', () => {
    let account: Awaited<ReturnType<typeof registerCustomer>>;
    let token: string;
    beforeEach(async () => {
      account = await registerCustomer(api);
      await call(api, 'POST', 'forgot-password', { body: { email: account.email } });
      token = (await resetLinkFor(api, account.email)).link.searchParams.get('token') ?? '';
    });
    const body = () => ({
      token,
      email: account.email,
      password: 'new-pass-123',
      password_confirmation: 'new-pass-123',
    });

    it('refuses an unknown token in both languages', async () => {
      for (const lang of ['en', 'es'] as const) {
        const result = await call(api, 'PUT', 'forgot-password/reset', {
          body: { ...body(), token: 'forged' },
          lang,
        });
        expect(result.status).toBe(422);
        expect(result.body.data).toEqual({ token: [BAD_LINK[lang]] });
      }
    });

    it('refuses the token with another email, and keeps it usable', async () => {
      const result = await call(api, 'PUT', 'forgot-password/reset', {
        body: { ...body(), email: 'someone.else@example.test' },
      });
      expect(result.status).toBe(422);
      expect((await call(api, 'PUT', 'forgot-password/reset', { body: body() })).status).toBe(200);
    });

    it('refuses a token older than 60 minutes', async () => {
      await api.app.db
        .update(passwordResets)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResets.userId, account.userId));
      const result = await call(api, 'PUT', 'forgot-password/reset', { body: body() });
      expect(result.status).toBe(422);
      expect(result.body.data).toEqual({ token: [BAD_LINK.en] });
    });

    it('validates the new password', async () => {
      const short = await call(api, 'PUT', 'forgot-password/reset', {
        body: { ...body(), password: 'short', password_confirmation: 'short' },
        lang: 'es',
      });
      expect(short.status).toBe(422);
      expect(short.body.data.password[0]).toBe('Debe tener mínimo 8 caracteres');
      const mismatch = await call(api, 'PUT', 'forgot-password/reset', {
        body: { ...body(), password_confirmation: 'different-one' },
      });
      expect(mismatch.body.data.password_confirmation[0]).toBe(
        'The passwords do not match, please enter them again.',
      );
      const missing = await call(api, 'PUT', 'forgot-password/reset', {
        body: { ...body(), token: undefined },
      });
      expect(missing.body.data.token[0]).toBe(BAD_LINK.en);
    });
  });
});

describe('PUT /customers/change-password', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seedDemoData: false });
  });
  afterAll(async () => api.close());

  const change = (token: string, body: Record<string, unknown>, lang?: 'en' | 'es') =>
    call(api, 'PUT', 'customers/change-password', { token, body, lang });

  it('changes the password when the current one matches, and signs out the other sessions', async () => {
    const account = await registerCustomer(api);
    const other = await call(api, 'POST', 'login', {
      body: { email: account.email, password: account.password },
    });
    const result = await change(
      account.token,
      {
        actual_password: account.password,
        new_password: 'changed-pass-1',
        password_confirmation: 'changed-pass-1',
      },
      'es',
    );
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ data: null, message: 'Contraseña cambiada con éxito' });
    expect((await call(api, 'GET', 'customers/profile', { token: account.token })).status).toBe(200);
    expect((await call(api, 'GET', 'customers/profile', { token: other.body.data.token })).status).toBe(401);
    const login = await call(api, 'POST', 'login', {
      body: { email: account.email, password: 'changed-pass-1' },
    });
    expect(login.status).toBe(200);
    const old = await call(api, 'POST', 'login', {
      body: { email: account.email, password: account.password },
    });
    expect(old.status).toBe(422);
  });

  it('answers the English success message', async () => {
    const account = await registerCustomer(api);
    const result = await change(account.token, {
      actual_password: account.password,
      new_password: 'changed-pass-2',
      password_confirmation: 'changed-pass-2',
    });
    expect(result.body.message).toBe('Password changed successfully');
  });

  it('refuses a wrong current password', async () => {
    const account = await registerCustomer(api);
    const body = {
      actual_password: 'not-mine-1',
      new_password: 'changed-pass-1',
      password_confirmation: 'changed-pass-1',
    };
    const en = await change(account.token, body);
    expect(en.status).toBe(422);
    expect(en.body.data).toEqual({ actual_password: ['The current password is incorrect.'] });
    const es = await change(account.token, body, 'es');
    expect(es.body.data).toEqual({ actual_password: ['La contraseña actual es incorrecta.'] });
  });

  const rules: [string, Record<string, unknown>, string, string][] = [
    ['new_password', { new_password: '' }, 'Field required', 'Campo requerido'],
    [
      'new_password',
      { new_password: 'short', password_confirmation: 'short' },
      'Password must be at least 8 characters long',
      'La contraseña debe tener al menos 8 caracteres',
    ],
    ['password_confirmation', { password_confirmation: undefined }, 'Field required', 'Campo requerido'],
    [
      'password_confirmation',
      { password_confirmation: 'different-1' },
      'The passwords do not match, please enter them again.',
      'Las contraseñas no coinciden, por favor ingrésalas de nuevo.',
    ],
  ];

  it.each(rules)('validates %s (%j) in both languages', async (field, override, en, es) => {
    const account = await registerCustomer(api);
    const body = {
      actual_password: account.password,
      new_password: 'changed-pass-1',
      password_confirmation: 'changed-pass-1',
      ...override,
    };
    for (const [lang, message] of [
      ['en', en],
      ['es', es],
    ] as const) {
      const result = await change(account.token, body, lang);
      expect(result.status).toBe(422);
      expect(result.body.data[field][0]).toBe(message);
    }
    const login = await call(api, 'POST', 'login', {
      body: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(200);
  });

  it('needs a session', async () => {
    const result = await call(api, 'PUT', 'customers/change-password', { body: {} });
    expect(result.status).toBe(401);
  });
});
