import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Locale } from 'shared-contracts';
import type { ApiConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { passwordResets, users } from '../db/schema/index.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { passwordResetMail } from '../mail/password-reset-mail.ts';
import { recipientLocale } from '../mail/recipient-locale.ts';
import { hashPassword } from './passwords.ts';
import { revokeUserSessions } from './sessions.ts';
import { hashToken, newToken, secretsMatch } from './tokens.ts';

const RESET_TTL_MS = 60 * 60 * 1000;
/** Page of the web app that reads `token` and `email` from its query and sends the new password. */
const RESET_PAGE_PATH = '/reset-password';

/**
 * For a known email: a new single-use token (only its hash stored) and the mail carrying the link,
 * in the account's language (`locale`, the asking page's, when it never chose one).
 * Null for an unknown email (nothing is sent, and the caller's answer is the same).
 */
export async function composePasswordReset(
  db: Database,
  config: Pick<ApiConfig, 'publicUrl'>,
  email: string,
  locale: Locale,
  onLink: (link: string) => void,
): Promise<MailMessage | null> {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  if (!user) return null;
  const token = newToken();
  await db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TTL_MS),
  });
  const link = new URL(RESET_PAGE_PATH, config.publicUrl);
  link.searchParams.set('token', token);
  link.searchParams.set('email', user.email);
  onLink(link.toString());
  return passwordResetMail(user.email, user.firstName, link.toString(), recipientLocale(user.locale, locale));
}

/**
 * Spends a reset token: sets the password, marks this and every other open token of the user
 * used, and revokes the user's sessions. False when the token is unknown, used, expired or not
 * the given email's.
 */
export async function resetPassword(db: Database, token: string, email: string, password: string) {
  const now = new Date();
  const [found] = await db
    .select({ resetId: passwordResets.id, userId: users.id, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .limit(1);
  if (!found || !secretsMatch(found.email.toLowerCase(), email)) return false;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // The guard on used_at makes the token single-use even when two resets race.
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, found.resetId), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (!spent) return false;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, found.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, found.userId), isNull(passwordResets.usedAt)));
    await revokeUserSessions(tx as unknown as Database, found.userId);
    return true;
  });
}
