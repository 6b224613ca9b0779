import { eq } from 'drizzle-orm';
import type { ExpertRegistration, ExpertUpgrade, Locale } from 'shared-contracts';
import { findCountry } from '../catalog/geo.ts';
import type { Database, Transaction } from '../db/client.ts';
import { expertProfiles, type User, users } from '../db/schema/index.ts';
import { fieldError } from '../http/errors.ts';
import { checkExpertise, saveExpertise } from './expertise.ts';
import { refreshExpertSearch } from './search-document.ts';

/**
 * Writes the expert side of an account inside the caller's transaction: the expert profile (role,
 * years), languages, categories and subcategories, the `is_expert` flag and the search document.
 */
export async function writeExpertRegistration(tx: Transaction, userId: number, input: ExpertRegistration) {
  const profile = { role: input.role, yearsOfExperience: input.years_of_experience };
  await tx
    .insert(expertProfiles)
    .values({ userId, ...profile })
    .onConflictDoUpdate({ target: expertProfiles.userId, set: { ...profile, updatedAt: new Date() } });
  await saveExpertise(tx, userId, input);
  await tx.update(users).set({ isExpert: true, updatedAt: new Date() }).where(eq(users.id, userId));
  await refreshExpertSearch(tx, [userId]);
}

/** Checks the catalogue ids of an expert registration before anything is written. */
export async function checkExpertRegistration(db: Database, input: ExpertRegistration, locale: Locale) {
  await checkExpertise(db, null, input, locale);
}

/**
 * POST /register with `as_expert` by a signed-in user: the same account becomes an expert (no
 * second account). Account fields sent (names, country, time zone, phone) are saved too; email
 * and password are left as they are.
 */
export async function upgradeToExpert(db: Database, user: User, input: ExpertUpgrade, locale: Locale) {
  if (input.country !== undefined && !(await findCountry(input.country, locale))) {
    throw fieldError('country', 'invalidCountry', locale);
  }
  await checkExpertise(db, null, input, locale);
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        firstName: input.first_name,
        lastName: input.last_name,
        countryCode: input.country,
        timezone: input.timezone,
        phoneNumber: input.phone_number,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    await writeExpertRegistration(tx, user.id, input);
    const [row] = await tx.select().from(users).where(eq(users.id, user.id));
    return row ?? user;
  });
}
