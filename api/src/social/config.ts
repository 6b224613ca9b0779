import type { SocialProviderName } from 'shared-contracts';

/** Google or Apple: OpenID Connect, found through the issuer's discovery document. */
export interface OidcProviderConfig {
  clientId: string;
  /** The client secret; for Apple, either given or made from the team, key and private key. */
  clientSecret: string | AppleSigningKey;
  issuer: string;
}

/** Apple's client secret is a short-lived ES256 JWT signed with a key from the developer account. */
export interface AppleSigningKey {
  teamId: string;
  keyId: string;
  /** PKCS#8 PEM. */
  privateKey: string;
}

/** Facebook Login: OAuth 2.0 endpoints and the Graph API the profile is read from. */
export interface FacebookConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  graphUrl: string;
}

export interface SocialConfig {
  google?: OidcProviderConfig;
  apple?: OidcProviderConfig;
  facebook?: FacebookConfig;
}

const SOCIAL_DEFAULTS = {
  googleIssuer: 'https://accounts.google.com',
  appleIssuer: 'https://appleid.apple.com',
  facebookAuthorizationUrl: 'https://www.facebook.com/v23.0/dialog/oauth',
  facebookTokenUrl: 'https://graph.facebook.com/v23.0/oauth/access_token',
  facebookGraphUrl: 'https://graph.facebook.com/v23.0',
} as const;

/**
 * The providers configured in the environment: each is on when its client id is set. Answers the
 * problems found (empty when none), so the caller refuses to start with all of them at once.
 */
export function readSocialConfig(env: NodeJS.ProcessEnv): { config: SocialConfig; problems: string[] } {
  const problems: string[] = [];
  const config: SocialConfig = {};
  const url = (name: string, fallback: string) => {
    const value = env[name] || fallback;
    const problem = urlProblem(value);
    if (problem) problems.push(`${name} ${problem} (got "${value}").`);
    return value.replace(/\/+$/, '');
  };
  const secret = (provider: string, name: string) => {
    const value = env[name];
    if (!value)
      problems.push(
        `${provider} sign-in: ${name} is required when ${provider.toUpperCase()}_CLIENT_ID is set.`,
      );
    return value ?? '';
  };

  if (env.GOOGLE_CLIENT_ID) {
    config.google = {
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: secret('Google', 'GOOGLE_CLIENT_SECRET'),
      issuer: url('GOOGLE_ISSUER', SOCIAL_DEFAULTS.googleIssuer),
    };
  }
  if (env.FACEBOOK_CLIENT_ID) {
    config.facebook = {
      clientId: env.FACEBOOK_CLIENT_ID,
      clientSecret: secret('Facebook', 'FACEBOOK_CLIENT_SECRET'),
      authorizationUrl: url('FACEBOOK_AUTHORIZATION_URL', SOCIAL_DEFAULTS.facebookAuthorizationUrl),
      tokenUrl: url('FACEBOOK_TOKEN_URL', SOCIAL_DEFAULTS.facebookTokenUrl),
      graphUrl: url('FACEBOOK_GRAPH_URL', SOCIAL_DEFAULTS.facebookGraphUrl),
    };
  }
  if (env.APPLE_CLIENT_ID) {
    const issuer = url('APPLE_ISSUER', SOCIAL_DEFAULTS.appleIssuer);
    if (env.APPLE_CLIENT_SECRET) {
      config.apple = { clientId: env.APPLE_CLIENT_ID, clientSecret: env.APPLE_CLIENT_SECRET, issuer };
    } else if (env.APPLE_TEAM_ID && env.APPLE_KEY_ID && env.APPLE_PRIVATE_KEY) {
      const privateKey = env.APPLE_PRIVATE_KEY.replace(/\\n/g, '\n');
      if (!privateKey.includes('-----BEGIN PRIVATE KEY-----'))
        problems.push(
          'APPLE_PRIVATE_KEY must be the PKCS#8 PEM of the .p8 key file (-----BEGIN PRIVATE KEY-----…).',
        );
      config.apple = {
        clientId: env.APPLE_CLIENT_ID,
        clientSecret: { teamId: env.APPLE_TEAM_ID, keyId: env.APPLE_KEY_ID, privateKey },
        issuer,
      };
    } else {
      problems.push(
        'Apple sign-in: with APPLE_CLIENT_ID set, give APPLE_CLIENT_SECRET, or APPLE_TEAM_ID, APPLE_KEY_ID and APPLE_PRIVATE_KEY to make it.',
      );
    }
  }
  return { config, problems };
}

/** The configured providers, in the order the buttons show. */
export function enabledProviders(config: SocialConfig): SocialProviderName[] {
  return (['google', 'facebook', 'apple'] as const).filter((name) => config[name] !== undefined);
}

/** https only, except plain http to this machine (the local stand-in). */
function urlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be a URL';
  }
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && isLoopback(url.hostname)) return undefined;
  return 'must be an https URL (plain http only to localhost)';
}

export function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}
