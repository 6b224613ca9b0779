import type { ExpertRegistration, Locale, SignUpAccount } from 'shared-contracts';
import { findCountry } from '../catalog/geo.ts';
import { type Database, isUniqueViolation } from '../db/client.ts';
import { type User, users } from '../db/schema/index.ts';
import { checkExpertRegistration, writeExpertRegistration } from '../experts/registration.ts';
import { fieldError } from '../http/errors.ts';
import { hashPassword } from '../identity/passwords.ts';
import type { SocialSignUp } from '../social/sign-up.ts';

/**
 * A new account, with its expert profile in the same transaction when the sign-up asks for one
 * (`readExpertise`, read after the country is checked). A social sign-up has no password and is
 * linked to the provider's person in the same transaction. An unknown country is a 422 on
 * `country`; an email already in use answers null (the caller words the refusal).
 */
export async function createAccount(
  db: Database,
  body: SignUpAccount,
  readExpertise: () => ExpertRegistration | null,
  locale: Locale,
  social?: SocialSignUp,
): Promise<User | null> {
  if (!(await findCountry(body.country, locale))) throw fieldError('country', 'invalidCountry', locale);
  const expertise = readExpertise();
  if (expertise) await checkExpertRegistration(db, expertise, locale);
  const passwordHash = social ? null : await hashPassword(body.password);
  let created: typeof users.$inferSelect | undefined;
  try {
    created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: body.email,
          passwordHash,
          firstName: body.first_name,
          lastName: body.last_name,
          countryCode: body.country,
          timezone: body.timezone,
          phoneNumber: body.phone_number,
          socialProvider: body.social_provider,
          profilePicture: social?.profilePicture ?? null,
          termsAcceptedAt: new Date(),
        })
        .returning();
      if (row && social) await social.link(tx, row.id);
      if (row && expertise) {
        await writeExpertRegistration(tx, row.id, expertise);
        return { ...row, isExpert: true };
      }
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  if (!created) throw new Error('user insert returned nothing');
  return created;
}
