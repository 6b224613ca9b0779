import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from 'shared-contracts';
import { endpoint } from '../http/endpoint.ts';
import { buildOpenApiDocument } from './document.ts';

/** GET /openapi.json: built once, on first request, when every route is known. */
export async function openApiRoutes(app: FastifyInstance) {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  app.route(
    endpoint({
      method: 'GET',
      url: '/openapi.json',
      summary: 'This OpenAPI 3.1 document',
      tags: ['meta'],
      access: 'public',
      produces: 'application/json',
      handler: () => {
        document ??= buildOpenApiDocument(app.registeredRoutes, API_PREFIX);
        return document;
      },
    }),
  );
}
