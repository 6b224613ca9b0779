import type { FastifyInstance } from 'fastify';
import type { RouteDoc } from '../http/endpoint.ts';

export interface RegisteredRoute {
  method: string;
  /** Full Fastify url, prefix included (`/api/v1/experts/:id`). */
  url: string;
  doc: RouteDoc | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the api as Fastify registered it (the OpenAPI document and the fuzz test read it). */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/** Call on the root instance before any route is registered. */
export function collectRoutes(app: FastifyInstance) {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      // Fastify answers HEAD beside every GET by itself; those are not routes of their own.
      if (method === 'HEAD') continue;
      routes.push({ method, url: options.url, doc: options.config?.openapi });
    }
  });
}
