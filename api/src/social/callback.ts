import type { FastifyBaseLogger } from 'fastify';
import type { SocialProviderName, UserType } from 'shared-contracts';
import type { Database } from '../db/client.ts';
import type { User } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import { accountByEmail } from '../identity/account-by-email.ts';
import { linkAccount, linkedAccount } from './identities.ts';
import { consumeLoginState } from './login-states.ts';
import type { ProviderProfile, SocialClient } from './provider-profile.ts';
import { issueTicket } from './tickets.ts';

export type CallbackOutcome =
  | { kind: 'signed_in'; user: User; area: UserType }
  /** At the expert login, an account that is not an expert's yet: signed in as the customer it is. */
  | { kind: 'become_expert'; user: User }
  | { kind: 'sign_up'; area: UserType; ticket: string; profile: ProviderProfile };

/**
 * What the provider's answer leads to: the linked account, or the account with the provider's
 * verified email (linked now), signed in; a ticket to sign up when no account has the email. The
 * state is used up first, so a replayed answer is refused whatever the provider says.
 */
export async function completeSocialSignIn(
  db: Database,
  client: SocialClient,
  input: { code: string; state: string; iss?: string | undefined },
  log: FastifyBaseLogger,
): Promise<CallbackOutcome> {
  const provider: SocialProviderName = client.provider;
  const state = await consumeLoginState(db, input.state, provider);
  if (!state) throw new HttpError(400, 'socialStateInvalid');
  let profile: ProviderProfile;
  try {
    profile = await client.exchange({
      code: input.code,
      state: input.state,
      iss: input.iss,
      codeVerifier: state.codeVerifier,
      nonce: state.nonce,
    });
  } catch (error) {
    log.warn({ err: error, provider }, 'social sign-in refused: the code exchange or the ID token failed');
    throw new HttpError(401, 'socialSignInFailed');
  }
  profile = {
    ...profile,
    firstName: profile.firstName || state.firstName || '',
    lastName: profile.lastName || state.lastName || '',
  };
  const area = state.area === 'expert' ? 'expert' : 'customer';

  const linked = await linkedAccount(db, provider, profile.subject);
  if (linked) return signedIn(linked, area);
  const existing = profile.email ? await accountByEmail(db, profile.email) : undefined;
  if (existing) {
    if (!profile.emailVerified) throw new HttpError(409, 'socialEmailUnverified');
    await linkAccount(db, existing.id, provider, profile.subject);
    return signedIn(existing, area);
  }
  return { kind: 'sign_up', area, ticket: await issueTicket(db, provider, profile), profile };
}

function signedIn(user: User, area: UserType): CallbackOutcome {
  if (area === 'expert' && !user.isExpert) return { kind: 'become_expert', user };
  return { kind: 'signed_in', user, area };
}
