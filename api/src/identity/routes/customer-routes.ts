import type { FastifyInstance } from 'fastify';
import { identityApi, translate } from 'shared-contracts';
import { declared } from '../../http/endpoint.ts';
import { envelope } from '../../http/envelope.ts';
import {
  changePassword,
  setPreferredCategories,
  setPreferredCountries,
  updateCustomerProfile,
} from '../customer-account.ts';
import { TOO_MANY_ATTEMPTS } from '../rate-limits.ts';
import { customerProfile } from '../views.ts';

export async function customerRoutes(app: FastifyInstance) {
  const { db } = app;

  app.route(
    declared(identityApi.customerProfile, {
      summary: "The signed-in user's customer profile",
      tags: ['customers'],
      access: 'customer',
      handler: async ({ user, request }) =>
        envelope(await customerProfile(db, user, request.locale, app.clock())),
    }),
  );

  app.route(
    declared(identityApi.saveCustomerProfile, {
      summary: 'Update the customer profile (only the fields sent)',
      tags: ['customers'],
      access: 'customer',
      handler: async ({ body, user, request }) => {
        const { locale } = request;
        const updated = await updateCustomerProfile(app, user, body, locale);
        return envelope(
          await customerProfile(db, updated, locale, app.clock()),
          translate('profileUpdated', locale),
        );
      },
    }),
  );

  app.route(
    declared(identityApi.changePassword, {
      summary: 'Change the password (the current one must match)',
      description:
        "Other sessions of the account are signed out; the caller's stays. Rate-limited per user and per client address, one count with the other checks of the account's password (email change, account deletion): 429 past it.",
      tags: ['customers'],
      access: 'customer',
      outcomes: [TOO_MANY_ATTEMPTS],
      handler: async ({ body, user, request, reply }) => {
        await app.countPasswordCheck(request, reply);
        await changePassword(db, user, body, request.authSession?.id, request.locale);
        return { data: null, message: translate('passwordChanged', request.locale) };
      },
    }),
  );

  app.route(
    declared(identityApi.preferredCategories, {
      summary: "Replace the customer's categories (at least 3)",
      tags: ['customers'],
      access: 'customer',
      handler: async ({ body, user, request }) => {
        const ids = await setPreferredCategories(db, user.id, body.categories_id, request.locale);
        return envelope({ categories_id: ids }, translate('categoriesAttached', request.locale));
      },
    }),
  );

  app.route(
    declared(identityApi.preferredCountries, {
      summary: "Replace the customer's preferred countries (1 to 3 ISO codes)",
      tags: ['customers'],
      access: 'customer',
      handler: async ({ body, user, request }) => {
        const codes = await setPreferredCountries(db, user.id, body.countries, request.locale);
        return envelope({ countries: codes }, translate('countriesAttached', request.locale));
      },
    }),
  );
}
