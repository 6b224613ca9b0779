import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, emailChanges, users } from '../src/db/schema/index.ts';
import { registerExpert } from './experts-fixtures.ts';
import {
  call,
  readMailbox,
  registerCustomer,
  startTestApi,
  type TestAccount,
  type TestApi,
} from './harness.ts';

/**
 * Changing an account's email (PUT /experts/profile with another email): the current password
 * first, nothing changed until the link mailed to the new address is opened, the same answer
 * whether that address is free or another account's, and both addresses told.
 */
describe('changing the email of an account', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seedDemoData: false, loginRateLimit: 4, trustProxy: true });
  });
  afterAll(async () => api.close());

  let addresses = 0;
  /** A client address of its own for each call, so only the per-user count adds up. */
  const newAddress = () => {
    addresses += 1;
    return `192.0.2.${addresses}`;
  };

  const save = (account: TestAccount, body: Record<string, unknown>, lang: 'en' | 'es' = 'en') =>
    call(api, 'PUT', 'experts/profile', {
      token: account.token,
      body,
      lang,
      headers: { 'x-forwarded-for': newAddress() },
    });

  const newEmail = (name: string) => `${name}.${Date.now()}.${addresses}@example.test`;

  async function mailsTo(email: string) {
    return (await readMailbox(api)).filter((mail) => mail.to.some((to) => to.address === email));
  }

  /** The confirmation link of the last mail to `email`. */
  async function linkMailedTo(email: string): Promise<URL> {
    const mail = (await mailsTo(email)).at(-1);
    const match = mail && /http:\/\/\S+\/api\/v1\/account\/email-change\?token=\S+/.exec(mail.text);
    if (!match) throw new Error(`no confirmation link mailed to ${email}`);
    return new URL(match[0]);
  }

  const open = (link: URL, lang: 'en' | 'es' = 'en') =>
    fetch(`${api.url}${link.pathname}${link.search}`, { headers: { 'accept-language': lang } });

  const emailOf = async (account: TestAccount) =>
    (await api.app.db.select({ email: users.email }).from(users).where(eq(users.id, account.userId)))[0]
      ?.email;

  it('asks for the current password, in both languages, and changes nothing without the right one', async () => {
    const expert = await registerExpert(api);
    const wanted = newEmail('missing');
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'Field required', 'Campo requerido'],
      [
        { current_password: 'not-my-password' },
        'The current password is incorrect.',
        'La contraseña actual es incorrecta.',
      ],
    ];
    for (const [extra, en, es] of cases) {
      const english = await save(expert, { email: wanted, ...extra });
      expect(english.status).toBe(422);
      expect(english.body.data).toEqual({ current_password: [en] });
      const spanish = await save(expert, { email: wanted, ...extra }, 'es');
      expect(spanish.body.data).toEqual({ current_password: [es] });
    }
    expect(await emailOf(expert)).toBe(expert.email);
    expect(await mailsTo(wanted)).toEqual([]);
    expect(await mailsTo(expert.email)).toEqual([]);
  });

  it('mails a link to the new address and a notice to the current one; the link changes the email once', async () => {
    const expert = await registerExpert(api, { first_name: 'Nora' });
    await call(api, 'PUT', 'account/language', { token: expert.token, body: { locale: 'es' } });
    const wanted = newEmail('nora.new');
    const asked = await save(expert, {
      email: wanted.toUpperCase(),
      current_password: expert.password,
      role: 'Mentor',
    });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(
      `Profile saved. To change your email, open the link we sent to ${wanted}; until then your account keeps its current email.`,
    );
    // The other fields are saved; the email waits for its link.
    expect(asked.body.data).toMatchObject({ email: expert.email, role: 'Mentor' });
    expect(await emailOf(expert)).toBe(expert.email);

    const [notice] = await mailsTo(expert.email);
    expect(notice?.subject).toBe('Se pidió cambiar tu dirección de correo');
    expect(notice?.text).toContain(wanted);
    const [confirm] = await mailsTo(wanted);
    expect(confirm?.subject).toBe('Confirma tu nueva dirección de correo');
    const link = await linkMailedTo(wanted);
    const [stored] = await api.app.db
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.userId, expert.userId));
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toBe(link.searchParams.get('token'));

    const page = await open(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    // In the account's language, whatever the browser's.
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Tu dirección de correo ha cambiado');
    expect(html).toContain(wanted);
    expect(html).toContain('href="/experts/login"');
    expect(await emailOf(expert)).toBe(wanted);
    const changed = (await mailsTo(expert.email)).at(-1);
    expect(changed?.subject).toBe('Tu dirección de correo ha cambiado');
    expect(changed?.text).toContain(wanted);

    const login = (email: string) =>
      call(api, 'POST', 'login', {
        body: { email, password: expert.password },
        headers: { 'x-forwarded-for': newAddress() },
      });
    expect((await login(wanted)).status).toBe(200);
    expect((await login(expert.email)).status).toBe(422);

    const again = await open(link, 'en');
    expect(again.status).toBe(400);
    const spent = await again.text();
    expect(spent).toContain('<html lang="en">');
    expect(spent).toContain('This link does not work');
  });

  it("answers the same when the new address is another account's, tells its owner without a link, and changes nothing", async () => {
    const expert = await registerExpert(api);
    const owner = await registerCustomer(api, { first_name: 'Inés' });
    await call(api, 'PUT', 'account/language', { token: owner.token, body: { locale: 'es' } });
    const free = newEmail('free');
    const toFree = await save(expert, { email: free, current_password: expert.password });
    const toTaken = await save(expert, { email: owner.email, current_password: expert.password });
    expect(toTaken.status).toBe(toFree.status);
    expect(toTaken.headers.get('content-type')).toBe(toFree.headers.get('content-type'));
    expect(toTaken.body.message.replace(owner.email, 'NEW')).toBe(toFree.body.message.replace(free, 'NEW'));
    expect(toTaken.body.data).toEqual(toFree.body.data);

    const [tried] = await mailsTo(owner.email);
    expect(tried?.subject).toBe('Alguien intentó usar tu correo');
    expect(tried?.text).toContain('Hola Inés,');
    expect(tried?.text).not.toMatch(/https?:\/\//);
    // The requester's current address hears of both requests, as for any.
    expect((await mailsTo(expert.email)).map((mail) => mail.subject)).toEqual([
      'A change of your email address was requested',
      'A change of your email address was requested',
    ]);
    expect(await emailOf(expert)).toBe(expert.email);
    expect(await emailOf(owner)).toBe(owner.email);
  });

  it('keeps the newest link only; an expired one, or an address taken meanwhile, changes nothing', async () => {
    const expert = await registerExpert(api);
    const first = newEmail('first');
    await save(expert, { email: first, current_password: expert.password });
    const firstLink = await linkMailedTo(first);
    const second = newEmail('second');
    await save(expert, { email: second, current_password: expert.password });
    const secondLink = await linkMailedTo(second);
    expect((await open(firstLink)).status).toBe(400);

    await api.app.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, expert.userId));
    expect((await open(secondLink)).status).toBe(400);

    const third = newEmail('third');
    await save(expert, { email: third, current_password: expert.password });
    const thirdLink = await linkMailedTo(third);
    await registerCustomer(api, { email: third });
    const taken = await open(thirdLink, 'es');
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain('Este enlace no funciona');
    expect(await emailOf(expert)).toBe(expert.email);
    const bare = await fetch(`${api.url}/api/v1/account/email-change`, {
      headers: { cookie: 'locale=es', 'accept-language': 'en' },
    });
    expect(bare.status).toBe(400);
    // No account to go by: the language of the site's switch, then the browser's.
    expect(await bare.text()).toContain('<html lang="es">');
  });

  it("counts wrong current passwords with the password change's", async () => {
    const expert = await registerExpert(api);
    const wrongChange = () =>
      call(api, 'PUT', 'customers/change-password', {
        token: expert.token,
        headers: { 'x-forwarded-for': newAddress() },
        body: {
          actual_password: 'a-wrong-guess',
          new_password: 'changed-pass-1',
          password_confirmation: 'changed-pass-1',
        },
      });
    const wanted = newEmail('guess');
    expect((await wrongChange()).status).toBe(422);
    expect((await wrongChange()).status).toBe(422);
    expect((await save(expert, { email: wanted, current_password: 'guess-1' })).status).toBe(422);
    expect((await save(expert, { email: wanted, current_password: 'guess-2' })).status).toBe(422);
    const limited = await save(expert, { email: wanted, current_password: expert.password });
    expect(limited.status).toBe(429);
    expect(await mailsTo(wanted)).toEqual([]);
    // Saving the profile without changing the email is not a check of the password.
    expect((await save(expert, { about_me: 'Still here.' })).status).toBe(200);
  });

  it('asks an account without a password for a recent sign-in instead', async () => {
    const expert = await registerExpert(api);
    await api.app.db.update(users).set({ passwordHash: null }).where(eq(users.id, expert.userId));
    const wanted = newEmail('social');
    expect((await save(expert, { email: wanted })).status).toBe(200);
    expect(await linkMailedTo(wanted)).toBeInstanceOf(URL);
    await api.app.db
      .update(authTokens)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(authTokens.userId, expert.userId));
    const stale = await save(expert, { email: newEmail('stale') }, 'es');
    expect(stale.status).toBe(422);
    expect(stale.body.data).toEqual({
      current_password: ['Vuelve a iniciar sesión y cambia tu correo en los 10 minutos siguientes.'],
    });
  });

  it('lets no link of a deleted account work', async () => {
    const expert = await registerExpert(api);
    const wanted = newEmail('gone');
    await save(expert, { email: wanted, current_password: expert.password });
    const link = await linkMailedTo(wanted);
    const deleted = await call(api, 'DELETE', 'account', {
      token: expert.token,
      headers: { 'x-forwarded-for': newAddress() },
      body: { password: expert.password },
    });
    expect(deleted.status).toBe(200);
    expect((await open(link)).status).toBe(400);
    expect(await api.app.db.select().from(users).where(eq(users.email, wanted))).toEqual([]);
  });
});
