import * as oidc from 'openid-client';
import type { SocialProviderName } from 'shared-contracts';
import { appleClientSecret } from './apple-secret.ts';
import { type AppleSigningKey, isLoopback, type OidcProviderConfig } from './config.ts';
import { nameField, type ProviderProfile, type SocialClient } from './provider-profile.ts';

const SCOPES: Record<'google' | 'apple', string> = {
  google: 'openid email profile',
  apple: 'openid name email',
};

/**
 * Google or Apple through OpenID Connect: the issuer's discovery document, authorization code with
 * PKCE, and the ID token verified against the issuer's JWKS (signature, issuer, audience, nonce).
 */
export function oidcClient(
  provider: 'google' | 'apple',
  settings: OidcProviderConfig,
  redirectUri: string,
): SocialClient {
  let configuration: Promise<oidc.Configuration> | undefined;
  const configure = () => {
    configuration ??= discover(settings).catch((error: unknown) => {
      configuration = undefined;
      throw error;
    });
    return configuration;
  };
  return {
    provider,
    redirectUri,
    async authorizationUrl({ state, nonce, codeVerifier }) {
      const config = await configure();
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPES[provider],
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        // Apple posts the answer (with the name, the first time) when a name or email is asked for.
        ...(provider === 'apple' ? { response_mode: 'form_post' } : {}),
      });
    },
    async exchange({ code, state, iss, codeVerifier, nonce }) {
      const config = await configure();
      const answer = new URL(redirectUri);
      answer.searchParams.set('code', code);
      answer.searchParams.set('state', state);
      if (iss) answer.searchParams.set('iss', iss);
      const tokens = await oidc.authorizationCodeGrant(config, answer, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        expectedNonce: nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error(`${provider}: no ID token`);
      return profileFromClaims(provider, claims);
    },
  };
}

async function discover(settings: OidcProviderConfig): Promise<oidc.Configuration> {
  const issuer = new URL(settings.issuer);
  const insecure = issuer.protocol === 'http:' && isLoopback(issuer.hostname);
  const config = await oidc.discovery(issuer, settings.clientId, undefined, clientAuth(settings), {
    execute: insecure ? [oidc.allowInsecureRequests] : [],
  });
  // Verify the ID token's signature against the issuer's JWKS, not only the TLS channel.
  oidc.enableNonRepudiationChecks(config);
  return config;
}

function clientAuth(settings: OidcProviderConfig): oidc.ClientAuth {
  const secret = settings.clientSecret;
  if (typeof secret === 'string') return oidc.ClientSecretPost(secret);
  return async (_server, client, body) => {
    body.set('client_id', client.client_id);
    body.set('client_secret', await appleClientSecret(settings.clientId, secret as AppleSigningKey));
  };
}

function profileFromClaims(provider: SocialProviderName, claims: oidc.IDToken): ProviderProfile {
  const email =
    typeof claims.email === 'string' && claims.email.includes('@') ? claims.email.toLowerCase() : null;
  // Apple sends email_verified as the string "true".
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  const picture =
    typeof claims.picture === 'string' && /^https?:\/\//.test(claims.picture) ? claims.picture : null;
  return {
    subject: claims.sub,
    email,
    emailVerified: email !== null && verified,
    firstName: nameField(claims.given_name),
    lastName: nameField(claims.family_name),
    picture: provider === 'apple' ? null : picture,
  };
}
