import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ChangePasswordSchema,
  CustomerProfileUpdateSchema,
  PreferredCategoriesSchema,
  PreferredCountriesSchema,
  translate,
} from 'shared-contracts';
import { findCountry } from '../../catalog/geo.ts';
import type { Database } from '../../db/client.ts';
import { categories, customerCategories, customerCountries, users } from '../../db/schema/index.ts';
import { endpoint } from '../../http/endpoint.ts';
import { envelope } from '../../http/envelope.ts';
import { fieldError } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { revokeUserSessions } from '../sessions.ts';
import { customerProfile } from '../views.ts';

/** Largest value of a PostgreSQL integer column: a larger id cannot exist. */
const MAX_ID = 2_147_483_647;

/** A picture is one of our uploads or an absolute http(s) URL (social profiles). */
const isPictureUrl = (value: string) =>
  /^\/api\/v1\/uploads\/[A-Za-z0-9._-]+$/.test(value) || /^https?:\/\/\S+$/.test(value);

export async function customerRoutes(app: FastifyInstance) {
  const { db } = app;

  app.route(
    endpoint({
      method: 'GET',
      url: '/customers/profile',
      summary: "The signed-in user's customer profile",
      tags: ['customers'],
      access: 'customer',
      handler: async ({ user, request }) =>
        envelope(await customerProfile(db, user, request.locale, app.clock())),
    }),
  );

  app.route(
    endpoint({
      method: 'PUT',
      url: '/customers/profile',
      summary: 'Update the customer profile (only the fields sent)',
      tags: ['customers'],
      access: 'customer',
      body: CustomerProfileUpdateSchema,
      handler: async ({ body, user, request }) => {
        const { locale } = request;
        if (body.country !== undefined && !(await findCountry(body.country, locale))) {
          throw fieldError('country', 'invalidCountry', locale);
        }
        if (body.profile_picture && !isPictureUrl(body.profile_picture)) {
          throw fieldError('profile_picture', 'invalidValue', locale);
        }
        const [updated] = await db
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
          await app.accountEvents.namesChanged(user);
        }
        return envelope(
          await customerProfile(db, updated ?? user, locale, app.clock()),
          translate('profileUpdated', locale),
        );
      },
    }),
  );

  app.route(
    endpoint({
      method: 'PUT',
      url: '/customers/change-password',
      summary: 'Change the password (the current one must match)',
      description: "Other sessions of the account are signed out; the caller's stays.",
      tags: ['customers'],
      access: 'customer',
      body: ChangePasswordSchema,
      handler: async ({ body, user, request }) => {
        const { locale } = request;
        // A social account has no password yet: its first one needs no current password.
        if (user.passwordHash && !(await verifyPassword(user.passwordHash, body.actual_password))) {
          throw fieldError('actual_password', 'wrongCurrentPassword', locale);
        }
        const passwordHash = await hashPassword(body.new_password);
        await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
        await revokeUserSessions(db, user.id, request.authSession?.id);
        return envelope(null, translate('passwordChanged', locale));
      },
    }),
  );

  app.route(
    endpoint({
      method: 'PUT',
      url: '/customers/attach-customer-category',
      summary: "Replace the customer's categories (at least 3)",
      tags: ['customers'],
      access: 'customer',
      body: PreferredCategoriesSchema,
      handler: async ({ body, user, request }) => {
        const { locale } = request;
        const ids = [...new Set(body.categories_id)];
        if (ids.length < 3) throw fieldError('categories_id', 'minCategories', locale);
        if (ids.some((id) => id > MAX_ID)) throw fieldError('categories_id', 'invalidValue', locale);
        const known = await db
          .select({ id: categories.id })
          .from(categories)
          .where(inArray(categories.id, ids));
        if (known.length !== ids.length) throw fieldError('categories_id', 'invalidValue', locale);
        await replaceCategories(db, user.id, ids);
        return envelope(
          { categories_id: ids.sort((a, b) => a - b) },
          translate('categoriesAttached', locale),
        );
      },
    }),
  );

  app.route(
    endpoint({
      method: 'PUT',
      url: '/customers/attach-customer-countries',
      summary: "Replace the customer's preferred countries (1 to 3 ISO codes)",
      tags: ['customers'],
      access: 'customer',
      body: PreferredCountriesSchema,
      handler: async ({ body, user, request }) => {
        const { locale } = request;
        const codes = [...new Set(body.countries)];
        for (const code of codes) {
          if (!(await findCountry(code, locale))) throw fieldError('countries', 'invalidCountry', locale);
        }
        await replaceCountries(db, user.id, codes);
        return envelope({ countries: codes.sort() }, translate('countriesAttached', locale));
      },
    }),
  );
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
