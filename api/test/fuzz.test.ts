import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { createSession } from '../src/identity/sessions.ts';
import type { RegisteredRoute } from '../src/openapi/registry.ts';
import { registerCustomer, startTestApi, type TestApi } from './harness.ts';

/** Cases per route: enough to reach each kind of input, a few hundred in all. */
const RUNS_PER_ROUTE = 14;

type Auth = 'none' | 'bearer' | 'cookie' | 'cookie-no-csrf' | 'forged';

interface Case {
  params: string[];
  query: string;
  body: string | undefined;
  contentType: string | undefined;
  auth: Auth;
  lang: string;
}

const oddText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'null',
    'undefined',
    'NaN',
    '-1',
    '0',
    '1e309',
    '99999999999999999999',
    '..',
    '%',
    '🙂',
  ),
);

const oddValue = fc.oneof(
  oddText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), oddText), { maxLength: 6 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.integer(), oddText), { maxKeys: 3 }),
  fc.constantFrom('ES', 'Europe/Madrid', 'someone@example.test', 'password-123', [1, 2, 3], true),
);

/** Names of the fields a valibot object schema (or a pipe around one) declares. */
function fieldNames(schema: unknown): string[] {
  const entries = (schema as { entries?: Record<string, unknown> } | undefined)?.entries;
  return entries ? Object.keys(entries) : [];
}

function bodyArbitrary(route: RegisteredRoute) {
  const names = fieldNames(route.doc?.body);
  const shaped = names.length
    ? fc
        .dictionary(fc.constantFrom(...names), oddValue, { maxKeys: names.length })
        .map((value) => JSON.stringify(value))
    : fc.constant('{}');
  return fc.oneof(
    shaped,
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
    fc.string({ maxLength: 60 }),
    fc.constantFrom(
      '{',
      '[',
      'null',
      '"\\u0000"',
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      `${'['.repeat(2000)}${']'.repeat(2000)}`,
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot an image\r\n--xyz--\r\n',
      '--broken',
    ),
    fc.constant(undefined),
  );
}

function queryArbitrary(route: RegisteredRoute) {
  const names = fieldNames(route.doc?.query);
  const key = names.length
    ? fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 6 }))
    : fc.string({ maxLength: 6 });
  const pairs = fc.array(fc.tuple(key, oddText), { maxLength: 5 }).map((entries) => {
    const search = new URLSearchParams();
    for (const [name, value] of entries) search.append(name, value);
    return search.toString();
  });
  return fc.oneof(pairs, fc.constantFrom('', '%', '%E0%A4%A', 'a[b]=1&a=2', '&&==&', 'page=-1&per_page=1e9'));
}

function caseArbitrary(route: RegisteredRoute): fc.Arbitrary<Case> {
  const paramCount = (route.url.match(/:\w+/g) ?? []).length;
  return fc.record({
    params: fc.array(
      oddText.filter((text) => text.length > 0),
      { minLength: paramCount, maxLength: paramCount },
    ),
    query: queryArbitrary(route),
    body: route.method === 'GET' ? fc.constant(undefined) : bodyArbitrary(route),
    contentType: fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=xyz',
      'application/xml',
      undefined,
    ),
    auth: fc.constantFrom<Auth>('none', 'bearer', 'cookie', 'cookie-no-csrf', 'forged'),
    lang: fc.constantFrom('en', 'es', 'es-MX,es;q=0.9', 'fr', '*', ''),
  });
}

/**
 * A 422 in the error shape its route's contract declares for it (a browser's report: no form to show
 * messages per field on) rather than the messages per field.
 */
function declaredErrorAnswer(route: RegisteredRoute, body: unknown): boolean {
  const declared = route.doc?.answers?.[422];
  return typeof body === 'object' && body !== null && 'error' in body && !!declared && v.is(declared, body);
}

/**
 * The agreed shapes: `{ data, meta?, message? }` on success; `{ message, data }` for 422 (or the
 * error shape when the route's contract declares it); else `{ message, error }` (or, for an HTML
 * page, the page).
 */
function expectAgreedShape(route: RegisteredRoute, status: number, contentType: string, text: string) {
  expect(status).toBeGreaterThanOrEqual(200);
  expect(status).toBeLessThan(500);
  if (status < 300 && route.doc?.produces && route.doc.produces !== 'application/json') return;
  // A page a browser opens (a mailed link) says what went wrong as a page too.
  if (route.doc?.produces === 'text/html' && contentType.startsWith('text/html')) return;
  expect(contentType).toMatch(/^application\/json/);
  const body = JSON.parse(text);
  expect(typeof body).toBe('object');
  if (status < 300) {
    if (route.doc?.produces === 'application/json') return;
    expect(body).toHaveProperty('data');
    if ('message' in body) expect(typeof body.message).toBe('string');
    return;
  }
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  if (status === 422 && !declaredErrorAnswer(route, body)) {
    expect(Object.keys(body.data).length).toBeGreaterThan(0);
    for (const messages of Object.values(body.data)) {
      expect(Array.isArray(messages)).toBe(true);
      for (const message of messages as unknown[]) expect(typeof message).toBe('string');
    }
  } else {
    expect(typeof body.error.message).toBe('string');
  }
}

describe('every route survives random and malformed input', () => {
  let api: TestApi;
  let userId: number;
  let expertId: number;
  beforeAll(async () => {
    api = await startTestApi({ seedDemoData: false });
    userId = (await registerCustomer(api)).userId;
    expertId = (await registerCustomer(api)).userId;
    await api.app.db.update(users).set({ isExpert: true }).where(eq(users.id, expertId));
  });
  afterAll(async () => api.close());

  async function send(route: RegisteredRoute, input: Case) {
    let index = 0;
    const path = route.url.replace(/:\w+/g, () => encodeURIComponent(input.params[index++] ?? 'x'));
    const headers: Record<string, string> = { 'accept-language': input.lang };
    if (input.body !== undefined && input.contentType) headers['content-type'] = input.contentType;
    if (input.auth !== 'none') {
      const session =
        input.auth === 'forged'
          ? { token: 'forged-token', csrfToken: 'forged' }
          : await createSession(api.app.db, Math.random() < 0.5 ? userId : expertId, 'customer');
      if (input.auth === 'bearer' || input.auth === 'forged')
        headers.authorization = `Bearer ${session.token}`;
      else headers.cookie = `authToken=${session.token}; csrfToken=${session.csrfToken}`;
      if (input.auth === 'cookie') headers['x-csrf-token'] = session.csrfToken;
    }
    const response = await fetch(`${api.url}${path}${input.query ? `?${input.query}` : ''}`, {
      method: route.method,
      headers,
      body: input.body,
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text: await response.text(),
    };
  }

  it('never answers 5xx, always the agreed JSON shape', { timeout: 120_000 }, async () => {
    const routes = api.app.registeredRoutes;
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(caseArbitrary(route), async (input) => {
          const answer = await send(route, input);
          try {
            expectAgreedShape(route, answer.status, answer.contentType, answer.text);
          } catch (error) {
            throw new Error(`${route.method} ${route.url} → ${answer.status} ${answer.text.slice(0, 300)}`, {
              cause: error,
            });
          }
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
  });
});
