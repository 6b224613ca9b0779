import type { FastifyPluginAsync } from 'fastify';
import { feedbackApi, translate } from 'shared-contracts';
import { declared } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { paginated } from '../http/pagination.ts';
import { favouriteExperts, removeFavourite, saveFavourite } from './favourites.ts';

const tags = ['favourites'];

/** A customer's favourite experts: save, unsave (both idempotent) and the paged list. */
export const favouriteRoutes: FastifyPluginAsync = async (api) => {
  const { db } = api;

  api.route(
    declared(feedbackApi.favourites, {
      summary: "The signed-in customer's favourite experts, most recently saved first",
      description:
        'Paged like GET /experts (page, per_page ≤ 100, 30 by default); every item has is_favorite true.',
      tags,
      access: 'customer',
      handler: async ({ query, user, request }) => {
        const { data, total } = await favouriteExperts(
          db,
          user.id,
          query.page,
          query.per_page,
          request.locale,
        );
        return paginated(data, total, query.page, query.per_page);
      },
    }),
  );

  api.route(
    declared(feedbackApi.addFavourite, {
      summary: 'Save an expert as a favourite (idempotent)',
      description: 'An unknown expert is a 404; saving yourself is a 403.',
      tags,
      access: 'customer',
      handler: async ({ params, user, request }) => {
        await saveFavourite(db, user.id, params.id);
        return envelope({ id: params.id, is_favorite: true }, translate('favouriteAdded', request.locale));
      },
    }),
  );

  api.route(
    declared(feedbackApi.removeFavourite, {
      summary: 'Remove an expert from the favourites (idempotent)',
      description: 'An unknown expert is a 404.',
      tags,
      access: 'customer',
      handler: async ({ params, user, request }) => {
        await removeFavourite(db, user.id, params.id);
        return envelope({ id: params.id, is_favorite: false }, translate('favouriteRemoved', request.locale));
      },
    }),
  );
};
