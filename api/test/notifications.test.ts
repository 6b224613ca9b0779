import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../src/notifications/notify.ts';
import { call, registerCustomer, startTestApi, type TestApi } from './harness.ts';
import { openSocket } from './realtime-client.ts';

let api: TestApi;
let now = new Date('2026-11-26T09:00:00Z');
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

beforeAll(async () => {
  api = await startTestApi({ seedDemoData: false, jobPollMs: 0 }, { clock: () => now });
}, 180_000);
afterAll(async () => {
  await api?.close();
});

async function withNotifications(types: Parameters<typeof notify>[2][]) {
  const account = await registerCustomer(api);
  const made = [];
  for (const [index, type] of types.entries()) {
    later(1);
    made.push(await notify(api.app, account.userId, type, { n: index }));
  }
  return { account, made };
}

describe('GET /notifications', () => {
  it("lists the caller's notifications newest first with data and pagination meta", async () => {
    const { account, made } = await withNotifications([
      'meeting.booked',
      'meeting.start_soon',
      'post.answered',
    ]);
    const result = await call(api, 'GET', 'notifications', { token: account.token });
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual([...made].reverse());
    expect(result.body.data[0]).toMatchObject({ type: 'post.answered', data: { n: 2 } });
    expect(result.body.data[0].created_at).toBe(now.toISOString());
    expect(result.body.meta).toMatchObject({
      current_page: 1,
      last_page: 1,
      total: 3,
      from: 1,
      to: 3,
      unread: 3,
    });

    const page = await call(api, 'GET', 'notifications?per_page=2&page=2', { token: account.token });
    expect(page.body.data).toEqual([made[0]]);
    expect(page.body.meta).toMatchObject({
      current_page: 2,
      last_page: 2,
      per_page: 2,
      total: 3,
      from: 3,
      to: 3,
    });
  });

  it("never shows another user's notifications", async () => {
    const { account: ana } = await withNotifications(['meeting.booked']);
    const { account: bruno, made } = await withNotifications(['payout.sent', 'plan.renewed']);
    const anas = await call(api, 'GET', 'notifications', { token: ana.token });
    expect(anas.body.data).toHaveLength(1);
    expect(anas.body.data[0].type).toBe('meeting.booked');
    const brunos = await call(api, 'GET', 'notifications', { token: bruno.token });
    expect(brunos.body.data.map((item: { id: number }) => item.id)).toEqual(
      made.map((item) => item.id).reverse(),
    );
  });

  it('an empty list has the meta of an empty page', async () => {
    const fresh = await registerCustomer(api);
    const result = await call(api, 'GET', 'notifications', { token: fresh.token });
    expect(result.body).toEqual({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 20, total: 0, from: null, to: null, unread: 0 },
    });
  });

  it('refuses a bad page size with the field message, in the caller language', async () => {
    const fresh = await registerCustomer(api);
    const english = await call(api, 'GET', 'notifications?per_page=0', { token: fresh.token });
    expect(english.status).toBe(422);
    expect(english.body.data.per_page).toEqual(['Invalid value']);
    const spanish = await call(api, 'GET', 'notifications?page=abc', { token: fresh.token, lang: 'es' });
    expect(spanish.status).toBe(422);
    expect(spanish.body.data.page).toEqual(['Debe ser un número']);
  });

  it('needs a session', async () => {
    expect((await call(api, 'GET', 'notifications')).status).toBe(401);
    expect((await call(api, 'PUT', 'notifications/clear')).status).toBe(401);
    expect((await call(api, 'PUT', 'notifications/read')).status).toBe(401);
  });
});

describe('PUT /notifications/clear', () => {
  it("clears only the caller's notifications, answers a message and tells the caller's sockets", async () => {
    const { account: ana } = await withNotifications(['meeting.booked', 'feedback.received']);
    const { account: bruno } = await withNotifications(['meeting.booked']);
    const socket = openSocket(api, { token: ana.token });
    expect((await socket.next()).type).toBe('ready');

    const cleared = await call(api, 'PUT', 'notifications/clear', { token: ana.token });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ data: { cleared: 2 }, message: 'Notifications cleared' });
    expect(await socket.next()).toEqual({ type: 'notifications.cleared' });

    expect((await call(api, 'GET', 'notifications', { token: ana.token })).body.data).toEqual([]);
    expect((await call(api, 'GET', 'notifications', { token: bruno.token })).body.data).toHaveLength(1);

    // New ones are listed again; the socket gets them as they are made.
    later(1);
    const fresh = await notify(api.app, ana.userId, 'meeting.finished', { meet_id: 4 });
    expect(await socket.next()).toEqual({ type: 'notification', notification: fresh });
    expect((await call(api, 'GET', 'notifications', { token: ana.token })).body.data).toEqual([fresh]);

    const again = await call(api, 'PUT', 'notifications/clear', { token: ana.token, lang: 'es' });
    expect(again.body).toEqual({ data: { cleared: 1 }, message: 'Notificaciones borradas' });
    await socket.close();
  });

  it('with the session cookie it needs the CSRF header', async () => {
    const { account } = await withNotifications(['meeting.booked']);
    const refused = await call(api, 'PUT', 'notifications/clear', { cookies: account.cookies });
    expect(refused.status).toBe(403);
    const accepted = await call(api, 'PUT', 'notifications/clear', {
      cookies: account.cookies,
      csrf: account.csrf,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.cleared).toBe(1);
  });
});

describe('PUT /notifications/read', () => {
  it("marks only the caller's listed notifications read: still listed, no longer unread; their sockets are told", async () => {
    const { account: ana, made } = await withNotifications(['meeting.booked', 'feedback.received']);
    const { account: bruno } = await withNotifications(['meeting.booked']);
    const socket = openSocket(api, { token: ana.token });
    expect((await socket.next()).type).toBe('ready');

    later(2);
    const read = await call(api, 'PUT', 'notifications/read', { token: ana.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ data: { read: 2 } });
    expect(await socket.next()).toEqual({ type: 'notifications.read' });

    const listed = await call(api, 'GET', 'notifications', { token: ana.token });
    expect(listed.body.data.map((item: { id: number }) => item.id)).toEqual(
      made.map((item) => item.id).reverse(),
    );
    expect(
      listed.body.data.every((item: { read_at: string | null }) => item.read_at === now.toISOString()),
    ).toBe(true);
    expect(listed.body.meta).toMatchObject({ total: 2, unread: 0 });
    expect((await call(api, 'GET', 'notifications', { token: bruno.token })).body.meta).toMatchObject({
      total: 1,
      unread: 1,
    });

    // A new one is unread; reading again marks only it, and nothing read is marked twice.
    later(1);
    const fresh = await notify(api.app, ana.userId, 'meeting.finished', { meet_id: 4 });
    expect(fresh.read_at).toBeNull();
    expect(await socket.next()).toEqual({ type: 'notification', notification: fresh });
    expect((await call(api, 'GET', 'notifications', { token: ana.token })).body.meta).toMatchObject({
      total: 3,
      unread: 1,
    });
    expect((await call(api, 'PUT', 'notifications/read', { token: ana.token })).body).toEqual({
      data: { read: 1 },
    });
    expect((await call(api, 'PUT', 'notifications/read', { token: ana.token })).body).toEqual({
      data: { read: 0 },
    });
    await socket.close();
  });
});
