import type { SocialProviderName } from 'shared-contracts';
import { API_PREFIX } from 'shared-contracts';
import type { SocialConfig } from './config.ts';
import { facebookClient } from './facebook-client.ts';
import { oidcClient } from './oidc-client.ts';
import type { SocialClient } from './provider-profile.ts';

/** Apple's form post lands on the api (it answers the browser with a redirect to the shell page). */
export const APPLE_FORM_POST_PATH = '/auth/callback/apple/form-post';

/**
 * The redirect URI each provider is registered with: the shell's callback page, or for Apple the
 * api route that takes its form post.
 */
export function redirectUriOf(provider: SocialProviderName, publicUrl: string): string {
  if (provider === 'apple') return `${publicUrl}${API_PREFIX}${APPLE_FORM_POST_PATH}`;
  return `${publicUrl}/auth/callback/${provider}`;
}

/** A client for each configured provider. */
export function socialClients(
  config: SocialConfig,
  publicUrl: string,
): Partial<Record<SocialProviderName, SocialClient>> {
  const clients: Partial<Record<SocialProviderName, SocialClient>> = {};
  if (config.google) clients.google = oidcClient('google', config.google, redirectUriOf('google', publicUrl));
  if (config.apple) clients.apple = oidcClient('apple', config.apple, redirectUriOf('apple', publicUrl));
  if (config.facebook)
    clients.facebook = facebookClient(config.facebook, redirectUriOf('facebook', publicUrl));
  return clients;
}
