import type Provider from 'oidc-provider';
import { findTestUser, type TestUser } from './users.ts';

/** A request as the provider's own middleware sees it. */
export type RequestContext = Parameters<Parameters<Provider['use']>[0]>[0];

/**
 * A Graph API-like `/me` for the Facebook client: the caller's profile from its access token, the
 * fields Facebook answers (`id`, names, `email` when the `email` scope was granted, `picture.data`),
 * those named in `fields`.
 */
export async function answerGraphMe(ctx: RequestContext, provider: Provider, users: readonly TestUser[]) {
  const header = ctx.get('authorization');
  const value = header.startsWith('Bearer ') ? header.slice(7) : String(ctx.query.access_token ?? '');
  const token = value ? await provider.AccessToken.find(value) : undefined;
  const user =
    token && token.clientId === 'facebook' ? findTestUser(String(token.accountId), users) : undefined;
  if (!token || !user) {
    ctx.status = 401;
    ctx.body = {
      error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
    };
    return;
  }
  const scopes = new Set(String(token.scope ?? '').split(' '));
  const profile: Record<string, unknown> = {
    id: user.id,
    first_name: user.given_name,
    last_name: user.family_name,
    ...(scopes.has('email') ? { email: user.email } : {}),
    picture: { data: { url: user.picture ?? '', is_silhouette: user.picture === null } },
  };
  // Like the Graph API: only the fields asked for (the id without `fields`).
  const asked = new Set(String(ctx.query.fields ?? 'id').split(','));
  ctx.body = Object.fromEntries(
    Object.entries(profile).filter(([field]) => field === 'id' || asked.has(field)),
  );
}
