import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { FavouritesQuerySchema, IdParamSchema, type Locale, translate } from 'shared-contracts';
import type { Database } from '../db/client.ts';
import { expertProfiles, favourites, users } from '../db/schema/index.ts';
import { expertCardColumns, expertCards } from '../experts/card-view.ts';
import { endpoint } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { paginationMeta, withPage } from '../http/pagination.ts';

const tags = ['favourites'];

/** An expert a customer can save: an expert account with its profile. */
async function expertExists(db: Database, id: number) {
  const [row] = await db
    .select({ id: expertProfiles.userId })
    .from(expertProfiles)
    .innerJoin(users, eq(users.id, expertProfiles.userId))
    .where(and(eq(expertProfiles.userId, id), eq(users.isExpert, true)));
  return Boolean(row);
}

/** The customer's saved experts, most recently saved first, as the search grid shows them. */
export async function favouriteExperts(
  db: Database,
  customerId: number,
  page: number,
  perPage: number,
  locale: Locale,
) {
  const mine = and(eq(favourites.customerId, customerId), eq(users.isExpert, true));
  const [[totals], rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(favourites)
      .innerJoin(users, eq(users.id, favourites.expertId))
      .where(mine),
    withPage(
      db
        .select(expertCardColumns)
        .from(favourites)
        .innerJoin(expertProfiles, eq(expertProfiles.userId, favourites.expertId))
        .innerJoin(users, eq(users.id, favourites.expertId))
        .where(mine)
        .orderBy(desc(favourites.createdAt), desc(favourites.expertId))
        .$dynamic(),
      page,
      perPage,
    ),
  ]);
  const data = await expertCards(
    db,
    rows.map((row) => ({ ...row, isFavorite: true })),
    locale,
  );
  return { data, meta: paginationMeta(totals?.total ?? 0, page, perPage, data.length) };
}

/** A customer's favourite experts: save, unsave (both idempotent) and the paged list. */
export const favouriteRoutes: FastifyPluginAsync = async (api) => {
  const { db } = api;

  api.route(
    endpoint({
      method: 'GET',
      url: '/experts/favourites',
      summary: "The signed-in customer's favourite experts, most recently saved first",
      description:
        'Paged like GET /experts (page, per_page ≤ 100, 30 by default); every item has is_favorite true.',
      tags,
      access: 'customer',
      query: FavouritesQuerySchema,
      handler: ({ query, user, request }) =>
        favouriteExperts(db, user.id, query.page, query.per_page, request.locale),
    }),
  );

  api.route(
    endpoint({
      method: 'PUT',
      url: '/experts/:id/add-favourite',
      summary: 'Save an expert as a favourite (idempotent)',
      description: 'An unknown expert is a 404; saving yourself is a 403.',
      tags,
      access: 'customer',
      params: IdParamSchema,
      handler: async ({ params, user, request }) => {
        if (params.id === user.id) throw new HttpError(403, 'cannotFavouriteSelf');
        if (!(await expertExists(db, params.id))) throw notFound();
        await db
          .insert(favourites)
          .values({ customerId: user.id, expertId: params.id })
          .onConflictDoNothing({ target: [favourites.customerId, favourites.expertId] });
        return envelope({ id: params.id, is_favorite: true }, translate('favouriteAdded', request.locale));
      },
    }),
  );

  api.route(
    endpoint({
      method: 'PUT',
      url: '/experts/:id/remove-favourite',
      summary: 'Remove an expert from the favourites (idempotent)',
      description: 'An unknown expert is a 404.',
      tags,
      access: 'customer',
      params: IdParamSchema,
      handler: async ({ params, user, request }) => {
        if (!(await expertExists(db, params.id))) throw notFound();
        await db
          .delete(favourites)
          .where(and(eq(favourites.customerId, user.id), eq(favourites.expertId, params.id)));
        return envelope({ id: params.id, is_favorite: false }, translate('favouriteRemoved', request.locale));
      },
    }),
  );
};
