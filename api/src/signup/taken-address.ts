import type { FastifyInstance } from 'fastify';
import { type Locale, pages } from 'shared-contracts';
import { accountByEmail } from '../identity/account-by-email.ts';
import { addressInUseMail } from '../mail/address-in-use-mail.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { recipientLocale } from '../mail/recipient-locale.ts';

/**
 * The mail to the owner of an address someone just tried to sign up with: sign in (in the area of
 * their account), or choose a new password; in the account's language (`locale`, the sign-up
 * page's, when it never chose one). Null when no account has the address after all.
 */
export async function composeSignUpAttempt(
  app: Pick<FastifyInstance, 'db' | 'config'>,
  email: string,
  locale: Locale,
): Promise<MailMessage | null> {
  const owner = await accountByEmail(app.db, email);
  if (!owner) return null;
  const link = (path: string) => new URL(path, app.config.publicUrl).toString();
  const signIn = owner.isExpert ? pages.expert.login : pages.customer.login;
  return addressInUseMail(
    owner.email,
    owner.firstName,
    { kind: 'signUp', signInLink: link(signIn.build()), resetLink: link(pages.forgotPassword.build()) },
    recipientLocale(owner.locale, locale),
  );
}
