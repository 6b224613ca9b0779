import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../src/api-client.ts';
import { ApiError } from '../src/errors.ts';
import { idempotentIntent } from '../src/idempotency.ts';
import { csrfHeaders } from '../src/session.ts';

type Seen = { url: string; method: string; headers: Headers; body: string };

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that records each request and answers with the next of `answers` (the last one repeats). */
function scriptedFetch(seen: Seen[], answers: (() => Response)[]) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    seen.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: await request.text(),
    });
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (!answer) throw new Error('no answer scripted');
    return answer();
  });
}

function fakeFetch(status: number, body: unknown, seen: Seen[]) {
  return scriptedFetch(seen, [() => jsonResponse(status, body)]);
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'document');
});

describe('createApiClient', () => {
  it('calls /api/v1 with the bearer token and the UI language, and returns the envelope', async () => {
    const seen: Seen[] = [];
    const api = createApiClient({
      baseUrl: 'http://api.test',
      token: () => 'tok',
      locale: () => 'es',
      fetch: fakeFetch(200, { data: [{ id: 1 }], meta: { total: 1 } }, seen),
    });
    const answer = await api.list<{ id: number }>('experts', { c: 'law', s: '', page: 2, rating: undefined });
    expect(answer.data).toEqual([{ id: 1 }]);
    expect(seen[0]?.url).toBe('http://api.test/api/v1/experts?c=law&page=2');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok');
    expect(seen[0]?.headers.get('accept-language')).toBe('es');
  });

  it('sends a DELETE with the body that confirms it, and reads a file as its bytes', async () => {
    const seen: Seen[] = [];
    const api = createApiClient({
      baseUrl: 'http://api.test',
      fetch: scriptedFetch(seen, [
        () => jsonResponse(200, { data: null, message: 'Deleted' }),
        () => jsonResponse(200, { account: { id: 7 } }),
        () => jsonResponse(503, { message: 'The service is unavailable. Try again in a moment.' }),
      ]),
    });
    expect((await api.delete('account', { password: 'secret-1' })).message).toBe('Deleted');
    expect(seen[0]).toMatchObject({ method: 'DELETE', body: '{"password":"secret-1"}' });
    const file = await api.file('account/data');
    expect(JSON.parse(await file.text())).toEqual({ account: { id: 7 } });
    await expect(api.file('account/data')).rejects.toEqual(
      expect.objectContaining({ status: 503, message: 'The service is unavailable. Try again in a moment.' }),
    );
  });

  it('echoes the csrf cookie on unsafe calls only', async () => {
    Object.defineProperty(globalThis, 'document', {
      value: { cookie: 'userType=customer; csrfToken=abc%3D' },
      configurable: true,
    });
    const seen: Seen[] = [];
    const api = createApiClient({ baseUrl: 'http://api.test', fetch: fakeFetch(200, { data: null }, seen) });
    await api.put('customers/profile', { first_name: 'Ana' });
    await api.get('customers/profile');
    expect(seen[0]?.headers.get('x-csrf-token')).toBe('abc=');
    expect(seen[0]?.body).toBe('{"first_name":"Ana"}');
    expect(seen[1]?.headers.get('x-csrf-token')).toBeNull();
  });

  it('gives the csrf header for calls made without the client (a keepalive fetch)', () => {
    expect(csrfHeaders('userType=customer; csrfToken=abc%3D')).toEqual({ 'x-csrf-token': 'abc=' });
    expect(csrfHeaders('userType=customer')).toEqual({});
  });

  it('turns an error answer into an ApiError with the spec message', async () => {
    const validation = createApiClient({
      baseUrl: 'http://api.test',
      fetch: fakeFetch(422, { message: 'invalid', data: { email: ['Invalid email format'] } }, []),
    });
    const error = await validation.post('register', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Invalid email format');
    expect((error as ApiError).fieldErrors).toEqual({ email: ['Invalid email format'] });
  });

  it('on a 401 to a call made with a session: the 401 rule, then the call once more without it', async () => {
    const onUnauthorized = vi.fn();
    let signedIn = true;
    const seen: Seen[] = [];
    const unauthenticated = () => jsonResponse(401, { message: 'Unauthenticated.' });
    const expired = createApiClient({
      baseUrl: 'http://api.test',
      signedIn: () => signedIn,
      onUnauthorized: () => {
        onUnauthorized();
        signedIn = false;
      },
      fetch: scriptedFetch(seen, [unauthenticated, () => jsonResponse(200, { data: [{ id: 7 }] })]),
    });
    await expect(expired.list('experts')).resolves.toMatchObject({ data: [{ id: 7 }] });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(seen.map((request) => request.url)).toEqual([
      'http://api.test/api/v1/experts',
      'http://api.test/api/v1/experts',
    ]);
  });

  it("retries only once, and a guest's 401 is only an error", async () => {
    const onUnauthorized = vi.fn();
    const seen: Seen[] = [];
    const api = createApiClient({
      baseUrl: 'http://api.test',
      token: () => 'old-token',
      onUnauthorized,
      fetch: fakeFetch(401, { message: 'Unauthenticated.', error: { message: 'Unauthenticated.' } }, seen),
    });
    await expect(api.get('customers/profile')).rejects.toMatchObject({
      status: 401,
      message: 'Unauthenticated.',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);

    const guestSeen: Seen[] = [];
    const guest = createApiClient({
      baseUrl: 'http://api.test',
      signedIn: () => false,
      onUnauthorized,
      fetch: fakeFetch(401, { message: 'Unauthenticated.' }, guestSeen),
    });
    await expect(guest.get('customers/profile')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(guestSeen).toHaveLength(1);
  });

  it('uses the fallback message when the network fails', async () => {
    const api = createApiClient({
      baseUrl: 'http://api.test',
      fallbackMessage: () => 'Ha ocurrido un error',
      fetch: vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    });
    await expect(api.get('health')).rejects.toMatchObject({ status: 0, message: 'Ha ocurrido un error' });
  });

  it('sends the Idempotency-Key header only with a key', async () => {
    const seen: Seen[] = [];
    const api = createApiClient({
      baseUrl: 'http://api.test',
      fetch: fakeFetch(201, { data: { id: 1 } }, seen),
    });
    const intent = idempotentIntent('booking', { expertId: 7, start: '2027-01-04T10:00:00Z' });
    await api.post('booking/7', { rate: 'short' }, { idempotencyKey: intent.key });
    await api.post('logout');
    expect(seen[0]?.headers.get('idempotency-key')).toBe(intent.key);
    expect(seen[0]?.body).toBe('{"rate":"short"}');
    expect(seen[1]?.headers.get('idempotency-key')).toBeNull();
  });

  it('retries a keyed POST with the same key after a network failure or a gateway 502, and an unkeyed one never', async () => {
    const seen: Seen[] = [];
    const answers = [
      () => {
        throw new TypeError('fetch failed');
      },
      () => new Response('', { status: 502 }),
      () => jsonResponse(201, { data: { id: 9 } }),
    ];
    const flaky = scriptedFetch(seen, answers);
    const api = createApiClient({ baseUrl: 'http://api.test', fetch: flaky });
    const booked = await api.post<{ id: number }>(
      'booking/7',
      { rate: 'short' },
      { idempotencyKey: 'key-00000001' },
    );
    expect(booked.data).toEqual({ id: 9 });
    expect(seen.map((call) => call.headers.get('idempotency-key'))).toEqual([
      'key-00000001',
      'key-00000001',
      'key-00000001',
    ]);
    expect(seen.map((call) => call.body)).toEqual(Array(3).fill('{"rate":"short"}'));

    const once = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const unkeyed = createApiClient({ baseUrl: 'http://api.test', fetch: once });
    await expect(unkeyed.post('booking/7', { rate: 'short' })).rejects.toMatchObject({ status: 0 });
    expect(once).toHaveBeenCalledTimes(1);
  });

  it('does not retry a keyed POST the api answered', async () => {
    for (const status of [402, 409, 422, 500, 503]) {
      const answered = fakeFetch(status, { message: 'no', error: { message: 'no' } }, []);
      const api = createApiClient({ baseUrl: 'http://api.test', fetch: answered });
      await expect(api.post('booking/7', {}, { idempotencyKey: 'key-00000001' })).rejects.toMatchObject({
        status,
      });
      expect(answered).toHaveBeenCalledTimes(1);
    }
  });
});
