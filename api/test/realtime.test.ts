import { REALTIME_CLOSE } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../src/notifications/notify.ts';
import { createRedisBus } from '../src/realtime/bus.ts';
import { call, registerCustomer, startTestApi, type TestAccount, type TestApi } from './harness.ts';
import { openSocket, upgradeRefusal } from './realtime-client.ts';

let api: TestApi;
let ana: TestAccount;
let bruno: TestAccount;

beforeAll(async () => {
  api = await startTestApi({
    seedDemoData: false,
    jobPollMs: 0,
    publicUrl: 'https://app.example.test',
    realtimePingMs: 100,
  });
  ana = await registerCustomer(api);
  bruno = await registerCustomer(api);
}, 180_000);
afterAll(async () => {
  await api?.close();
});

describe('GET /realtime (WebSocket)', () => {
  it('with a bearer header: ready, then the notifications made for the user', async () => {
    const client = openSocket(api, { token: ana.token });
    expect(await client.next()).toEqual({ type: 'ready', user_id: ana.userId });
    const stored = await notify(api.app, ana.userId, 'post.answered', { post_id: 3 });
    expect(await client.next()).toEqual({ type: 'notification', notification: stored });
    expect(stored).toMatchObject({ type: 'post.answered', data: { post_id: 3 } });
    await client.close();
  });

  it('every event published to the user reaches each of their sockets', async () => {
    const tabs = [openSocket(api, { token: ana.token }), openSocket(api, { token: ana.token })];
    for (const tab of tabs) expect((await tab.next()).type).toBe('ready');
    await api.app.bus.publish(ana.userId, { type: 'meeting.status', meet_id: 9, status: 'start soon' });
    for (const tab of tabs) {
      expect(await tab.next()).toEqual({ type: 'meeting.status', meet_id: 9, status: 'start soon' });
    }
    await Promise.all(tabs.map((tab) => tab.close()));
  });

  it("another user's events never reach the socket", async () => {
    const brunos = openSocket(api, { token: bruno.token });
    expect((await brunos.next()).type).toBe('ready');
    await notify(api.app, ana.userId, 'meeting.booked', { meet_id: 1 });
    await api.app.bus.publish(ana.userId, { type: 'notifications.cleared' });
    await api.app.bus.publish(bruno.userId, { type: 'meeting.extended', meet_id: 2, ends_at: 'x' });
    // Events of one publisher arrive in order: had Ana's reached Bruno, they would come first.
    expect(await brunos.next()).toEqual({ type: 'meeting.extended', meet_id: 2, ends_at: 'x' });
    await brunos.close();
  });

  it('with the session cookie from the public origin', async () => {
    const client = openSocket(api, {
      cookies: { authToken: ana.cookies.authToken ?? '' },
      origin: 'https://app.example.test',
    });
    expect(await client.next()).toEqual({ type: 'ready', user_id: ana.userId });
    await client.close();
  });

  it('refuses the session cookie sent from another origin (cross-site WebSocket hijacking)', async () => {
    expect(
      await upgradeRefusal(api, {
        cookies: { authToken: ana.cookies.authToken ?? '' },
        origin: 'https://evil.example',
      }),
    ).toBe(403);
  });

  it('takes the token as the subprotocols `bearer, <token>` and answers the `bearer` subprotocol', async () => {
    const client = openSocket(api, { protocols: ['bearer', ana.token] });
    expect(await client.next()).toEqual({ type: 'ready', user_id: ana.userId });
    expect(client.socket.protocol).toBe('bearer');
    await client.close();
  });

  it('closes with 4401 without a valid session', async () => {
    for (const options of [{}, { token: 'forged' }, { protocols: ['bearer', 'forged'] }]) {
      const client = openSocket(api, options);
      expect((await client.closed).code).toBe(REALTIME_CLOSE.unauthenticated);
    }
  });

  it('closes with 4401 after sign-out', async () => {
    const carla = await registerCustomer(api);
    expect((await call(api, 'POST', 'logout', { token: carla.token })).status).toBe(200);
    const client = openSocket(api, { token: carla.token });
    expect((await client.closed).code).toBe(REALTIME_CLOSE.unauthenticated);
  });

  it('answers a ping with a pong', async () => {
    const client = openSocket(api, { token: bruno.token });
    expect((await client.next()).type).toBe('ready');
    client.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await client.next()).toEqual({ type: 'pong' });
    await client.close();
  });

  it('a plain GET answers 426 with the agreed error shape, in the caller language', async () => {
    const english = await call(api, 'GET', 'realtime', { token: ana.token });
    expect(english.status).toBe(426);
    expect(english.body.error.message).toBe(english.body.message);
    expect(english.body.message).toMatch(/WebSocket/);
    const spanish = await call(api, 'GET', 'realtime', { lang: 'es' });
    expect(spanish.body.message).toMatch(/^Esta dirección acepta una conexión WebSocket/);
  });

  it('an open socket is closed with 4401 once its session is signed out', async () => {
    const elena = await registerCustomer(api);
    const client = openSocket(api, { token: elena.token });
    expect((await client.next()).type).toBe('ready');
    expect((await call(api, 'POST', 'logout', { token: elena.token })).status).toBe(200);
    expect((await client.closed).code).toBe(REALTIME_CLOSE.unauthenticated);
  });

  it('drops a socket that stops answering pings', async () => {
    const client = openSocket(api, { token: bruno.token, autoPong: false });
    expect((await client.next()).type).toBe('ready');
    // Terminated by the server without a close frame.
    expect((await client.closed).code).toBe(1006);
  });
});

describe('Redis bus without a reachable Redis', () => {
  it('publish reports the failure to the log and does not throw', async () => {
    const errors: string[] = [];
    // Nothing listens on port 1 of the loopback.
    const bus = createRedisBus({
      url: 'redis://127.0.0.1:1',
      log: { error: (_details, message) => errors.push(message) },
    });
    await expect(bus.publish(1, { type: 'notifications.cleared' })).resolves.toBeUndefined();
    expect(errors).toContain('realtime publish failed');
    await bus.close();
  });
});
