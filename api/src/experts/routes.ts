import type { FastifyPluginAsync } from 'fastify';
import { ExpertProfileUpdateSchema, translate } from 'shared-contracts';
import { findCountry } from '../catalog/geo.ts';
import { envelope } from '../http/envelope.ts';
import { fieldError } from '../http/errors.ts';
import { endpoint } from '../openapi/endpoint.ts';
import { expertProfileOf, updateExpertProfile } from './profile.ts';

const tags = ['experts'];

/** One of our uploads or an absolute http(s) link (a picture, or a video link). */
const isMediaUrl = (value: string) =>
  /^\/api\/v1\/uploads\/[A-Za-z0-9._-]+$/.test(value) || /^https?:\/\/\S+$/.test(value);

/** The signed-in user's expert profile. */
export const expertProfileRoutes: FastifyPluginAsync = async (api) => {
  const { db } = api;

  api.route(
    endpoint({
      method: 'GET',
      url: '/experts/profile',
      summary: "The signed-in user's expert profile (subscription null until they become an expert)",
      tags,
      access: 'user',
      handler: async ({ user, request }) => envelope(await expertProfileOf(db, user, request.locale)),
    }),
  );

  api.route(
    endpoint({
      method: 'PUT',
      url: '/experts/profile',
      summary: 'Update the expert profile (only the fields sent); the first save makes the account an expert',
      tags,
      access: 'user',
      body: ExpertProfileUpdateSchema,
      handler: async ({ body, user, request }) => {
        const { locale } = request;
        if (body.country !== undefined && !(await findCountry(body.country, locale))) {
          throw fieldError('country', 'invalidCountry', locale);
        }
        for (const field of ['profile_picture', 'profile_video'] as const) {
          const value = body[field];
          if (value && !isMediaUrl(value)) throw fieldError(field, 'invalidValue', locale);
        }
        const updated = await updateExpertProfile(db, user, body);
        return envelope(await expertProfileOf(db, updated, locale), translate('profileUpdated', locale));
      },
    }),
  );
};
