import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientMetadata, interactionPolicy } from 'oidc-provider';
import { answerGraphMe, type RequestContext } from './graph.ts';
import { loginPage } from './login-page.ts';
import { findTestUser, TEST_USERS, type TestUser } from './users.ts';

export type StandInClientId = 'google' | 'facebook' | 'apple';

export interface OidcStandInOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Where each client may be sent back (the api's redirect URIs). */
  redirectUris: Record<StandInClientId, string[]>;
  /** Each client's secret; one made at random when absent. */
  clientSecrets?: Partial<Record<StandInClientId, string>>;
  users?: readonly TestUser[];
  /** The issuer URL when the stand-in is reached through a proxy; http://host:port by default. */
  issuer?: string;
}

export interface OidcStandIn {
  /** http://host:port: the issuer of the three clients. */
  issuer: string;
  port: number;
  clientSecrets: Record<StandInClientId, string>;
  /** The Graph-like base for the Facebook client (`<graphUrl>/me`). */
  graphUrl: string;
  authorizationUrl: string;
  tokenUrl: string;
  close(): Promise<void>;
}

const CLIENT_NAMES: Record<StandInClientId, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
};

/**
 * A local OpenID provider standing in for Google, Apple (OpenID Connect) and Facebook (OAuth 2.0 with
 * a Graph-like `/graph/me`), built on `oidc-provider`: the api talks to it with the code it uses
 * against the real providers. Every authorization asks who signs in (the login page lists the test
 * users), so each button can pick a different user in one browser.
 */
export async function startOidcStandIn(options: OidcStandInOptions): Promise<OidcStandIn> {
  const host = options.host ?? 'localhost';
  const users = options.users ?? TEST_USERS;
  const clientSecrets: Record<StandInClientId, string> = {
    google: options.clientSecrets?.google ?? randomBytes(24).toString('base64url'),
    facebook: options.clientSecrets?.facebook ?? randomBytes(24).toString('base64url'),
    apple: options.clientSecrets?.apple ?? randomBytes(24).toString('base64url'),
  };
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = options.issuer ?? `http://${host}:${port}`;
  const provider = new Provider(issuer, {
    clients: (Object.keys(CLIENT_NAMES) as StandInClientId[]).map(
      (id): ClientMetadata => ({
        client_id: id,
        client_name: CLIENT_NAMES[id],
        client_secret: clientSecrets[id],
        redirect_uris: options.redirectUris[id],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      }),
    ),
    jwks: { keys: [signingKey()] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    scopes: ['openid', 'public_profile'],
    claims: {
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'picture'],
      // Apple's scope for the name.
      name: ['given_name', 'family_name'],
    },
    // Like Google's, the ID token carries the claims of the scopes asked for.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
      policy: freshLoginPolicy(),
    },
    findAccount: (_ctx, id) => {
      const user = findTestUser(id, users);
      if (!user) return undefined;
      return {
        accountId: user.id,
        claims: () => ({
          sub: user.id,
          email: user.email,
          email_verified: user.email_verified,
          given_name: user.given_name,
          family_name: user.family_name,
          name: `${user.given_name} ${user.family_name}`,
          ...(user.picture ? { picture: user.picture } : {}),
        }),
      };
    },
  });

  // Behind a proxy, endpoint URLs are built from its X-Forwarded-Host / -Proto.
  if (options.issuer) provider.proxy = true;
  provider.use(async (ctx, next) => {
    if (ctx.path === '/graph/me' && ctx.method === 'GET') return answerGraphMe(ctx, provider, users);
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(ctx.path);
    if (!match) return next();
    if (ctx.method === 'GET' && !match[2]) return showInteraction(ctx, provider, users);
    if (ctx.method === 'POST' && match[2]) return finishLogin(ctx, provider, users);
    return next();
  });
  server.on('request', provider.callback());

  return {
    issuer,
    port,
    clientSecrets,
    graphUrl: `${issuer}/graph`,
    authorizationUrl: `${issuer}/auth`,
    tokenUrl: `${issuer}/token`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    ...privateKey.export({ format: 'jwk' }),
    kid: randomBytes(8).toString('hex'),
    use: 'sig',
    alg: 'RS256',
  };
}

/** The base policy with one more login check: no authorization is answered from an earlier session. */
function freshLoginPolicy() {
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('fresh_login', 'the stand-in asks who signs in each time', (ctx) =>
        ctx.oidc.result?.login
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );
  return policy;
}

async function showInteraction(ctx: RequestContext, provider: Provider, users: readonly TestUser[]) {
  const details = await provider.interactionDetails(ctx.req, ctx.res);
  if (details.prompt.name === 'login') {
    const client = await provider.Client.find(String(details.params.client_id));
    ctx.type = 'html';
    ctx.body = loginPage({ uid: details.uid, clientName: client?.clientName ?? 'the provider', users });
    return;
  }
  // Consent: the test users agree to everything asked for.
  const accountId = details.session?.accountId;
  if (!accountId) throw new Error('consent without a signed-in user');
  const grant = details.grantId
    ? await provider.Grant.find(details.grantId)
    : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  if (!grant) throw new Error('the grant of this interaction is gone');
  const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  const grantId = await grant.save();
  ctx.respond = false;
  await provider.interactionFinished(ctx.req, ctx.res, { consent: { grantId } });
}

async function finishLogin(ctx: RequestContext, provider: Provider, users: readonly TestUser[]) {
  const form = new URLSearchParams(await readBody(ctx));
  const user = findTestUser(form.get('account') ?? '', users);
  if (!user) {
    ctx.status = 400;
    ctx.body = 'Unknown test user.';
    return;
  }
  ctx.respond = false;
  await provider.interactionFinished(ctx.req, ctx.res, { login: { accountId: user.id } });
}

async function readBody(ctx: RequestContext): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
