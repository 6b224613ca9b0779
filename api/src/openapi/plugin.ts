import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { platformApi } from 'shared-contracts';
import { declared } from '../http/endpoint.ts';
import { openApiRoutes } from './routes.ts';

/** About the api itself: health and the OpenAPI document of every route. */
export const metaPlugin = fp(
  async (app: FastifyInstance) => {
    app.route(
      declared(platformApi.health, {
        summary: 'Ready to serve',
        tags: ['meta'],
        access: 'public',
        handler: () => ({ data: { status: 'ok' as const } }),
      }),
    );
    await app.register(openApiRoutes);
  },
  { name: 'meta', dependencies: ['identity'] },
);
