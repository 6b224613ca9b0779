import { and, eq, gt, isNull } from 'drizzle-orm';
import type { SocialProfile, SocialProviderName } from 'shared-contracts';
import type { Database, Transaction } from '../db/client.ts';
import { type SocialTicket, socialTickets } from '../db/schema/index.ts';
import { hashToken, newToken } from '../identity/tokens.ts';
import type { ProviderProfile } from './provider-profile.ts';

/** How long the sign-up form may take after the provider's page. */
const TICKET_TTL_MS = 30 * 60 * 1000;

/** A ticket for a profile with no account yet: the raw ticket, handed out once. */
export async function issueTicket(
  db: Database,
  provider: SocialProviderName,
  profile: ProviderProfile,
): Promise<string> {
  const ticket = newToken();
  await db.insert(socialTickets).values({
    tokenHash: hashToken(ticket),
    provider,
    subject: profile.subject,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    profilePicture: profile.picture,
    expiresAt: new Date(Date.now() + TICKET_TTL_MS),
  });
  return ticket;
}

/** The ticket if it is live (unused, unexpired) and of this provider. */
export async function findLiveTicket(
  db: Database,
  ticket: string,
  provider: SocialProviderName,
): Promise<SocialTicket | undefined> {
  const [row] = await db
    .select()
    .from(socialTickets)
    .where(
      and(
        eq(socialTickets.tokenHash, hashToken(ticket)),
        eq(socialTickets.provider, provider),
        isNull(socialTickets.usedAt),
        gt(socialTickets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/** Uses the ticket up inside the account's transaction; false when another sign-up used it first. */
export async function useTicket(tx: Transaction, id: number): Promise<boolean> {
  const rows = await tx
    .update(socialTickets)
    .set({ usedAt: new Date() })
    .where(
      and(eq(socialTickets.id, id), isNull(socialTickets.usedAt), gt(socialTickets.expiresAt, new Date())),
    )
    .returning({ id: socialTickets.id });
  return rows.length === 1;
}

export function ticketProfile(provider: SocialProviderName, profile: ProviderProfile): SocialProfile {
  return {
    id: profile.subject,
    social_provider: provider,
    first_name: profile.firstName,
    last_name: profile.lastName,
    email: profile.email,
    profile_picture: profile.picture,
    country: null,
  };
}
