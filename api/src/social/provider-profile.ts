import type { SocialProviderName } from 'shared-contracts';

/** Who the provider says signed in. */
export interface ProviderProfile {
  /** The provider's stable id of the person (`sub`, or Facebook's app-scoped id). */
  subject: string;
  email: string | null;
  /** True only when the provider says it checked the email (Facebook never says so). */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  picture: string | null;
}

/** One provider as the routes use it, whatever protocol it speaks. */
export interface SocialClient {
  provider: SocialProviderName;
  /** Where the provider sends the browser back (registered in its console). */
  redirectUri: string;
  authorizationUrl(input: { state: string; nonce: string; codeVerifier: string }): Promise<URL>;
  /**
   * The code exchanged (PKCE, state and, for OpenID Connect, the nonce and the ID token's signature,
   * issuer and audience checked) and the profile read. Throws when any check fails.
   */
  exchange(input: {
    code: string;
    state: string;
    iss: string | undefined;
    codeVerifier: string;
    nonce: string;
  }): Promise<ProviderProfile>;
}

/** Names from the provider, cut to what an account holds. */
export const nameField = (value: unknown): string =>
  typeof value === 'string' ? value.trim().slice(0, 65) : '';
