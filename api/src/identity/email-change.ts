import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, type Locale, pages } from 'shared-contracts';
import { isUniqueViolation } from '../db/client.ts';
import { emailChanges, type User, users } from '../db/schema/index.ts';
import { addressInUseMail } from '../mail/address-in-use-mail.ts';
import {
  confirmNewEmailMail,
  emailChangedMail,
  emailChangeRequestedMail,
} from '../mail/email-change-mails.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { recipientLocale } from '../mail/recipient-locale.ts';
import { accountByEmail } from './account-by-email.ts';
import { hashToken, newToken } from './tokens.ts';

type EmailChangeApp = Pick<FastifyInstance, 'db' | 'config' | 'mailer'>;

const LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** The api route the link opens (identity/routes/email-change-routes.ts). */
export const CONFIRM_EMAIL_PATH = '/account/email-change';

/**
 * Asks for the account's email to become `newEmail` (lower-cased, another than the account's):
 * nothing changes now. The new address gets a single-use link that changes it, or, when it is
 * another account's already, that account's owner is told someone tried it (no link); the current
 * address is told of the request. Whether the address is free is looked up with the mails, after
 * the caller's answer, which is therefore the same either way. Mails go in the account's language
 * (`locale`, the asking page's, when it never chose one), the other owner's in theirs.
 */
export function requestEmailChange(app: EmailChangeApp, user: User, newEmail: string, locale: Locale): void {
  const language = recipientLocale(user.locale, locale);
  app.mailer.deliver(() => mailToNewAddress(app, user, newEmail, language));
  const resetLink = new URL(pages.forgotPassword.build(), app.config.publicUrl).toString();
  app.mailer.deliver(async () =>
    emailChangeRequestedMail(user.email, user.firstName, newEmail, resetLink, language),
  );
}

async function mailToNewAddress(
  app: EmailChangeApp,
  user: User,
  newEmail: string,
  language: Locale,
): Promise<MailMessage | null> {
  const owner = await accountByEmail(app.db, newEmail);
  if (owner) {
    if (owner.id === user.id) return null;
    const ownerLanguage = recipientLocale(owner.locale, language);
    return addressInUseMail(owner.email, owner.firstName, { kind: 'emailChange' }, ownerLanguage);
  }
  const token = newToken();
  await app.db.transaction(async (tx) => {
    // Only the newest link of the account works.
    await tx
      .update(emailChanges)
      .set({ usedAt: new Date() })
      .where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.usedAt)));
    await tx.insert(emailChanges).values({
      userId: user.id,
      newEmail,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + LINK_TTL_MS),
    });
  });
  const link = new URL(`${API_PREFIX}${CONFIRM_EMAIL_PATH}`, app.config.publicUrl);
  link.searchParams.set('token', token);
  return confirmNewEmailMail(newEmail, user.firstName, link.toString(), language);
}

/** What following a link did: the account's email changed, or nothing (the link says why not). */
export type EmailChangeOutcome = { changed: true; user: User } | { changed: false };

/**
 * Spends the link's token and makes its address the account's email, if the address is still
 * free; then the former address is told, in the account's language (`locale`, the page's that
 * opened the link, when it never chose one). Nothing changes for an unknown, used or expired
 * token, a deleted account, or an address taken meanwhile.
 */
export async function confirmEmailChange(
  app: EmailChangeApp,
  token: string,
  locale: Locale,
): Promise<EmailChangeOutcome> {
  if (!token || token.length > 200) return { changed: false };
  const now = new Date();
  const [found] = await app.db
    .select({ change: emailChanges, user: users })
    .from(emailChanges)
    .innerJoin(users, eq(users.id, emailChanges.userId))
    .where(
      and(
        eq(emailChanges.tokenHash, hashToken(token)),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, now),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (!found) return { changed: false };
  let updated: User | undefined;
  try {
    updated = await app.db.transaction(async (tx) => {
      // The guard on used_at makes the link single-use even when two clicks race.
      const [spent] = await tx
        .update(emailChanges)
        .set({ usedAt: now })
        .where(and(eq(emailChanges.id, found.change.id), isNull(emailChanges.usedAt)))
        .returning({ id: emailChanges.id });
      if (!spent) return undefined;
      const [row] = await tx
        .update(users)
        .set({ email: found.change.newEmail, updatedAt: now })
        .where(eq(users.id, found.user.id))
        .returning();
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { changed: false };
    throw error;
  }
  if (!updated) return { changed: false };
  const { email: formerEmail, firstName } = found.user;
  const { email: newEmail } = updated;
  const language = recipientLocale(updated.locale, locale);
  app.mailer.deliver(async () => emailChangedMail(formerEmail, firstName, newEmail, language));
  return { changed: true, user: updated };
}
