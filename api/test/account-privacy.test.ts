import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings, notifications, posts, subcategories, users } from '../src/db/schema/index.ts';
import { notify } from '../src/notifications/notify.ts';
import {
  type BookingEnvironment,
  makeCustomer,
  makeExpert,
  startBookingEnvironment,
} from './booking-harness.ts';
import { insertMeeting } from './experts-fixtures.ts';
import { call, readMailbox, registerCustomer, type TestAccount } from './harness.ts';
import { png } from './media-fixtures.ts';
import { elementsCard } from './payments-harness.ts';

let env: BookingEnvironment;

beforeAll(async () => {
  env = await startBookingEnvironment();
}, 120_000);
afterAll(async () => env?.close());

async function uploadPhoto(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png(16))], { type: 'image/png' }), 'me.png');
  const response = await fetch(`${env.api.url}/api/v1/file-upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: { file: string } };
  return body.data.file;
}

/** A customer who signed up with a password, saved a card, set a photo, wrote a post and met an expert. */
async function busyCustomer() {
  const ana = await registerCustomer(env.api);
  const card = await elementsCard(env.stripeUrl, '4242424242424242');
  const saved = await call(env.api, 'POST', 'customers/profile/payment-methods', {
    token: ana.token,
    body: { name: 'Ana Card', card_token: card },
  });
  expect(saved.status).toBe(201);
  const photo = await uploadPhoto(ana.token);
  await call(env.api, 'PUT', 'customers/profile', { token: ana.token, body: { profile_picture: photo } });
  const expert = await makeExpert(env.api);
  const past = await insertMeeting(env.api, {
    expertId: expert.id,
    customerId: ana.userId,
    startsAt: new Date(Date.now() - 3 * 86_400_000),
    finishedAt: new Date(Date.now() - 3 * 86_400_000 + 1_800_000),
  });
  await notify(env.api.app, expert.id, 'meeting.booked', {
    meet_id: past.id,
    expert_id: expert.id,
    expert_name: 'Experta Tester',
    customer_id: ana.userId,
    customer_name: 'Lucía Pérez',
  });
  await notify(env.api.app, expert.id, 'meeting.finished', { meet_id: past.id, name: 'Lucía Pérez' });
  const [subcategory] = await env.api.app.db.select().from(subcategories).limit(1);
  if (!subcategory) throw new Error('no catalogue');
  await env.api.app.db.insert(posts).values({
    customerId: ana.userId,
    title: 'Need advice on a lease',
    content: 'My landlord wants to raise the rent mid-contract.',
    categoryId: subcategory.categoryId,
    subcategoryId: subcategory.id,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { ana, card: saved.body.data.id as string, photo, expert, past };
}

describe('the account page: download my data', () => {
  it('answers a JSON file of the profile, meetings, posts and cards (brand and last 4), and nothing secret', async () => {
    const { ana, card, photo, expert, past } = await busyCustomer();
    const response = await fetch(`${env.api.url}/api/v1/account/data`, {
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="expertia-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({
      email: ana.email,
      first_name: 'Lucía',
      last_name: 'Pérez',
      country: 'ES',
    });
    expect(data.meetings).toEqual([
      expect.objectContaining({
        id: past.id,
        as: 'customer',
        with: expect.stringContaining('Experta'),
        state: 'confirmed',
      }),
    ]);
    expect(data.posts).toEqual([expect.objectContaining({ title: 'Need advice on a lease', answers: [] })]);
    expect(data.cards).toEqual([
      {
        brand: 'visa',
        last4: '4242',
        exp_month: 11,
        exp_year: expect.any(Number),
        holder_name: 'Ana Card',
        default: true,
      },
    ]);
    expect(data.uploads).toEqual([expect.objectContaining({ url: photo, type: 'image/png' })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.expert).toBeNull();
    // No session token, password hash or provider id in the file.
    expect(text).not.toContain(ana.token);
    expect(text).not.toContain(card);
    expect(text).not.toMatch(/argon2|password_hash|token_hash|csrf/i);
    expect(expert.id).toBeGreaterThan(0);
  });

  it('is for the signed-in user only', async () => {
    expect((await call(env.api, 'GET', 'account/data')).status).toBe(401);
  });
});

describe('the account page: delete my account', () => {
  const remove = (account: { token: string }, body: Record<string, string>, lang = 'en') =>
    call(env.api, 'DELETE', 'account', { token: account.token, body, headers: { 'accept-language': lang } });

  it('needs the current password, and counts the meetings still to come it would cancel', async () => {
    const { ana, expert } = await busyCustomer();
    expect((await call(env.api, 'GET', 'account', { token: ana.token })).body.data).toEqual({
      email: ana.email,
      has_password: true,
      meetings_to_cancel: 0,
      cancellation_refund: 0,
      meetings_in_progress: 0,
      available_earnings: 0,
    });
    const wrong = await remove(ana, { password: 'not-my-password' }, 'es');
    expect(wrong.status).toBe(422);
    expect(wrong.body.data.password).toEqual(['La contraseña actual es incorrecta.']);

    const next = await insertMeeting(env.api, {
      expertId: expert.id,
      customerId: ana.userId,
      startsAt: new Date(Date.now() + 2 * 86_400_000),
    });
    // What deleting does to it is account-delete-meetings.test.ts's subject.
    expect((await call(env.api, 'GET', 'account', { token: ana.token })).body.data.meetings_to_cancel).toBe(
      1,
    );
    await env.api.app.db.update(meetings).set({ state: 'released' }).where(eq(meetings.id, next.id));
  });

  it('revokes the sessions, erases the person, detaches the cards and keeps the meetings anonymised', async () => {
    const { ana, card, photo, expert, past } = await busyCustomer();
    const deleted = await remove(ana, { password: ana.password });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Your account has been deleted.');
    expect(deleted.setCookies.authToken).toBe('');

    // Signed out everywhere, and the old email and password no longer sign in.
    expect((await call(env.api, 'GET', 'customers/profile', { token: ana.token })).status).toBe(401);
    const login = await call(env.api, 'POST', 'login', {
      body: { email: ana.email, password: ana.password, area: 'customer' },
    });
    expect(login.status).toBe(422);

    const { db } = env.api.app;
    const [row] = await db.select().from(users).where(eq(users.id, ana.userId));
    expect(row).toMatchObject({
      email: `deleted-${ana.userId}@deleted.invalid`,
      passwordHash: null,
      firstName: '',
      lastName: '',
      phoneNumber: null,
      countryCode: null,
      profilePicture: null,
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    // The meeting stays for the expert's earnings, without the customer's name in the expert's inbox.
    const [meeting] = await db.select().from(meetings).where(eq(meetings.id, past.id));
    expect(meeting?.customerId).toBe(ana.userId);
    const told = await db
      .select({ type: notifications.type, data: notifications.data })
      .from(notifications)
      .where(eq(notifications.userId, expert.id))
      .orderBy(notifications.id);
    expect(told).toEqual([
      {
        type: 'meeting.booked',
        data: {
          meet_id: past.id,
          expert_id: expert.id,
          expert_name: 'Experta Tester',
          customer_id: ana.userId,
          customer_name: '',
        },
      },
      { type: 'meeting.finished', data: { meet_id: past.id, name: '' } },
    ]);
    expect(await db.select().from(posts).where(eq(posts.customerId, ana.userId))).toEqual([]);
    // The card is detached at the provider, and the photo is gone from storage.
    expect(env.standIn.core.store.get('payment_methods', card)?.customer).toBeNull();
    expect((await fetch(`${env.api.url}${photo}`)).status).toBe(404);
    // The last mail goes to the address the account had.
    const mails = await readMailbox(env.api);
    expect(mails.filter((mail) => mail.to[0]?.address === ana.email).map((mail) => mail.subject)).toContain(
      'Your account has been deleted',
    );
  });

  it('an account without a password confirms with its email', async () => {
    const social = await makeCustomer(env);
    const status = await call(env.api, 'GET', 'account', { token: social.token });
    expect(status.body.data.has_password).toBe(false);
    const wrong = await remove(social, { email: 'someone@else.test' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.data.email).toEqual(['Type the email address of this account.']);
    const right = await remove(social, { email: ` ${String(status.body.data.email).toUpperCase()} ` });
    expect(right.status).toBe(200);
  });

  it('an expert is told the earnings not requested yet; the profile leaves the search and its page', async () => {
    const expert = await makeExpert(env.api);
    const { ana } = await busyCustomer();
    await insertMeeting(env.api, {
      expertId: expert.id,
      customerId: ana.userId,
      startsAt: new Date(Date.now() - 2 * 86_400_000),
    });
    const status = await call(env.api, 'GET', 'account', { token: expert.token });
    expect(status.body.data.available_earnings).toBe(50);
    const account = { token: expert.token } satisfies Pick<TestAccount, 'token'>;
    const [user] = await env.api.app.db.select().from(users).where(eq(users.id, expert.id));
    expect((await call(env.api, 'GET', `experts/${expert.id}`)).status).toBe(200);
    expect((await remove(account, { email: user?.email ?? '' })).status).toBe(200);
    expect((await call(env.api, 'GET', `experts/${expert.id}`)).status).toBe(404);
  });
});
