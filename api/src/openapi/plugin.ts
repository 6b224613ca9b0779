import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { endpoint } from '../http/endpoint.ts';
import { openApiRoutes } from './routes.ts';

/** About the api itself: health and the OpenAPI document of every route. */
export const metaPlugin = fp(
  async (app: FastifyInstance) => {
    app.route(
      endpoint({
        method: 'GET',
        url: '/health',
        summary: 'Ready to serve',
        tags: ['meta'],
        access: 'public',
        handler: () => ({ data: { status: 'ok' } }),
      }),
    );
    await app.register(openApiRoutes);
  },
  { name: 'meta', dependencies: ['identity'] },
);
