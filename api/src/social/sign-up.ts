import type { Locale, SignUpAccount } from 'shared-contracts';
import type { Database, Transaction } from '../db/client.ts';
import { fieldError } from '../http/errors.ts';
import { linkAccount } from './identities.ts';
import { findLiveTicket, useTicket } from './tickets.ts';

/** What a social sign-up adds to the new account, and the step that links it in its transaction. */
export interface SocialSignUp {
  profilePicture: string | null;
  link(tx: Transaction, userId: number): Promise<void>;
}

/**
 * A sign-up with a social provider: its ticket must be live and of that provider, and the email the
 * provider gave (when it gave one). No password is needed. Undefined for a sign-up with a password.
 */
export async function readSocialSignUp(
  db: Database,
  body: SignUpAccount,
  locale: Locale,
): Promise<SocialSignUp | undefined> {
  if (body.social_provider === 'none') return undefined;
  const provider = body.social_provider;
  const ticket = body.social_ticket ? await findLiveTicket(db, body.social_ticket, provider) : undefined;
  if (!ticket) throw fieldError('social_ticket', 'socialTicketInvalid', locale);
  if (ticket.email && ticket.email !== body.email.toLowerCase())
    throw fieldError('email', 'socialEmailMismatch', locale);
  return {
    profilePicture: ticket.profilePicture,
    async link(tx, userId) {
      if (!(await useTicket(tx, ticket.id))) throw fieldError('social_ticket', 'socialTicketInvalid', locale);
      await linkAccount(tx, userId, provider, ticket.subject);
    },
  };
}
