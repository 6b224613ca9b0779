import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type ChangePasswordSchema, type CustomerProfileUpdate, type Locale, MAX_ID } from 'shared-contracts';
import type * as v from 'valibot';
import { findCountry } from '../catalog/geo.ts';
import type { Database } from '../db/client.ts';
import { categories, customerCategories, customerCountries, type User, users } from '../db/schema/index.ts';
import { fieldError } from '../http/errors.ts';
import { mediaReferenceRefusal } from '../uploads/references.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { revokeUserSessions } from './sessions.ts';

/** The rules of a customer's own account: profile fields, password, preferred categories and countries. */

/** Saves the fields sent (country and picture checked first) and tells listeners of a new name. */
export async function updateCustomerProfile(
  app: Pick<FastifyInstance, 'db' | 'accountEvents'>,
  user: User,
  body: CustomerProfileUpdate,
  locale: Locale,
): Promise<User> {
  if (body.country !== undefined && !(await findCountry(body.country, locale))) {
    throw fieldError('country', 'invalidCountry', locale);
  }
  // A new picture is one of the customer's own images; the one the account has (a social provider's) stays.
  const picture = body.profile_picture;
  if (picture && picture !== user.profilePicture) {
    const refusal = await mediaReferenceRefusal(app.db, user.id, picture, {
      kind: 'image',
      httpsLink: false,
    });
    if (refusal) throw fieldError('profile_picture', refusal, locale);
  }
  const [updated] = await app.db
    .update(users)
    .set({
      firstName: body.first_name,
      lastName: body.last_name,
      countryCode: body.country,
      timezone: body.timezone,
      phoneNumber: body.phone_number,
      profilePicture: body.profile_picture,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning();
  if (body.first_name !== undefined || body.last_name !== undefined) {
    await app.accountEvents.namesChanged(updated ?? user);
  }
  return updated ?? user;
}

/** A new password; the other sessions of the account are signed out, `keepSessionId` stays. */
export async function changePassword(
  db: Database,
  user: User,
  body: v.InferOutput<typeof ChangePasswordSchema>,
  keepSessionId: number | undefined,
  locale: Locale,
): Promise<void> {
  // A social account has no password yet: its first one needs no current password.
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, body.actual_password))) {
    throw fieldError('actual_password', 'wrongCurrentPassword', locale);
  }
  const passwordHash = await hashPassword(body.new_password);
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
  await revokeUserSessions(db, user.id, keepSessionId);
}

/** Replaces the customer's categories (at least 3 known ones); answers the ids in order. */
export async function setPreferredCategories(
  db: Database,
  userId: number,
  sent: number[],
  locale: Locale,
): Promise<number[]> {
  const ids = [...new Set(sent)];
  if (ids.length < 3) throw fieldError('categories_id', 'minCategories', locale);
  if (ids.some((id) => id > MAX_ID)) throw fieldError('categories_id', 'invalidValue', locale);
  const known = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
  if (known.length !== ids.length) throw fieldError('categories_id', 'invalidValue', locale);
  await replaceCategories(db, userId, ids);
  return ids.sort((a, b) => a - b);
}

/** Replaces the customer's preferred countries (known ISO codes); answers them sorted. */
export async function setPreferredCountries(
  db: Database,
  userId: number,
  sent: string[],
  locale: Locale,
): Promise<string[]> {
  const codes = [...new Set(sent)];
  for (const code of codes) {
    if (!(await findCountry(code, locale))) throw fieldError('countries', 'invalidCountry', locale);
  }
  await replaceCountries(db, userId, codes);
  return codes.sort();
}

/** Locks the user's row first, so two saves of the same list run one after the other, never interleaved. */
async function replaceCategories(db: Database, userId: number, ids: number[]) {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await tx.delete(customerCategories).where(eq(customerCategories.userId, userId));
    await tx.insert(customerCategories).values(ids.map((categoryId) => ({ userId, categoryId })));
  });
}

async function replaceCountries(db: Database, userId: number, codes: string[]) {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await tx.delete(customerCountries).where(eq(customerCountries.userId, userId));
    await tx.insert(customerCountries).values(codes.map((countryCode) => ({ userId, countryCode })));
  });
}
