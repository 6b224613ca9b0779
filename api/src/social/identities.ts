import { and, eq } from 'drizzle-orm';
import type { SocialProviderName } from 'shared-contracts';
import type { Database } from '../db/client.ts';
import { socialIdentities, type User, users } from '../db/schema/index.ts';

/** The account linked to the provider's person, if any. */
export async function linkedAccount(
  db: Database,
  provider: SocialProviderName,
  subject: string,
): Promise<User | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(socialIdentities)
    .innerJoin(users, eq(users.id, socialIdentities.userId))
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
    .limit(1);
  return row?.user;
}

/** Links the person to the account (a second link of the same person changes nothing). */
export async function linkAccount(
  db: Pick<Database, 'insert'>,
  userId: number,
  provider: SocialProviderName,
  subject: string,
): Promise<void> {
  await db.insert(socialIdentities).values({ userId, provider, subject }).onConflictDoNothing();
}
