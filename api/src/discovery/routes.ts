import type { FastifyPluginAsync } from 'fastify';
import { discoveryApi } from 'shared-contracts';
import { loadExpert } from '../experts/expert-view.ts';
import { declared } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { searchExperts } from './search.ts';

const tags = ['discovery'];

/** Expert search and expert pages: open to guests; a signed-in customer also sees `is_favorite`. */
export const discoveryRoutes: FastifyPluginAsync = async (api) => {
  const { db } = api;

  api.route(
    declared(discoveryApi.searchExperts, {
      summary:
        'Search experts by category (c) or subcategory (sc) slug, text (s) and minimum rating; sorted and paginated',
      description:
        "sc: a subcategory slug. sort=created_at (Recommended, newest first), role (A to Z), rating (best rated first) or price (lowest rate first, experts with no rate last); per_page 30 by default, at most 100. favorites=1: only the signed-in customer's favourite experts (the favourites variant; empty for a guest). Every expert carries is_favorite for the signed-in caller.",
      tags,
      access: 'public',
      config: { verifiesSession: true },
      handler: ({ query, request, reply }) =>
        api.verifiedViewer(request, reply, (viewer, session) =>
          searchExperts(db, query, viewer?.id ?? null, request.locale, session),
        ),
    }),
  );

  api.route(
    declared(discoveryApi.expert, {
      summary: "An expert's public page",
      tags,
      access: 'public',
      handler: async ({ params, user, request }) => {
        const expert = await loadExpert(db, params.id, user?.id ?? null, request.locale);
        if (!expert) throw notFound();
        return envelope(expert);
      },
    }),
  );
};
