import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OidcStandIn, startOidcStandIn } from '../oidc/index.ts';
import { signInThroughStandIn } from '../oidc/testing.ts';

const REDIRECT = 'http://localhost:9/callback';

describe('the local OpenID provider', () => {
  let standIn: OidcStandIn;
  beforeAll(async () => {
    standIn = await startOidcStandIn({
      port: 0,
      host: '127.0.0.1',
      redirectUris: { google: [REDIRECT], facebook: [REDIRECT], apple: [REDIRECT] },
    });
  });
  afterAll(() => standIn.close());

  it('publishes its discovery document with PKCE and its keys', async () => {
    const response = await fetch(`${standIn.issuer}/.well-known/openid-configuration`);
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata.issuer).toBe(standIn.issuer);
    expect(metadata.code_challenge_methods_supported).toContain('S256');
    const jwks = (await (await fetch(String(metadata.jwks_uri))).json()) as { keys: unknown[] };
    expect(jwks.keys.length).toBeGreaterThan(0);
  });

  it('refuses an authorization without PKCE', async () => {
    const url = new URL(standIn.authorizationUrl);
    url.search = new URLSearchParams({
      client_id: 'google',
      response_type: 'code',
      redirect_uri: REDIRECT,
      scope: 'openid email',
      state: 'state-1',
    }).toString();
    const back = await signInThroughStandIn(url.toString(), 'ana-google');
    expect(back.params.error).toBe('invalid_request');
  });

  it("answers the Graph-like /me from a Facebook client's access token, with the fields asked for", async () => {
    const verifier = 'a-verifier-long-enough-for-pkce-0123456789-abcdefghij';
    const challenge = Buffer.from(
      await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)),
    ).toString('base64url');
    const url = new URL(standIn.authorizationUrl);
    url.search = new URLSearchParams({
      client_id: 'facebook',
      response_type: 'code',
      redirect_uri: REDIRECT,
      scope: 'email public_profile',
      state: 'state-2',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString();
    const back = await signInThroughStandIn(url.toString(), 'fede-facebook');
    const token = await fetch(standIn.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: back.params.code ?? '',
        redirect_uri: REDIRECT,
        code_verifier: verifier,
        client_id: 'facebook',
        client_secret: standIn.clientSecrets.facebook,
      }),
    });
    const { access_token } = (await token.json()) as { access_token: string };
    const me = await fetch(`${standIn.graphUrl}/me?fields=id,first_name,email`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(await me.json()).toEqual({
      id: 'fede-facebook',
      first_name: 'Fede',
      email: 'fede.facebook@example.test',
    });
    const refused = await fetch(`${standIn.graphUrl}/me`, { headers: { authorization: 'Bearer made-up' } });
    expect(refused.status).toBe(401);
  });
});
