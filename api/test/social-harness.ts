import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { type OidcStandIn, startOidcStandIn, type TestUser } from 'stand-ins/oidc';
import { signInThroughStandIn } from 'stand-ins/oidc/testing';
import { expect } from 'vitest';
import type { ApiConfig } from '../src/config.ts';
import { redirectUriOf } from '../src/social/clients.ts';
import type { SocialConfig } from '../src/social/config.ts';
import { call, type TestApi } from './harness.ts';

const PUBLIC_URL = 'http://localhost:8080';

const user = (id: string, given: string, family: string, verified: boolean): TestUser => ({
  id,
  given_name: given,
  family_name: family,
  email: `${id}@example.test`,
  email_verified: verified,
  picture: null,
  note: '',
});

/** The stand-in's people for these tests, one per case so the cases do not meet. */
export const PEOPLE = {
  googleNew: user('gala-google', 'Gala', 'Google', true),
  facebookNew: user('fabio-facebook', 'Fabio', 'Facebook', true),
  appleNew: user('ada-apple', 'Ada', 'Apple', true),
  expertNew: user('elena-expert', 'Elena', 'Expert', true),
  verifiedOwner: user('vera-verified', 'Vera', 'Verified', true),
  unverifiedOwner: user('ugo-unverified', 'Ugo', 'Unverified', false),
  facebookOwner: user('flor-facebook', 'Flor', 'Facebook', true),
  replay: user('remi-replay', 'Remi', 'Replay', true),
  forged: user('fran-forged', 'Fran', 'Forged', true),
  tickets: user('tina-ticket', 'Tina', 'Ticket', true),
  customerAtExpertLogin: user('carla-customer', 'Carla', 'Customer', true),
} as const;

/** The api's social config pointed at the stand-in (issuer may be a proxy in front of it). */
function socialConfigFor(standIn: OidcStandIn, issuer = standIn.issuer): SocialConfig {
  return {
    google: { clientId: 'google', clientSecret: standIn.clientSecrets.google, issuer },
    apple: { clientId: 'apple', clientSecret: standIn.clientSecrets.apple, issuer },
    facebook: {
      clientId: 'facebook',
      clientSecret: standIn.clientSecrets.facebook,
      authorizationUrl: standIn.authorizationUrl,
      tokenUrl: standIn.tokenUrl,
      graphUrl: standIn.graphUrl,
    },
  };
}

export function startStandIn(issuer?: string, port = 0) {
  return startOidcStandIn({
    port,
    host: '127.0.0.1',
    issuer,
    users: Object.values(PEOPLE),
    redirectUris: {
      google: [redirectUriOf('google', PUBLIC_URL)],
      facebook: [redirectUriOf('facebook', PUBLIC_URL)],
      apple: [redirectUriOf('apple', PUBLIC_URL)],
    },
  });
}

export const apiOverrides = (standIn: OidcStandIn, issuer?: string): Partial<ApiConfig> => ({
  seedDemoData: false,
  publicUrl: PUBLIC_URL,
  social: socialConfigFor(standIn, issuer),
});

export type Provider = 'google' | 'facebook' | 'apple';

/**
 * The browser's part: asks the api where to go, signs in on the stand-in's page as `person`, and
 * answers what the provider sent back (for Apple, through the api's form-post route as a browser
 * would), ready for POST /auth/callback/{provider}.
 */
export async function providerAnswer(
  api: TestApi,
  provider: Provider,
  person: TestUser,
  area: 'customer' | 'expert' = 'customer',
): Promise<{ code: string; state: string; iss?: string }> {
  const start = await call(api, 'GET', `auth/${provider}/authorize?area=${area}`);
  expect(start.status).toBe(200);
  const back = await signInThroughStandIn(start.body.data.url, person.id);
  if (back.responseMode === 'query') {
    expect(back.redirectUri).toBe(`${PUBLIC_URL}/auth/callback/${provider}`);
    return back.params as { code: string; state: string; iss?: string };
  }
  expect(back.redirectUri).toBe(`${PUBLIC_URL}/api/v1/auth/callback/apple/form-post`);
  const posted = await fetch(`${api.url}/api/v1/auth/callback/apple/form-post`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(back.params).toString(),
    redirect: 'manual',
  });
  expect(posted.status).toBe(303);
  const location = new URL(posted.headers.get('location') ?? '', PUBLIC_URL);
  expect(location.pathname).toBe('/auth/callback/apple');
  return Object.fromEntries(location.searchParams) as { code: string; state: string; iss?: string };
}

export async function signInWith(
  api: TestApi,
  provider: Provider,
  person: TestUser,
  area?: 'customer' | 'expert',
) {
  const answer = await providerAnswer(api, provider, person, area);
  return call(api, 'POST', `auth/callback/${provider}`, { body: answer });
}

/**
 * A proxy in front of the stand-in that re-signs every ID token the token endpoint answers with a
 * key of its own (same header, same claims): a forged ID token the api must refuse.
 */
export async function startForgingProxy(): Promise<{
  url: string;
  target: (url: string) => void;
  close(): Promise<void>;
}> {
  const { privateKey } = await generateKeyPair('RS256');
  let target = '';
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && name !== 'host' && name !== 'content-length') headers.set(name, value);
    }
    headers.set('x-forwarded-host', request.headers.host ?? '');
    headers.set('x-forwarded-proto', 'http');
    const upstream = await fetch(`${target}${request.url}`, {
      method: request.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      redirect: 'manual',
    });
    let body = Buffer.from(await upstream.arrayBuffer());
    if (request.url?.startsWith('/token') && upstream.ok) {
      const tokens = JSON.parse(body.toString('utf8')) as { id_token?: string };
      if (tokens.id_token) {
        const header = decodeProtectedHeader(tokens.id_token);
        tokens.id_token = await new SignJWT(decodeJwt(tokens.id_token))
          .setProtectedHeader({ alg: 'RS256', kid: header.kid })
          .sign(privateKey);
      }
      body = Buffer.from(JSON.stringify(tokens));
    }
    const out: Record<string, string | string[]> = {};
    upstream.headers.forEach((value, name) => {
      if (!['content-length', 'content-encoding', 'transfer-encoding', 'set-cookie'].includes(name))
        out[name] = value;
    });
    const cookies = upstream.headers.getSetCookie();
    if (cookies.length > 0) out['set-cookie'] = cookies;
    response.writeHead(upstream.status, out).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    target: (url) => {
      target = url;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
