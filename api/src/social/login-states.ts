import { and, eq, gt, isNull } from 'drizzle-orm';
import type { SocialProviderName, UserType } from 'shared-contracts';
import type { Database } from '../db/client.ts';
import { socialLoginStates } from '../db/schema/index.ts';
import { hashToken } from '../identity/tokens.ts';

/** How long the provider's page may take before the sign-in must start again. */
const STATE_TTL_MS = 10 * 60 * 1000;

export type LoginState = typeof socialLoginStates.$inferSelect;

export async function saveLoginState(
  db: Database,
  input: { state: string; provider: SocialProviderName; codeVerifier: string; nonce: string; area: UserType },
): Promise<void> {
  await db.insert(socialLoginStates).values({
    stateHash: hashToken(input.state),
    provider: input.provider,
    codeVerifier: input.codeVerifier,
    nonce: input.nonce,
    area: input.area,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
}

/** Apple's name, sent once in its form post, kept for the callback that follows. */
export async function rememberAppleName(
  db: Database,
  state: string,
  name: { firstName: string; lastName: string },
): Promise<void> {
  await db
    .update(socialLoginStates)
    .set({ firstName: name.firstName || null, lastName: name.lastName || null })
    .where(
      and(
        eq(socialLoginStates.stateHash, hashToken(state)),
        eq(socialLoginStates.provider, 'apple'),
        isNull(socialLoginStates.usedAt),
      ),
    );
}

/** The state, used up: undefined when unknown, of another provider, expired or already used. */
export async function consumeLoginState(
  db: Database,
  state: string,
  provider: SocialProviderName,
): Promise<LoginState | undefined> {
  const [row] = await db
    .update(socialLoginStates)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(socialLoginStates.stateHash, hashToken(state)),
        eq(socialLoginStates.provider, provider),
        isNull(socialLoginStates.usedAt),
        gt(socialLoginStates.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}
