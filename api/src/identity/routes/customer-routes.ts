import type { FastifyInstance } from 'fastify';
import {
  ChangePasswordSchema,
  CustomerProfileUpdateSchema,
  PreferredCategoriesSchema,
  PreferredCountriesSchema,
  translate,
} from 'shared-contracts';
import { endpoint } from '../../http/endpoint.ts';
import { envelope } from '../../http/envelope.ts';
import {
  changePassword,
  setPreferredCategories,
  setPreferredCountries,
  updateCustomerProfile,
} from '../customer-account.ts';
import { customerProfile } from '../views.ts';

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
        const updated = await updateCustomerProfile(app, user, body, locale);
        return envelope(
          await customerProfile(db, updated, locale, app.clock()),
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
        await changePassword(db, user, body, request.authSession?.id, request.locale);
        return envelope(null, translate('passwordChanged', request.locale));
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
        const ids = await setPreferredCategories(db, user.id, body.categories_id, request.locale);
        return envelope({ categories_id: ids }, translate('categoriesAttached', request.locale));
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
        const codes = await setPreferredCountries(db, user.id, body.countries, request.locale);
        return envelope({ countries: codes }, translate('countriesAttached', request.locale));
      },
    }),
  );
}
