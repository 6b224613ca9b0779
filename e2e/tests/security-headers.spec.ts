import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { paymentApi } from 'shared-contracts';
import { parseDiscovery } from 'shared-contracts/remote-discovery';
import { callRoute } from './support/contract.ts';

/** What every answer of the runner carries besides its CSP (api/src/security/security-headers.ts; http, so no HSTS). */
const EXPECTED = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(self), microphone=(self), display-capture=(self)',
};

test('every answer of the runner carries the security headers: pages, the shell, remotes, the registry, the api, 404s', async ({
  request,
}) => {
  const registry = parseDiscovery(await (await request.get('/remotes.json')).json());
  const manifest = Object.values(registry.microFrontends)[0]?.[0]?.url;
  if (!manifest) throw new Error('the registry lists no remote');
  const asPage = { headers: { accept: 'text/html' } };
  const answers = [
    ['/', await request.get('/', asPage)],
    ['/experts/search', await request.get('/experts/search', asPage)],
    ['/remotes.json', await request.get('/remotes.json')],
    [manifest, await request.get(manifest)],
    ['/api/v1/health', await request.get('/api/v1/health')],
    ['/api/v1/customers/profile', await request.get('/api/v1/customers/profile')],
    ['/no-such-file.js', await request.get('/no-such-file.js')],
  ] as const;
  expect(answers.map(([url, response]) => `${url} ${response.status()}`)).toEqual(
    answers.map(([url], index) => `${url} ${[200, 200, 200, 200, 200, 401, 404][index]}`),
  );
  const stripe = await callRoute(request, paymentApi.config);
  const stripeOrigin = new URL(stripe.data.stripe_js_url).origin;
  const livekit = `ws://localhost:${process.env.E2E_LIVEKIT_PORT}`;
  // A server-rendered page's one inline script (it holds clicks made before hydration), allowed by its hash.
  const inline = /<script>([\s\S]*?)<\/script>/.exec(await answers[1][1].text())?.[1] ?? '';
  expect(inline).toContain('__earlyInput');
  const inlineHash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
  for (const [url, response] of answers) {
    const headers = response.headers();
    const seen = Object.fromEntries(Object.keys(EXPECTED).map((name) => [name, headers[name]]));
    expect(seen, url).toEqual(EXPECTED);
    expect(headers['strict-transport-security'], url).toBeUndefined();
    const policy = directivesOf(headers['content-security-policy'] ?? '');
    expect(policy['frame-ancestors'], url).toEqual(["'none'"]);
    expect(policy['object-src'], url).toEqual(["'none'"]);
    expect(policy['script-src'], url).toEqual(["'self'", inlineHash, stripeOrigin]);
    expect(policy['connect-src'], url).toEqual(
      expect.arrayContaining(["'self'", stripeOrigin, livekit, livekit.replace('ws:', 'http:')]),
    );
    expect(policy['report-uri'], url).toEqual(['/api/v1/csp-reports']);
  }
});

/** `a x y; b z` → `{ a: [x, y], b: [z] }`. */
function directivesOf(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}
