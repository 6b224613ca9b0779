import { Validator } from '@seriousme/openapi-schema-validator';
import { compileErrors, typesOf } from 'openapi-ts-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApi, type TestApi } from './harness.ts';

describe('GET /openapi.json', () => {
  let api: TestApi;
  // biome-ignore lint/suspicious/noExplicitAny: the document is read as plain JSON.
  let document: any;
  beforeAll(async () => {
    api = await startTestApi({ seedDemoData: false });
    const result = await call(api, 'GET', 'openapi.json');
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toMatch(/^application\/json/);
    document = result.body;
  });
  afterAll(async () => api.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const outcome = await validator.validate(structuredClone(document));
    expect(outcome.errors ?? []).toEqual([]);
    expect(outcome.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(document.servers).toEqual([{ url: '/api/v1' }]);
  });

  it("carries a declared route's own answers, by status, as the contract states them", () => {
    const search = document.paths['/experts'].get.responses;
    const card = search['200'].content['application/json'].schema.properties.data.items;
    expect(card.additionalProperties).toBe(false);
    expect(Object.keys(card.properties)).toContain('from_price');
    expect(card.properties.from_price).toEqual({ anyOf: [{ type: 'number' }, { type: 'null' }] });
    expect(
      Object.keys(search['200'].content['application/json'].schema.properties.meta.properties),
    ).toContain('total_is_lower_bound');
    expect(search['422'].content['application/json'].schema.properties.data.type).toBe('object');
    const category = document.paths['/categories/{id}'].get.responses;
    expect(category['404'].content['application/json'].schema.required).toEqual(['message', 'error']);
    expect(
      category['200'].content['application/json'].schema.properties.data.properties.subcategories.type,
    ).toBe('array');
  });

  it('lists every route under /api/v1, each declared with a summary', () => {
    // The root's files (robots.txt, the sitemap) are the site's, not the api's.
    const routes = api.app.registeredRoutes.filter((route) => route.url.startsWith('/api/v1/'));
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const path = route.url.replace(/^\/api\/v1/, '').replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      expect(operation['x-undocumented'], `${route.method} ${route.url} is declared`).toBeUndefined();
      expect(operation.summary.length).toBeGreaterThan(3);
    }
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item as object));
    expect(operations).toHaveLength(routes.length);
  });

  it('documents only routes that answer', async () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of Object.keys(item as object)) {
        const url = `/api/v1${path.replace(/\{(\w+)\}/g, ':$1')}`;
        expect(api.app.hasRoute({ method: method.toUpperCase() as 'GET', url }), `${method} ${url}`).toBe(
          true,
        );
      }
    }
  });

  it("documents the booking's 3-D Secure answers and the routes that settle it", () => {
    const booking = document.paths['/booking/{id}'].post;
    expect(Object.keys(booking.responses)).toEqual(
      expect.arrayContaining(['201', '202', '402', '409', '503']),
    );
    expect(booking.responses['202'].description).toMatch(/client_secret/);
    // Each answer carries its contract's schema: the booked meeting, the bank's step.
    const answerOf = (status: string) => booking.responses[status].content['application/json'].schema;
    expect(Object.keys(answerOf('201').properties.data.properties)).toEqual(
      expect.arrayContaining(['id', 'status', 'meet', 'slot', 'changes']),
    );
    expect(answerOf('202').properties.data.properties.payment.required).toContain('client_secret');
    expect(answerOf('402').properties.data.type).toBe('object');
    const authentication = document.paths['/booking/meets/{id}/authentication'];
    expect(Object.keys(authentication.post.responses)).toEqual(
      expect.arrayContaining(['201', '202', '402', '403', '404']),
    );
    expect(Object.keys(authentication.delete.responses)).toEqual(
      expect.arrayContaining(['200', '201', '402', '403', '404']),
    );
    expect(authentication.post.security).toBeDefined();
  });

  it('carries the rules of the shared schemas', () => {
    const register = document.paths['/register'].post;
    const schema = register.requestBody.content['application/json'].schema;
    expect(schema.properties.first_name).toMatchObject({ type: 'string', maxLength: 65 });
    expect(schema.properties.email).toMatchObject({ type: 'string', format: 'email' });
    expect(schema.required).toEqual(
      expect.arrayContaining(['first_name', 'email', 'country', 'terms_and_conditions']),
    );
    expect(Object.keys(register.responses)).toEqual(expect.arrayContaining(['201', '422']));

    const login = document.paths['/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties.area.enum).toEqual([
      'customer',
      'expert',
    ]);
    expect(login.responses['429']).toBeDefined();

    const categories = document.paths['/customers/attach-customer-category'].put;
    expect(categories.requestBody.content['application/json'].schema.properties.categories_id).toMatchObject({
      type: 'array',
      minItems: 3,
    });
  });

  it('marks signed-in routes with their security and public ones without', () => {
    const profile = document.paths['/customers/profile'].get;
    expect(profile.security).toEqual([{ bearerAuth: [] }, { cookieAuth: [], csrfHeader: [] }]);
    expect(profile.responses['401']).toBeDefined();
    expect(document.paths['/login'].post.security).toBeUndefined();
    const upload = document.paths['/file-upload'].post;
    expect(upload.requestBody.content['multipart/form-data'].schema.required).toEqual(['file']);
    const served = document.paths['/uploads/{name}'].get;
    expect(served.parameters).toEqual([
      { name: 'name', in: 'path', required: true, schema: { type: 'string' } },
      expect.objectContaining({ name: 'Range', in: 'header', required: false, schema: { type: 'string' } }),
    ]);
    expect(Object.keys(served.responses['200'].content)).toEqual(['image/*', 'video/*']);
    const kind = upload.parameters.find((parameter: { name: string }) => parameter.name === 'kind');
    expect(kind).toMatchObject({ in: 'query', required: false, schema: { enum: ['image', 'video', 'any'] } });
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['201', '413', '422']));
  });

  it("documents availability's, days' and preview's optional timezone (the chosen zone)", () => {
    for (const path of ['/booking/{id}/availability', '/booking/{id}/days', '/booking/{id}/preview']) {
      const operation = document.paths[path].get;
      const zone = operation.parameters.find((parameter: { name: string }) => parameter.name === 'timezone');
      expect(zone, path).toMatchObject({ in: 'query', required: false, schema: { type: 'string' } });
      expect(operation.description).toMatch(/Optional `timezone` \(an IANA zone/);
    }
  });

  it('documents the Idempotency-Key header of booking and funds requests from one definition', () => {
    const header = (path: string) =>
      document.paths[path].post.parameters.find(
        (parameter: { name: string }) => parameter.name === 'Idempotency-Key',
      );
    const booking = header('/booking/{id}');
    const funds = header('/experts/profile/requests');
    expect(booking).toMatchObject({ in: 'header', required: true });
    expect(booking.schema).toEqual({
      type: 'string',
      minLength: 8,
      maxLength: 255,
      pattern: '^[\\x21-\\x7e]*$',
    });
    expect(booking.description).toMatch(/8 to 255 visible ASCII/);
    // The funds request may carry the key in its body instead (request_key); otherwise the same.
    expect(funds).toEqual({ ...booking, required: false });
    for (const path of ['/booking/{id}', '/experts/profile/requests'])
      expect(document.paths[path].post.responses['422']).toBeDefined();
  });
  it('gives callers types that compile (openapi-typescript), with each answer as its contract states it', async () => {
    const types = await typesOf(structuredClone(document));
    // A caller reads an expert's page and a search card from the generated types.
    const caller = [
      "import type { paths } from './openapi.d.ts';",
      "type Ok<P extends keyof paths, M extends 'get' | 'post'> = NonNullable<paths[P][M]> extends { responses: { 200: { content: { 'application/json': infer A } } } } ? A : never;",
      "type Expert = Ok<'/experts/{id}', 'get'>['data'];",
      "type Card = Ok<'/experts', 'get'>['data'][number];",
      'export const read = (expert: Expert, card: Card): [string, number, number | null] =>',
      '  [expert.first_name, expert.rates.length, card.from_price];',
    ].join('\n');
    expect(await compileErrors({ 'openapi.d.ts': types, 'caller.ts': caller })).toEqual([]);
    // The types are the answers', not `any`: a field the contract does not declare fails the compile.
    const wrong = caller.replace('expert.first_name', 'expert.first_nam');
    expect((await compileErrors({ 'openapi.d.ts': types, 'caller.ts': wrong })).join('\n')).toMatch(
      /Property 'first_nam' does not exist/,
    );
  }, 60_000);
});
