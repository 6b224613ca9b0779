import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cspSources, securityHeaders } from './security-headers.ts';

/**
 * The security headers on every answer: a hook at the root, before any route, so the runner's
 * files, pages and 404s get them as well as the api's own answers.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = securityHeaders(app.config.publicUrl, cspSources(app.config));
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers);
    });
  },
  { name: 'security-headers', dependencies: ['platform'] },
);
