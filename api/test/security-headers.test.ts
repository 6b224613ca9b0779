import { createHash } from 'node:crypto';
import { EARLY_INPUT_SCRIPT } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspSources, securityHeaders } from '../src/security/security-headers.ts';
import { startTestApi, type TestApi } from './harness.ts';

const STRIPE_STAND_IN = 'http://localhost:12999';
const LIVEKIT = 'ws://localhost:17999';
/** The one inline script of a server-rendered page, allowed by its hash. */
const EARLY_INPUT = `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`;

/** The policy of an api whose Stripe is the stand-in and whose LiveKit is local. */
const EXPECTED_CSP = [
  "default-src 'self'",
  `script-src 'self' ${EARLY_INPUT} ${STRIPE_STAND_IN}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' blob:",
  `connect-src 'self' ${STRIPE_STAND_IN} ws://localhost:17999 http://localhost:17999`,
  "frame-src 'none'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  'report-uri /api/v1/csp-reports',
].join('; ');

const EXPECTED = {
  'content-security-policy': EXPECTED_CSP,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(self), microphone=(self), display-capture=(self)',
};

function headersOf(response: Response) {
  return Object.fromEntries(Object.keys(EXPECTED).map((name) => [name, response.headers.get(name)]));
}

/** A violation as Chromium reports it to the policy's report-uri. */
function report(blocked: string) {
  return JSON.stringify({
    'csp-report': {
      'document-uri': 'http://localhost:8080/experts/search',
      referrer: '',
      'violated-directive': 'script-src-elem',
      'effective-directive': 'script-src-elem',
      'original-policy': EXPECTED_CSP,
      disposition: 'enforce',
      'blocked-uri': blocked,
      'status-code': 200,
      'script-sample': '',
    },
  });
}

describe('security headers on every answer', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({
      seedDemoData: false,
      publicUrl: 'http://localhost:1',
      stripeApiBase: STRIPE_STAND_IN,
      livekitUrl: LIVEKIT,
      testClock: true,
    });
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

  it('takes the violations browsers report and lists them to a local test start', async () => {
    const sent = await fetch(`${api.url}/api/v1/csp-reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: report('https://evil.example/x.js'),
    });
    expect(sent.status).toBe(204);
    const listed = await fetch(`${api.url}/api/v1/test/csp-reports`);
    const { data } = (await listed.json()) as { data: { violations: Record<string, unknown>[] } };
    expect(data.violations).toEqual([
      expect.objectContaining({
        document_uri: 'http://localhost:8080/experts/search',
        blocked_uri: 'https://evil.example/x.js',
        directive: 'script-src-elem',
      }),
    ]);
  });

  it('refuses a report that is not one, and keeps nothing of it', async () => {
    const kept = async () => {
      const listed = await fetch(`${api.url}/api/v1/test/csp-reports`);
      return ((await listed.json()) as { data: { violations: unknown[] } }).data.violations;
    };
    const before = await kept();
    const bad = await Promise.all(
      [
        '{not json',
        '{"csp-report": "x"}',
        JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(3000) } }),
      ].map((body) =>
        fetch(`${api.url}/api/v1/csp-reports`, {
          method: 'POST',
          headers: { 'content-type': 'application/csp-report' },
          body,
        }),
      ),
    );
    expect(bad.map((response) => response.status)).toEqual([400, 422, 422]);
    const huge = await fetch(`${api.url}/api/v1/csp-reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: report('x'.repeat(20_000)),
    });
    expect(huge.status).toBe(413);
    expect(await kept()).toEqual(before);
  });
});

describe('the list of violations', () => {
  it('does not exist outside a test start', async () => {
    const api = await startTestApi({ seedDemoData: false });
    try {
      expect((await fetch(`${api.url}/api/v1/test/csp-reports`)).status).toBe(404);
      const sent = await fetch(`${api.url}/api/v1/csp-reports`, {
        method: 'POST',
        headers: { 'content-type': 'application/csp-report' },
        body: report('inline'),
      });
      expect(sent.status).toBe(204);
    } finally {
      await api.close();
    }
  });
});

describe('contentSecurityPolicy', () => {
  const directive = (policy: string, name: string) =>
    policy
      .split('; ')
      .find((part) => part.startsWith(`${name} `))
      ?.split(' ')
      .slice(1);

  it("allows Stripe's own script, frames and API for a real key", () => {
    const policy = contentSecurityPolicy(
      cspSources({ stripeApiBase: 'https://api.stripe.com', livekitUrl: 'wss://video.example.com' }),
    );
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      EARLY_INPUT,
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(directive(policy, 'frame-src')).toEqual([
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.stripe.com',
      'wss://video.example.com',
      'https://video.example.com',
    ]);
  });

  it("lets scripts, styles, fonts and manifests come from the remotes' origins", () => {
    const policy = contentSecurityPolicy(
      cspSources({ stripeApiBase: STRIPE_STAND_IN, livekitUrl: LIVEKIT }, ['https://cdn.example.com']),
    );
    for (const name of ['script-src', 'style-src', 'font-src', 'img-src', 'connect-src'])
      expect(directive(policy, name)).toContain('https://cdn.example.com');
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'");
  });
});

describe('securityHeaders', () => {
  it('adds HSTS when the public URL is https, and only then', () => {
    const sources = cspSources({ stripeApiBase: STRIPE_STAND_IN, livekitUrl: LIVEKIT });
    expect(securityHeaders('https://expertia.example', sources)).toEqual({
      ...EXPECTED,
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
    expect(securityHeaders('http://localhost:8080', sources)).toEqual(EXPECTED);
  });
});
