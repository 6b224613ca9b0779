import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

describe('health and error shape', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seedDemoData: false });
  });
  afterAll(async () => api.close());

  it('answers ok once the api can serve', async () => {
    const response = await fetch(`${api.url}/api/v1/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { status: 'ok' } });
  });

  it('answers an unknown path with a translated 404 body', async () => {
    const response = await fetch(`${api.url}/api/v1/nowhere`, {
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: 'No encontrado.',
      error: { message: 'No encontrado.', code: 'notFound' },
    });
  });
});
