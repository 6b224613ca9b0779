import { describe, expect, it } from 'vitest';
import { prepareMeeting } from '../src/meetings/prepare.ts';
import { call, readMailbox, registerCustomer, type TestAccount } from './harness.ts';
import { mailParties, mailsTo } from './invite-fixtures.ts';
import { insertMeeting } from './meetings-fixtures.ts';

// An expert in Madrid (Spanish by country) and a customer in New York (English by country).
const parties = mailParties();

const chooseLanguage = (account: TestAccount, locale: unknown) =>
  call(parties.env.api, 'PUT', 'account/language', { token: account.token, body: { locale } });

describe("the account's language", () => {
  it('is the one chosen on the switch for the mails about a meeting, whatever the country', async () => {
    expect((await chooseLanguage(parties.expert, 'en')).status).toBe(200);
    expect((await chooseLanguage(parties.customer, 'es')).status).toBe(200);
    const meeting = await insertMeeting(parties.env.api, {
      expert: parties.expert,
      customer: parties.customer,
      startsAt: '2027-01-07T15:00:00Z',
    });
    await prepareMeeting(parties.env.api.app, meeting.id);
    await parties.env.api.app.jobs.runDue();

    const [toExpert] = await mailsTo(parties.env.api, parties.expert.email);
    expect(toExpert?.subject).toBe('Your meeting with Ann Lee is booked');
    expect(toExpert?.text).toMatch(/Thursday, January 7, 2027, 4:00\s–\s4:30\sPM \(Europe\/Madrid\)/);
    const [toCustomer] = await mailsTo(parties.env.api, parties.customer.email);
    expect(toCustomer?.subject).toBe('Tu reunión con Jorge Núñez está reservada');
    expect(toCustomer?.text).toContain('jueves, 7 de enero de 2027, 10:00–10:30 (America/New_York)');
  });

  it('is the one of the password reset and account deleted mails, not the asking page', async () => {
    const { api } = parties.env;
    const account = await registerCustomer(api, { country: 'US', timezone: 'America/New_York' });
    expect((await chooseLanguage(account, 'es')).body).toEqual({ data: { locale: 'es' } });
    await call(api, 'POST', 'forgot-password', { body: { email: account.email }, lang: 'en' });
    const deleted = await call(api, 'DELETE', 'account', {
      token: account.token,
      body: { password: account.password },
      lang: 'en',
    });
    expect(deleted.status).toBe(200);
    const subjects = (await readMailbox(api))
      .filter((mail) => mail.to.some((to) => to.address === account.email))
      .map((mail) => mail.subject);
    expect(subjects).toEqual(['Restablece tu contraseña', 'Tu cuenta ha sido eliminada']);
  });

  it('takes only en or es, from a signed-in caller, in the caller’s language', async () => {
    const refused = await call(parties.env.api, 'PUT', 'account/language', {
      token: parties.customer.token,
      body: { locale: 'fr' },
      lang: 'es',
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.data)).toEqual(['locale']);
    const guest = await call(parties.env.api, 'PUT', 'account/language', { body: { locale: 'es' } });
    expect(guest.status).toBe(401);
  });
});
