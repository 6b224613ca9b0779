import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientEvents } from '../src/db/schema/index.ts';
import { call, registerCustomer, startTestApi, type TestApi } from './harness.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function fallback(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'remote-fallback',
    remote: 'mf_booking',
    version: '2.4.0-canary.1',
    cause: 'network',
    ...overrides,
  };
}

/** A report as a browser's `fetch` sends it: JSON, no session, no CSRF header. */
function report(api: TestApi, body: unknown, headers: Record<string, string> = {}) {
  return call(api, 'POST', 'client-events', { body, headers });
}

describe('client events', () => {
  let api: TestApi;
  let now = new Date('2031-03-01T10:00:00.000Z');
  const rows = () => api.app.db.select().from(clientEvents).orderBy(clientEvents.id);

  beforeAll(async () => {
    api = await startTestApi({ seedDemoData: false }, { clock: () => now });
  });
  afterAll(async () => api.close());

  it('keeps each report and counts them per remote, version and cause', async () => {
    const sent = await report(api, fallback());
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ data: { recorded: true } });
    now = new Date('2031-03-01T10:05:00.000Z');
    expect((await report(api, fallback())).status).toBe(202);
    expect((await report(api, fallback({ cause: 'integrity' }))).status).toBe(202);
    expect(
      (await report(api, fallback({ remote: 'mf_discovery', version: '1.0.0', cause: 'setup' }))).status,
    ).toBe(202);
    // A signed-in browser's cookies without the CSRF header: the report needs no session, so it is taken.
    const customer = await registerCustomer(api);
    const signedIn = await call(api, 'POST', 'client-events', {
      body: fallback({ version: '2.3.9' }),
      cookies: customer.cookies,
    });
    expect(signedIn.status).toBe(202);

    const failures = await call(api, 'GET', 'client-events/failures');
    expect(failures.status).toBe(200);
    expect(failures.body).toEqual({
      data: {
        failures: [
          {
            remote: 'mf_booking',
            version: '2.3.9',
            cause: 'network',
            count: 1,
            last_at: '2031-03-01T10:05:00.000Z',
          },
          {
            remote: 'mf_booking',
            version: '2.4.0-canary.1',
            cause: 'integrity',
            count: 1,
            last_at: '2031-03-01T10:05:00.000Z',
          },
          {
            remote: 'mf_booking',
            version: '2.4.0-canary.1',
            cause: 'network',
            count: 2,
            last_at: '2031-03-01T10:05:00.000Z',
          },
          {
            remote: 'mf_discovery',
            version: '1.0.0',
            cause: 'setup',
            count: 1,
            last_at: '2031-03-01T10:05:00.000Z',
          },
        ],
      },
    });
    expect((await rows())[0]).toMatchObject({
      kind: 'remote-fallback',
      remote: 'mf_booking',
      version: '2.4.0-canary.1',
      cause: 'network',
      occurredAt: new Date('2031-03-01T10:00:00.000Z'),
    });
  });

  it('refuses a bad report with a 422 and keeps nothing of it', async () => {
    const before = await rows();
    const bad = [
      fallback({ cause: 'timeout' }),
      fallback({ kind: 'page-error' }),
      fallback({ remote: 'booking' }),
      fallback({ version: '../../etc' }),
      fallback({ extra: 1 }),
      { kind: 'remote-fallback', remote: 'mf_booking' },
    ];
    for (const body of bad) {
      const answer = await report(api, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body).toEqual({
        message: 'The given data was invalid.',
        error: { message: 'The given data was invalid.', code: 'validationFailed' },
      });
    }
    expect((await report(api, '{not json')).status).toBe(400);
    // Only JSON: a sendBeacon-style text/plain body reads as a string, not a report.
    const beacon = await report(api, JSON.stringify(fallback()), { 'content-type': 'text/plain' });
    expect(beacon.status).toBe(422);
    expect(await rows()).toEqual(before);
  });

  it('deletes reports older than 30 days as new ones come', async () => {
    const kept = (await rows()).length;
    expect(kept).toBeGreaterThan(0);
    now = new Date(now.getTime() + 31 * DAY_MS);
    // Past their 30 days, the reports are no longer counted, even before a new one deletes them.
    expect((await call(api, 'GET', 'client-events/failures')).body).toEqual({ data: { failures: [] } });
    expect((await rows()).length).toBe(kept);
    expect((await report(api, fallback({ version: '2.5.0' }))).status).toBe(202);
    expect((await rows()).map((row) => row.version)).toEqual(['2.5.0']);
    const failures = await call(api, 'GET', 'client-events/failures');
    expect(failures.body.data.failures).toEqual([
      { remote: 'mf_booking', version: '2.5.0', cause: 'network', count: 1, last_at: now.toISOString() },
    ]);
  });

  it('answers the counts to this machine only', async () => {
    const forwarded = await call(api, 'GET', 'client-events/failures', {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(forwarded.status).toBe(403);
    expect(forwarded.body).toEqual({
      message: 'Release tools are local only',
      error: { message: 'Release tools are local only', code: 'forbidden' },
    });
  });
});

describe('client events from one address', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seedDemoData: false });
  });
  afterAll(async () => api.close());

  it('takes 30 reports a minute, then answers 429', async () => {
    for (let sent = 0; sent < 30; sent += 1) {
      expect((await report(api, fallback())).status).toBe(202);
    }
    const refused = await report(api, fallback());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: 'Too many attempts. Try again in a minute.',
      error: { message: 'Too many attempts. Try again in a minute.', code: 'tooManyAttempts' },
    });
    const failures = await call(api, 'GET', 'client-events/failures');
    expect(failures.body.data.failures).toEqual([expect.objectContaining({ count: 30 })]);
  });
});
