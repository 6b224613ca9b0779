import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../src/http/security-headers.ts';
import { startTestApi, type TestApi } from './harness.ts';

const EXPECTED = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(self), microphone=(self), display-capture=(self)',
};

function headersOf(response: Response) {
  return Object.fromEntries(Object.keys(EXPECTED).map((name) => [name, response.headers.get(name)]));
}

describe('security headers on every answer', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seedDemoData: false, publicUrl: 'http://localhost:1' });
  });
  afterAll(async () => api.close());

  it('on a success, a 404, a 401 and a refused body alike; no HSTS over http', async () => {
    const answers = await Promise.all([
      fetch(`${api.url}/api/v1/health`),
      fetch(`${api.url}/api/v1/nowhere`),
      fetch(`${api.url}/api/v1/customers/profile`),
      fetch(`${api.url}/api/v1/customers/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{not json',
      }),
    ]);
    expect(answers.map((response) => response.status)).toEqual([200, 404, 401, 400]);
    for (const response of answers) {
      expect(headersOf(response)).toEqual(EXPECTED);
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });
});

describe('securityHeaders', () => {
  it('adds HSTS once the public URL is https', () => {
    expect(securityHeaders({ publicUrl: 'https://expertia.example' })).toEqual({
      ...EXPECTED,
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
    expect(securityHeaders({ publicUrl: 'http://localhost:8080' })).toEqual(EXPECTED);
  });
});
