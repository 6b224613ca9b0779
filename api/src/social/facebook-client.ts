import * as oidc from 'openid-client';
import { type FacebookConfig, isLoopback } from './config.ts';
import { nameField, type SocialClient } from './provider-profile.ts';

const PROFILE_FIELDS = 'id,first_name,last_name,email,picture';

/**
 * Facebook Login: OAuth 2.0 authorization code with PKCE, then the Graph API's `/me` read with the
 * access token. Facebook says nothing of whether it checked the email, so it counts as unverified.
 */
export function facebookClient(settings: FacebookConfig, redirectUri: string): SocialClient {
  const config = new oidc.Configuration(
    {
      issuer: new URL(settings.authorizationUrl).origin,
      authorization_endpoint: settings.authorizationUrl,
      token_endpoint: settings.tokenUrl,
    },
    settings.clientId,
    undefined,
    oidc.ClientSecretPost(settings.clientSecret),
  );
  const token = new URL(settings.tokenUrl);
  if (token.protocol === 'http:' && isLoopback(token.hostname)) oidc.allowInsecureRequests(config);
  return {
    provider: 'facebook',
    redirectUri,
    async authorizationUrl({ state, codeVerifier }) {
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'email public_profile',
        state,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async exchange({ code, state, codeVerifier }) {
      const answer = new URL(redirectUri);
      answer.searchParams.set('code', code);
      answer.searchParams.set('state', state);
      const tokens = await oidc.authorizationCodeGrant(config, answer, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
      });
      const me = new URL(`${settings.graphUrl}/me`);
      me.searchParams.set('fields', PROFILE_FIELDS);
      const response = await oidc.fetchProtectedResource(config, tokens.access_token, me, 'GET');
      if (!response.ok) throw new Error(`facebook: the Graph API answered ${response.status}`);
      const body = (await response.json()) as Record<string, unknown>;
      if (typeof body.id !== 'string' || body.id === '') throw new Error('facebook: /me without an id');
      const email =
        typeof body.email === 'string' && body.email.includes('@') ? body.email.toLowerCase() : null;
      const picture = (body.picture as { data?: { url?: unknown; is_silhouette?: unknown } } | undefined)
        ?.data;
      return {
        subject: body.id,
        email,
        emailVerified: false,
        firstName: nameField(body.first_name),
        lastName: nameField(body.last_name),
        picture:
          typeof picture?.url === 'string' &&
          /^https:\/\//.test(picture.url) &&
          picture.is_silhouette !== true
            ? picture.url
            : null,
      };
    },
  };
}
