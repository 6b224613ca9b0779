import { socialRedirectUri } from 'api';
import { startOidcStandIn } from 'stand-ins/oidc';
import { parsePort } from '../../port-number.ts';

const PROVIDER_IDS = ['GOOGLE_CLIENT_ID', 'FACEBOOK_CLIENT_ID', 'APPLE_CLIENT_ID'] as const;

/**
 * Starts the local OpenID provider standing in for Google, Facebook and Apple, unless one of them is
 * configured for real (a *_CLIENT_ID set). Answers the GOOGLE_*, FACEBOOK_* and APPLE_* settings
 * that point the api at it; the redirect URIs are the api's, on `publicUrl`.
 */
export async function startLocalOidc(
  env: NodeJS.ProcessEnv,
  publicUrl: string,
): Promise<Record<string, string>> {
  if (PROVIDER_IDS.some((name) => env[name])) return {};
  const port = parsePort(env.OIDC_PORT, 7990);
  if (port === undefined)
    throw new Error(`OIDC_PORT must be a number from 1 to 65535 (got "${env.OIDC_PORT}").`);
  const options = {
    host: env.HOST || 'localhost',
    redirectUris: {
      google: [socialRedirectUri('google', publicUrl)],
      facebook: [socialRedirectUri('facebook', publicUrl)],
      apple: [socialRedirectUri('apple', publicUrl)],
    },
  };
  let standIn: Awaited<ReturnType<typeof startOidcStandIn>>;
  try {
    standIn = await startOidcStandIn({ ...options, port });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    if (env.OIDC_PORT)
      throw new Error(`Port ${port} (OIDC_PORT, the local sign-in provider) is already in use.`);
    // The default port is only a convenience: the api is given the URLs below at start.
    standIn = await startOidcStandIn({ ...options, port: 0 });
  }
  console.log(
    `  social login: local OpenID provider stand-in at ${standIn.issuer} (Google, Facebook, Apple)`,
  );
  return {
    GOOGLE_CLIENT_ID: 'google',
    GOOGLE_CLIENT_SECRET: standIn.clientSecrets.google,
    GOOGLE_ISSUER: standIn.issuer,
    FACEBOOK_CLIENT_ID: 'facebook',
    FACEBOOK_CLIENT_SECRET: standIn.clientSecrets.facebook,
    FACEBOOK_AUTHORIZATION_URL: standIn.authorizationUrl,
    FACEBOOK_TOKEN_URL: standIn.tokenUrl,
    FACEBOOK_GRAPH_URL: standIn.graphUrl,
    APPLE_CLIENT_ID: 'apple',
    APPLE_CLIENT_SECRET: standIn.clientSecrets.apple,
    APPLE_ISSUER: standIn.issuer,
  };
}
