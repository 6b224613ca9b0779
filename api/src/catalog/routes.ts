import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { catalogApi } from 'shared-contracts';
import { declared } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { paginated } from '../http/pagination.ts';
import { listCities, listCountries, listStates } from './geo.ts';
import { findCategory, listCategories, listLanguages, listRates, listSubscriptionTypes } from './queries.ts';
import { listTimeZones } from './timezones.ts';

/** Reference lists change only with a release: clients and proxies may keep them for an hour. */
function cacheable(reply: FastifyReply) {
  reply.header('cache-control', 'public, max-age=3600');
  reply.header('vary', 'Accept-Language');
}

const tags = ['reference data'];

/** Reference data: public, no session needed. */
export const catalogRoutes: FastifyPluginAsync = async (api) => {
  const { db } = api;
  api.route(
    declared(catalogApi.countries, {
      summary: 'Every country: ISO code, name in the request language, flag',
      tags,
      access: 'public',
      handler: async ({ request, reply }) => {
        cacheable(reply);
        return envelope(await listCountries(request.locale));
      },
    }),
  );

  api.route(
    declared(catalogApi.states, {
      summary: 'States (provinces, regions) of a country; 404 for an unknown country',
      tags,
      access: 'public',
      handler: async ({ query, reply }) => {
        const states = await listStates(query.country);
        if (!states) throw notFound();
        cacheable(reply);
        return envelope(states);
      },
    }),
  );

  api.route(
    declared(catalogApi.cities, {
      summary: 'Cities of a state (state ids look like US-CA); 404 for an unknown state',
      tags,
      access: 'public',
      handler: async ({ query, reply }) => {
        const cities = await listCities(query.state_id.toUpperCase());
        if (!cities) throw notFound();
        cacheable(reply);
        return envelope(cities);
      },
    }),
  );

  api.route(
    declared(catalogApi.timeZones, {
      summary: 'Every IANA time zone',
      tags,
      access: 'public',
      handler: async ({ reply }) => {
        cacheable(reply);
        return envelope(await listTimeZones());
      },
    }),
  );

  api.route(
    declared(catalogApi.languages, {
      summary: 'ISO 639-1 languages, named and sorted in the request language, paginated',
      tags,
      access: 'public',
      handler: async ({ query, request, reply }) => {
        const { page, per_page: perPage } = query;
        const all = await listLanguages(db, request.locale);
        cacheable(reply);
        return paginated(all.slice((page - 1) * perPage, page * perPage), all.length, page, perPage);
      },
    }),
  );

  api.route(
    declared(catalogApi.categories, {
      summary: 'Categories of expertise with their subcategories',
      tags,
      access: 'public',
      handler: async ({ request, reply }) => {
        cacheable(reply);
        return envelope(await listCategories(db, request.locale));
      },
    }),
  );

  api.route(
    declared(catalogApi.category, {
      summary: 'One category with its subcategories',
      tags,
      access: 'public',
      handler: async ({ params, request, reply }) => {
        const category = await findCategory(db, params.id, request.locale);
        if (!category) throw notFound();
        cacheable(reply);
        return envelope(category);
      },
    }),
  );

  api.route(
    declared(catalogApi.rates, {
      summary: 'Meeting rates (express, short, large): duration and minimum price in dollars',
      tags,
      access: 'public',
      handler: async ({ reply }) => {
        cacheable(reply);
        return envelope(await listRates(db));
      },
    }),
  );

  api.route(
    declared(catalogApi.subscriptionTypes, {
      summary: 'Expert plans, optionally of one period (monthly or yearly)',
      tags,
      access: 'public',
      handler: async ({ query, request, reply }) => {
        cacheable(reply);
        return envelope(await listSubscriptionTypes(db, query.period, request.locale));
      },
    }),
  );
};
